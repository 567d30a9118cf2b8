#!/usr/bin/env node
// Builds both targets (unless --skip-build) and prints the weapp main package, every subpackage
// and the H5 first-load JS (raw and gzip) in KB. Exits 1 past the budgets.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const BUDGET = { mainKB: 600, subpackageKB: 400, h5FirstLoadGzipKB: 150 }
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const weapp = path.join(root, 'dist/weapp')
const h5 = path.join(root, 'dist/h5')

if (!process.argv.includes('--skip-build')) {
  for (const target of ['weapp', 'h5']) execSync(`npm run build:${target}`, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
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
for (const dir of subRoots) check(`weapp subpackage ${path.basename(dir)}`, dirSize(dir), BUDGET.subpackageKB)

const html = fs.readFileSync(path.join(h5, 'index.html'), 'utf8')
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\/mp\//, ''))
let raw = 0
let gzip = 0
for (const file of scripts) {
  const buf = fs.readFileSync(path.join(h5, file))
  raw += buf.length
  gzip += zlib.gzipSync(buf, { level: 9 }).length
}
rows.push(['H5 first-load JS (raw)', fmt(raw), '-', ''])
check('H5 first-load JS (gzip)', gzip, BUDGET.h5FirstLoadGzipKB, 'KB gzip')
const css = [...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1].replace(/^\/mp\//, ''))
const cssGzip = css.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(h5, f)), { level: 9 }).length, 0)
rows.push(['H5 first-load CSS (gzip)', fmt(cssGzip), '-', ''])

const width = Math.max(...rows.map((r) => r[0].length))
console.log('Package sizes')
for (const [label, value, budget, state] of rows) console.log(`  ${label.padEnd(width)}  ${value.padStart(10)}  budget ${budget.padEnd(12)} ${state}`)
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
