/**
 * Sums a V8 CPU profile of the bench's server (BENCH_PROFILE, scripts/bench/run.ts) by where the
 * time went: a package of node_modules, the app's own code (server/, src/), Node's internals,
 * garbage collection, idle. `--last S` keeps only the profile's last S seconds (the bench's last
 * request: the server stops right after it).
 *
 *   npx tsx scripts/bench/profile.ts <file.cpuprofile> [--last 5] [--top 25]
 */
import fs from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name)
  return i >= 0 ? Number(args[i + 1]) : fallback
}
const file = args.find((a) => a.endsWith('.cpuprofile'))
if (!file) {
  console.error('usage: tsx scripts/bench/profile.ts <file.cpuprofile> [--last S] [--top N]')
  process.exit(2)
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile
const byId = new Map(profile.nodes.map((n) => [n.id, n]))

/** The group a frame's own time counts to. */
function groupOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection'
    if (functionName === '(idle)') return 'idle'
    if (functionName === 'writev' || functionName === 'writeBuffer' || functionName === 'writeUtf8String') return 'socket writes'
    return `other V8 / native`
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  if (url.startsWith('node:')) return `Node: ${url.slice(5).split('/')[0]}`
  const own = /\/(server|src|scripts)\//.exec(url)
  return own ? `app: ${own[1]}` : url
}

// Keep the samples of the last S seconds (timeDeltas are microseconds).
const end = profile.timeDeltas.reduce((a, b) => a + b, 0)
const from = end - option('--last', Infinity) * 1e6
let t = end
const self = new Map<number, number>()
for (let i = profile.samples.length - 1; i >= 0 && t >= from; i--) {
  self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + 1)
  t -= profile.timeDeltas[i]!
}
const total = [...self.values()].reduce((a, b) => a + b, 0)
const busy = total - [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)').reduce((a, [, n]) => a + n, 0)

const sum = (key: (n: ProfileNode) => string) => {
  const out = new Map<string, number>()
  for (const [id, n] of self) out.set(key(byId.get(id)!), (out.get(key(byId.get(id)!)) ?? 0) + n)
  return [...out].sort((a, b) => b[1] - a[1])
}
const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`
const top = option('--top', 25)
console.log(`${total} samples, ${((100 * busy) / total).toFixed(0)}% busy`)
for (const [group, n] of sum((node) => groupOf(node.callFrame)).slice(0, top)) console.log(`${pct(n)}  ${group}`)
console.log('\nfunctions:')
for (const [fn, n] of sum((node) => `${node.callFrame.functionName || '(anonymous)'}  ${node.callFrame.url.replace(/^.*node_modules\//, '')}:${node.callFrame.lineNumber + 1}`).slice(0, top)) console.log(`${pct(n)}  ${fn}`)
