/**
 * Is a build older than the sources it is made from? `npm start` (server/start.ts) rebuilds the
 * H5 app, the browser tests (tests/e2e/globalSetup.ts) the H5 app and the mini-program tests
 * (tests/simulate/harness.ts) their weapp build when it is: after a `git pull`, the changed files
 * are newer than the last build.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(__dirname, '..')

/** What a build is made from: the code, its configuration and the fixes to libraries (patches/). */
export const SOURCE_DIRS = ['src', 'config', 'patches'].map((d) => path.join(ROOT, d))

/** Newest modification time (ms) among the files under `dir`; 0 when it does not exist. */
export function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

/**
 * Why `builtFile` (a file every build writes: dist/h5/index.html, app.json) must be rebuilt:
 * 'missing', or 'stale' when a file under `sourceDirs` is newer; null when it is up to date.
 */
export function staleReason(builtFile: string, sourceDirs: readonly string[] = SOURCE_DIRS): 'missing' | 'stale' | null {
  if (!fs.existsSync(builtFile)) return 'missing'
  const sources = Math.max(0, ...sourceDirs.map(newestMtime))
  return fs.statSync(builtFile).mtimeMs < sources ? 'stale' : null
}

/**
 * Builds the production H5 app (`npm run build:h5`) when dist/h5 is missing or stale; true when it
 * built. Taro's progress bar is noise on success: on failure it prints what the build said.
 */
export function buildH5IfStale(): boolean {
  if (!staleReason(path.join(ROOT, 'dist/h5/index.html'))) return false
  try {
    execSync('npm run build:h5', { cwd: ROOT, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
  } catch (e) {
    const err = e as { stdout?: Buffer; stderr?: Buffer }
    process.stderr.write(String(err.stdout ?? '') + String(err.stderr ?? ''))
    throw new Error('npm run build:h5 failed')
  }
  return true
}
