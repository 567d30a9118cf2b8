// Builds the bare baseline app (README.md here) for weapp or H5 with the project's Taro setup.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BARE_DIR = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(BARE_DIR, '../..')

/** Where a target's build goes (config/index.ts here). */
export const bareOutput = (target) => path.join(ROOT, `dist/bare-${target}`)

/** What the bare build is made from: its own files and the app's Taro and Babel configuration. */
const SOURCES = [BARE_DIR, path.join(ROOT, 'config'), path.join(ROOT, 'babel.config.js'), path.join(ROOT, 'package.json')]

/** What a build leaves in the folders it reads (caches, copied assets): not sources. */
const BY_PRODUCTS = new Set(['dist', '.swc', 'node_modules'])

function newest(p) {
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...fs.readdirSync(p).filter((name) => !BY_PRODUCTS.has(name)).map((name) => newest(path.join(p, name))))
}

/** True when the target's build is missing or older than what it is made from. */
export function bareStale(target) {
  const marker = path.join(bareOutput(target), target === 'weapp' ? 'app.json' : 'index.html')
  return !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < Math.max(...SOURCES.map(newest))
}

export function buildBareApp(target) {
  // The weapp build needs an API root (config/env.ts); the bare app never calls it. The app's
  // browser targets (package.json `browserslist`): Taro's Babel preset looks for them only in the
  // folder the build runs in, and would fall back to much older targets.
  const { browserslist } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    TARO_APP_API_ROOT: process.env.TARO_APP_API_ROOT || 'https://api.example.com',
    BROWSERSLIST: process.env.BROWSERSLIST || browserslist.join(', '),
  }
  fs.rmSync(bareOutput(target), { recursive: true, force: true })
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/taro'), ['build', '--type', target], { cwd: BARE_DIR, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
  } catch (e) {
    process.stderr.write(String(e.stdout ?? '') + String(e.stderr ?? ''))
    throw new Error(`the bare app's ${target} build failed`)
  }
}

// `npm run size:bare`: both targets (CI builds them beside the type check and lint).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) for (const target of ['weapp', 'h5']) buildBareApp(target)
