/**
 * Every script of the PRODUCTION weapp build parses at the declared targets' syntax level
 * (./syntax.ts: ES2018 without regexp lookbehind). WeChat's built-in polyfills cover missing
 * built-in functions, never syntax: a BigInt literal made whole subpackages fail to load on
 * iOS 12. The H5 build has the same check (tests/e2e/syntax.test.ts).
 */
import { weappDir } from './harness'
import { describeProblems, scriptFiles, syntaxProblem, syntaxProblems } from './syntax'

// The first run on a fresh checkout builds the app.
jest.setTimeout(300_000)

test('every .js file of the weapp build parses on Chrome 64 / iOS 12', () => {
  const dir = weappDir()
  expect(scriptFiles(dir).length).toBeGreaterThan(50)
  expect(describeProblems(syntaxProblems(dir))).toBe('')
})

describe('the check itself', () => {
  test.each([
    ['a BigInt literal', 'var a = (b + 50n) / 100n'],
    ['optional catch binding', 'try { f() } catch { g() }'],
    ['optional chaining', 'var a = b?.c'],
    ['nullish coalescing', 'var a = b ?? c'],
    ['a class field', 'class A { x = 1 }'],
    ['regexp lookbehind', 'var r = /(?<=a)b/'],
  ])('refuses %s', (_what, code) => {
    expect(syntaxProblem(code)).not.toBeNull()
  })

  test.each([
    ['object spread', 'var a = { ...b, c: 1 }'],
    ['object rest', 'var { a, ...rest } = b'],
    ['async functions and iteration', 'async function f(xs) { for await (const x of xs) await x }'],
    ['named groups and the s flag', 'var r = /(?<year>\\d{4}).x/s'],
    ['lookahead', 'var r = /\\B(?=(\\d{3})+$)/g'],
  ])('accepts %s (the targets parse it)', (_what, code) => {
    expect(syntaxProblem(code)).toBeNull()
  })
})
