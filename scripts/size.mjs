#!/usr/bin/env node
// Builds both targets (unless --skip-build) and prints the weapp main package, every subpackage
// and the H5 first-load JS (raw and gzip) in KB. Exits 1 past the budgets.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

const BUDGET = { mainKB: 600, subpackageKB: 400, h5FirstLoadGzipKB: 150 }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const weapp = path.join(root, 'dist/weapp')
const h5 = path.join(root, 'dist/h5')

if (!process.argv.includes('--skip-build')) {
  for (const target of ['weapp', 'h5']) {
    try {
      // A production weapp build needs an API root (config/env.ts); its value does not change the
      // size. The H5 build keeps calling the host that serves it.
      const env = target === 'weapp' ? { ...process.env, TARO_APP_API_ROOT: process.env.TARO_APP_API_ROOT || 'https://api.example.com' } : process.env
      execSync(`npm run build:${target}`, { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
    } catch (e) {
      // Taro's progress bar is noise on success; on failure show what the build said.
      process.stderr.write(String(e.stdout ?? '') + String(e.stderr ?? ''))
      throw new Error(`npm run build:${target} failed`)
    }
  }
}

const kb = (bytes) => bytes / 1024
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (skip.has(full)) continue
    // Source maps and licence notes are not part of the uploaded package.
    if (entry.isDirectory()) total += dirSize(full, skip)
    else if (!/\.(map|LICENSE\.txt)$/.test(entry.name)) total += fs.statSync(full).size
  }
  return total
}

const failures = []
const rows = []
const check = (label, value, budget, unit = 'KB') => {
  const over = kb(value) > budget
  rows.push([label, fmt(value), `${budget} ${unit}`, over ? 'OVER' : 'ok'])
  if (over) failures.push(`${label}: ${fmt(value)} > ${budget} ${unit}`)
}

const app = JSON.parse(fs.readFileSync(path.join(weapp, 'app.json'), 'utf8'))
const subRoots = (app.subPackages ?? app.subpackages ?? []).map((s) => path.join(weapp, s.root))
check('weapp main package', dirSize(weapp, new Set(subRoots)), BUDGET.mainKB)
for (const dir of subRoots) check(`weapp subpackage ${path.relative(weapp, dir)}`, dirSize(dir), BUDGET.subpackageKB)

// H5 first load: every script and stylesheet the browser fetches to show the start page, measured
// by opening the build in Chromium (lazily loaded page chunks included, the API left unanswered).
// Playwright gives each launch a fresh temporary profile.
const firstLoad = await measureFirstLoad()
const sum = (files, key) => files.reduce((n, f) => n + f[key], 0)
const js = firstLoad.filter((f) => f.file.endsWith('.js'))
const css = firstLoad.filter((f) => f.file.endsWith('.css'))
rows.push([`H5 first-load JS, ${js.length} files (raw)`, fmt(sum(js, 'raw')), '-', ''])
check('H5 first-load JS (gzip)', sum(js, 'gzip'), BUDGET.h5FirstLoadGzipKB, 'KB gzip')
rows.push(['H5 first-load CSS (gzip)', fmt(sum(css, 'gzip')), '-', ''])

async function measureFirstLoad() {
  const { chromium } = await import('playwright-core')
  const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }
  const server = http.createServer((req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/mp\/?/, '') || 'index.html'
    const file = path.join(h5, path.normalize(rel))
    if (!file.startsWith(h5) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  await new Promise((r) => server.listen(0, '127.0.0.1', r))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 667 } })
    const fetched = new Set()
    page.on('response', (r) => {
      const p = new URL(r.url()).pathname
      if (/\.(js|css)$/.test(p)) fetched.add(p.replace(/^\/mp\//, ''))
    })
    await page.goto(`http://127.0.0.1:${server.address().port}/mp/`, { waitUntil: 'networkidle' })
    return [...fetched].map((file) => {
      const buf = fs.readFileSync(path.join(h5, file))
      return { file, raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length }
    })
  } finally {
    await browser.close()
    server.close()
  }
}

const width = Math.max(...rows.map((r) => r[0].length))
console.log('Package sizes')
for (const [label, value, budget, state] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(10)}  budget ${budget.padEnd(12)} ${state}`)
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
