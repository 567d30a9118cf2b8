import fs from 'node:fs'
import path from 'node:path'
import { allEndpoints, DEFAULT_LOADING } from '@/contract'

interface SpecCall {
  service: string
  path: string
  method: 'GET' | 'POST'
  body: 'form' | 'json' | 'query'
  public: boolean
  loading: string | false | null
}
const spec: SpecCall[] = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../docs/apis.json'), 'utf8'))
const all = allEndpoints()
const endpoints = all.filter((e) => !e.beyondSpec)
const beyond = all.filter((e) => e.beyondSpec)

describe('the endpoint table against docs/apis.json', () => {
  test('all 230 calls, each once', () => {
    expect(endpoints).toHaveLength(spec.length)
    expect(new Set(endpoints.map((e) => e.path)).size).toBe(spec.length)
  })

  test('calls beyond the spec are marked, unique and none of the spec\'s paths', () => {
    const specPaths = new Set(spec.map((s) => s.path))
    expect(beyond.filter((e) => specPaths.has(e.path))).toEqual([])
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length)
    // The market office's calls are all beyond the spec, under their own service prefix.
    expect(all.filter((e) => e.service === 'market').filter((e) => !e.beyondSpec || !e.path.startsWith('/api/market/'))).toEqual([])
  })

  test.each(spec.map((s) => [s.path, s] as const))('%s', (p, call) => {
    const ep = endpoints.find((e) => e.path === p)
    expect(ep).toBeDefined()
    expect(ep!.service).toBe(call.service)
    expect(ep!.method).toBe(call.method)
    expect(ep!.body).toBe(call.body)
    expect(Boolean(ep!.public)).toBe(call.public)
    if (call.loading === 'default') expect(ep!.loading).toBe(DEFAULT_LOADING)
    else if (call.loading === false) expect(ep!.loading).toBe(false)
    else if (call.loading === null) expect(ep!.loading).toBeUndefined()
    else expect(typeof ep!.loading === 'string' && ep!.loading.length > 0).toBe(true)
  })
})

describe('layering: the contract is the lowest layer, and all the server takes from src/', () => {
  const root = path.resolve(__dirname, '../..')
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const full = path.join(dir, d.name)
      if (d.isDirectory()) return d.name === 'migrations' ? [] : sources(full)
      return /\.tsx?$/.test(d.name) ? [full] : []
    })
  /** Every module specifier a file imports or re-exports (static or dynamic). */
  const specifiers = (file: string): string[] =>
    [...fs.readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|(?<!['"\w])import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] as string)
  const rows = (dir: string) => sources(path.join(root, dir)).flatMap((file) => specifiers(file).map((spec) => ({ file: path.relative(root, file), spec })))

  test('src/contract imports only src/contract', () => {
    const contractDir = path.join(root, 'src/contract')
    const resolved = (file: string, spec: string) => (spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : path.resolve(root, path.dirname(file), spec))
    const outside = rows('src/contract').filter(({ file, spec }) => !/^(\.|@\/)/.test(spec) || !resolved(file, spec).startsWith(contractDir + path.sep))
    expect(outside).toEqual([])
  })

  test('server/ imports nothing of src/ but @/contract', () => {
    const src = path.join(root, 'src')
    const bad = rows('server').filter(({ file, spec }) =>
      spec.startsWith('@/') ? spec !== '@/contract' : spec.startsWith('.') && path.resolve(root, path.dirname(file), spec).startsWith(src),
    )
    expect(bad).toEqual([])
  })
})
