/**
 * The syntax level of the app's declared targets (`browserslist`: Chrome 64, iOS 12), checked on
 * the built files: a file an engine cannot parse fails whole, and every page loading it with it.
 *
 * The level is ES2018: both targets parse it (object rest/spread since Chrome 60 / Safari 11.1,
 * async iteration, regexp named groups and the `s` flag), except regular-expression lookbehind
 * (`(?<=`, `(?<!`: Safari 16.4), refused on its own. Everything later is refused: BigInt literals
 * (`50n`), optional catch binding (`catch {}`), `?.`, `??`, class fields, ... Babel compiles the
 * app's own code to the targets; a dependency shipping newer syntax must be compiled too
 * (`compile.include` in config/index.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse, type Token } from 'acorn'

export const TARGET_ECMA_VERSION = 2018

export interface SyntaxProblem {
  file: string
  message: string
  /** The code around the problem. */
  near: string
}

const LOOKBEHIND = /\(\?<[=!]/

/** What keeps `source` from parsing on the targets, or null. */
export function syntaxProblem(source: string): { message: string; pos: number } | null {
  let lookbehind: Token | undefined
  try {
    parse(source, {
      ecmaVersion: TARGET_ECMA_VERSION,
      sourceType: 'script',
      onToken: (t) => {
        if (!lookbehind && t.type.label === 'regexp' && LOOKBEHIND.test((t as Token & { value: { pattern: string } }).value.pattern)) lookbehind = t
      },
    })
  } catch (e) {
    const err = e as SyntaxError & { pos?: number }
    return { message: err.message, pos: err.pos ?? 0 }
  }
  return lookbehind ? { message: 'regular-expression lookbehind (iOS 12 has none)', pos: lookbehind.start } : null
}

/** Every .js file under `dir` (relative paths, sorted). */
export function scriptFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .sort()
}

/** The built files under `dir` that the targets cannot parse. */
export function syntaxProblems(dir: string): SyntaxProblem[] {
  const problems: SyntaxProblem[] = []
  for (const file of scriptFiles(dir)) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8')
    const problem = syntaxProblem(source)
    if (problem) problems.push({ file, message: problem.message, near: source.slice(Math.max(0, problem.pos - 60), problem.pos + 40) })
  }
  return problems
}

/** One line per problem: file, message and the code around it. */
export const describeProblems = (problems: readonly SyntaxProblem[]): string => problems.map((p) => `${p.file}: ${p.message}: ${JSON.stringify(p.near)}`).join('\n')
