/**
 * Before the browser tests: make sure the production H5 build is there and newer than the
 * sources (a clean clone has none). The backend serves it at /mp/.
 */
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

function newest(dir: string): number {
  let t = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs)
  }
  return t
}

export default function globalSetup(): void {
  const index = path.join(root, 'dist/h5/index.html')
  const stale = !fs.existsSync(index) || fs.statSync(index).mtimeMs < Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'config')))
  if (!stale) return
  try {
    execSync('npm run build:h5', { cwd: root, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
  } catch (e) {
    // Taro's progress bar is noise on success; on failure show what the build said.
    const err = e as { stdout?: Buffer; stderr?: Buffer }
    process.stderr.write(String(err.stdout ?? '') + String(err.stderr ?? ''))
    throw new Error('npm run build:h5 failed')
  }
}
