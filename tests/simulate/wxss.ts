/**
 * WeChat's own style compiler over a weapp build: `wcsc` from miniprogram-compiler (the binary the
 * developer tools ship), called through the package's `src/wcsc.js` wrapper, which picks the
 * binary of this platform and runs `wcsc -db -pc <n> <files...>` in the build folder. wcsc resolves
 * `@import` only among the files it is given, so each file is compiled together with everything it
 * imports. A rule WXSS does not accept (`*`, some attribute selectors...) fails the whole file in
 * WeChat, and with it the page's styles.
 */
import fs from 'node:fs'
import path from 'node:path'

/** miniprogram-compiler's wcsc wrapper: the compiled styles by file, or an Error with wcsc's stderr. */
type Wcsc = (rootPath: string, filesWithoutExtension: string[], options?: { maxBuffer?: number }) => Record<string, string> | Error
const wcsc = require('miniprogram-compiler/src/wcsc') as Wcsc

/** Every .wxss file under `dir`, relative and '/'-separated, sorted. */
export function wxssFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.wxss'))
    .map((f) => f.split(path.sep).join('/'))
    .sort()
}

const IMPORT = /@import\s+(?:url\()?\s*["']([^"']+)["']/g

/** `file` and every file it imports, directly or not (Taro writes relative imports). */
export function importClosure(dir: string, file: string): string[] {
  const seen = new Set<string>()
  const visit = (f: string) => {
    if (seen.has(f)) return
    seen.add(f)
    const full = path.join(dir, f)
    if (!fs.existsSync(full)) return // wcsc reports the missing file
    for (const [, target] of fs.readFileSync(full, 'utf8').matchAll(IMPORT)) {
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(f), target)))
    }
  }
  visit(file)
  return [...seen]
}

export interface WxssError {
  /** The compiled file (the message names the file at fault, which may be one it imports). */
  file: string
  /** wcsc's own words, e.g. "ERR: x.wxss(1:437): error at token `*`". */
  message: string
}

/** Compiles every .wxss file of the build with wcsc; the files that fail, with wcsc's message. */
export function compileWxss(dir: string): WxssError[] {
  const errors: WxssError[] = []
  for (const file of wxssFiles(dir)) {
    const result = wcsc(dir, importClosure(dir, file).map((f) => f.replace(/\.wxss$/, '')), { maxBuffer: 64 * 1024 * 1024 })
    if (result instanceof Error) {
      const message = result.message
        .replace(/^[^:：]*[:：]\s*/, '') // the wrapper's "编译 .wxss 文件错误："
        .replace(/\s*error file count: \d+\s*$/, '')
        .trim()
      errors.push({ file, message })
    }
  }
  return errors
}
