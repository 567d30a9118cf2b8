/**
 * Before the browser tests: make sure the production H5 build is there and newer than the
 * sources (a clean clone has none). The backend serves it at /mp/.
 */
import { execSync } from 'node:child_process'
import path from 'node:path'
import { ROOT, staleReason } from '../../scripts/buildStale'

export default function globalSetup(): void {
  if (!staleReason(path.join(ROOT, 'dist/h5/index.html'))) return
  try {
    execSync('npm run build:h5', { cwd: ROOT, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
  } catch (e) {
    // Taro's progress bar is noise on success; on failure show what the build said.
    const err = e as { stdout?: Buffer; stderr?: Buffer }
    process.stderr.write(String(err.stdout ?? '') + String(err.stderr ?? ''))
    throw new Error('npm run build:h5 failed')
  }
}
