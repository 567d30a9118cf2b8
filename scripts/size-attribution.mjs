#!/usr/bin/env node
// `npm run size:attribute`: where the weapp main package's script bytes come from. Builds the
// production weapp with source maps (SIZE_MAP=1, config/index.ts; unless --skip-build), then gives
// each byte of the main package's .js files to the source its source map names, and prints the
// sums by group (React, NutUI, Taro's runtime, src/contract, src/routes, ...) and the top files.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { SourceMapConsumer } = require('source-map')
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const weapp = path.join(root, 'dist/weapp')

if (!process.argv.includes('--skip-build')) {
  const env = { ...process.env, SIZE_MAP: '1', TARO_APP_API_ROOT: process.env.TARO_APP_API_ROOT || 'https://api.example.com' }
  execSync('npm run build:weapp', { cwd: root, env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 })
}

const app = JSON.parse(fs.readFileSync(path.join(weapp, 'app.json'), 'utf8'))
const subRoots = (app.subPackages ?? app.subpackages ?? []).map((s) => s.root)
const mainScripts = fs
  .readdirSync(weapp, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.js') && !subRoots.some((r) => f.startsWith(`${r}/`)))

/** A source as the map names it (webpack://<project>/._src_core_format.ts), shortened. */
const sourceName = (s) => s.replace(/^webpack:\/\/[^/]+\//, '').replace(/^.*node_modules_/, 'node_modules/').replace(/^\._src_/, 'src/').replace(/^\.\._src_/, 'taro runtime/')
const GROUPS = [
  [/react-reconciler/, 'React reconciler'], [/node_modules\/@nutui_icons/, 'NutUI icons'], [/node_modules\/@nutui/, 'NutUI'], [/node_modules\/dayjs/, 'dayjs'],
  [/^node_modules\//, 'other libraries'], [/^taro runtime\//, "Taro's runtime"], [/^src\/(contract|routes|api|core|components|domain|hooks|stores|config|pages)/, null],
]
const groupOf = (name) => {
  for (const [re, group] of GROUPS) {
    const m = re.exec(name)
    if (m) return group ?? `src/${m[1]}`
  }
  return 'src (other)'
}

const bySource = new Map()
let total = 0
for (const file of mainScripts) {
  const full = path.join(weapp, file)
  const code = fs.readFileSync(full, 'utf8')
  total += Buffer.byteLength(code)
  if (!fs.existsSync(`${full}.map`)) {
    bySource.set(`(no map) ${file}`, Buffer.byteLength(code))
    continue
  }
  const lines = code.split('\n')
  const lineStart = []
  let offset = 0
  for (const line of lines) {
    lineStart.push(offset)
    offset += Buffer.byteLength(line) + 1
  }
  const at = (line, column) => lineStart[line - 1] + Buffer.byteLength(lines[line - 1].slice(0, column))
  const mappings = []
  new SourceMapConsumer(JSON.parse(fs.readFileSync(`${full}.map`, 'utf8'))).eachMapping((m) => mappings.push(m))
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
  // The bytes from one mapping to the next belong to the first one's source.
  mappings.forEach((m, i) => {
    const next = mappings[i + 1]
    const bytes = (next ? at(next.generatedLine, next.generatedColumn) : offset) - at(m.generatedLine, m.generatedColumn)
    const name = m.source ? sourceName(m.source) : `(unmapped) ${file}`
    bySource.set(name, (bySource.get(name) ?? 0) + bytes)
  })
}

const byGroup = new Map()
for (const [name, bytes] of bySource) byGroup.set(groupOf(name), (byGroup.get(groupOf(name)) ?? 0) + bytes)
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9)
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
console.log(`weapp main package scripts: ${kb(total)} in ${mainScripts.length} files`)
for (const [group, bytes] of top(byGroup, 20)) console.log(`  ${kb(bytes)}  ${group}`)
console.log('largest sources:')
for (const [name, bytes] of top(bySource, Number(process.env.SIZE_TOP) || 25)) console.log(`  ${kb(bytes)}  ${name}`)
