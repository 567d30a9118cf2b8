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
const endpoints = allEndpoints()

describe('the endpoint table against docs/apis.json', () => {
  test('all 230 calls, each once', () => {
    expect(endpoints).toHaveLength(spec.length)
    expect(new Set(endpoints.map((e) => e.path)).size).toBe(spec.length)
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
