/**
 * Every style sheet of the PRODUCTION weapp build compiles with WeChat's own style compiler
 * (wcsc): a rule WXSS refuses (`.app-action-bar > *` did) fails the file in WeChat and drops the
 * styles of every page importing it. See wxss.ts.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { weappDir } from './harness'
import { compileWxss, importClosure, wxssFiles } from './wxss'

// The first run on a fresh checkout builds the app.
jest.setTimeout(120_000)

test('wcsc compiles every .wxss file of the weapp build', () => {
  const dir = weappDir()
  const files = wxssFiles(dir)
  expect(files).toContain('app.wxss')
  expect(files.length).toBeGreaterThan(20)
  const errors = compileWxss(dir)
  // Listed as "file: wcsc's message", one per line, so a failure says what to fix.
  expect(errors.map((e) => `${e.file}: ${e.message}`).join('\n')).toBe('')
})

describe('the check itself', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wxss-check-'))
    fs.mkdirSync(path.join(dir, 'pages'))
    fs.mkdirSync(path.join(dir, 'common'))
    fs.writeFileSync(path.join(dir, 'common/bar.wxss'), '.bar{display:flex}.bar>*{flex:1}')
    fs.writeFileSync(path.join(dir, 'common/ok.wxss'), '.ok{color:red}')
    fs.writeFileSync(path.join(dir, 'pages/a.wxss'), '@import "../common/bar.wxss";\n.a{color:#000}')
    fs.writeFileSync(path.join(dir, 'pages/b.wxss'), "@import './../common/ok.wxss';\n.b{margin:0 20rpx}")
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  test('follows the imports', () => {
    expect(importClosure(dir, 'pages/a.wxss')).toEqual(['pages/a.wxss', 'common/bar.wxss'])
    expect(importClosure(dir, 'pages/b.wxss')).toEqual(['pages/b.wxss', 'common/ok.wxss'])
  })

  test('a `*` selector fails its file and every file importing it, with the file and position', () => {
    const errors = compileWxss(dir)
    expect(errors.map((e) => e.file)).toEqual(['common/bar.wxss', 'pages/a.wxss'])
    for (const e of errors) expect(e.message).toMatch(/common\/bar\.wxss\(1:\d+\): error at token `\*`/)
  })
})
