/**
 * scripts/browser-deps.sh, run before the browser tests: silent when Chromium and a CJK font are
 * there; otherwise (installing not allowed here: BROWSER_DEPS_INSTALL=0) one line saying what to
 * install, and exit 1 at once. A stand-in fc-list plays the font being there or not.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const script = path.join(__dirname, '../../scripts/browser-deps.sh')

/** Runs the script with a stand-in `fc-list` that lists `fonts` (nothing: no CJK font). */
function run(env: Record<string, string>, fonts: string) {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-deps-'))
  fs.writeFileSync(path.join(bin, 'fc-list'), `#!/bin/sh\nprintf '%s' '${fonts}'\n`, { mode: 0o755 })
  try {
    const r = spawnSync('bash', [script], { env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, BROWSER_DEPS_INSTALL: '0', ...env }, encoding: 'utf8' })
    return { status: r.status, lines: r.stderr.split('\n').filter(Boolean), stdout: r.stdout }
  } finally {
    fs.rmSync(bin, { recursive: true, force: true })
  }
}

test('everything there: silent, exit 0', () => {
  expect(run({ CHROMIUM_PATH: '/bin/sh' }, 'WenQuanYi Zen Hei\n')).toEqual({ status: 0, lines: [], stdout: '' })
})

test('no CJK font and no installing: one line naming the package to install, exit 1', () => {
  const r = run({ CHROMIUM_PATH: '/bin/sh' }, '')
  expect(r.status).toBe(1)
  expect(r.lines).toEqual(["browser tests need Debian's fonts-wqy-zenhei: run 'apt-get install -y fonts-wqy-zenhei' as root (or set CHROMIUM_PATH to a Chromium and install a Chinese font)"])
})

test('a CHROMIUM_PATH that is not there: one line, exit 1', () => {
  const r = run({ CHROMIUM_PATH: '/nonexistent/chromium' }, 'WenQuanYi Zen Hei\n')
  expect(r.status).toBe(1)
  expect(r.lines).toHaveLength(1)
  expect(r.lines[0]).toContain('CHROMIUM_PATH=/nonexistent/chromium is not an executable')
})
