/**
 * Before the browser tests: Debian's Chromium and a CJK font (scripts/browser-deps.sh installs
 * them when missing and allowed, else the run stops at once with one line saying what to install),
 * and the production H5 build there and newer than the sources (a clean clone has none). The
 * backend serves it at /mp/.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildH5IfStale } from '../../server/buildStale'

export default function globalSetup(): void {
  const deps = spawnSync('bash', [path.join(__dirname, '../../scripts/browser-deps.sh')], { stdio: 'inherit' })
  // The script has said what is missing: nothing more to print.
  if (deps.status !== 0) process.exit(1)
  buildH5IfStale()
}
