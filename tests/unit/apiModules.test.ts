/**
 * The api layer (src/api): one module per contract service, and every endpoint wrapped once, so a
 * screen needing a call finds the one wrapper instead of writing a second under another name.
 * Read from the modules' source: every `request(<service>.<resource>.<action>` and
 * `mutate(<service>...` names the endpoint it wraps.
 */
import fs from 'node:fs'
import path from 'node:path'
import { contract } from '@/contract'

const API_DIR = path.resolve(__dirname, '../../src/api')
/** The api layer's own helpers: not services. */
const HELPERS = new Set(['mutate.ts', 'paging.ts'])

interface Wrap {
  module: string
  endpoint: string
}

/** The endpoints a module's source wraps (one entry per occurrence). */
export function wrapsIn(module: string, source: string): Wrap[] {
  const found = source.matchAll(/\b(?:request|mutate)\(\s*([a-z][A-Za-z]*(?:\.[A-Za-z]+){1,2})\b/g)
  return [...found].map((m) => ({ module, endpoint: m[1] }))
}

/** Endpoints wrapped more than once, with where. */
export function wrappedTwice(wraps: readonly Wrap[]): Record<string, string[]> {
  const by = new Map<string, string[]>()
  for (const w of wraps) by.set(w.endpoint, [...(by.get(w.endpoint) ?? []), w.module])
  return Object.fromEntries([...by].filter(([, where]) => where.length > 1))
}

const modules = fs.readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !HELPERS.has(f))
const wraps = modules.flatMap((f) => wrapsIn(f.replace(/\.ts$/, ''), fs.readFileSync(path.join(API_DIR, f), 'utf8')))

test('the check finds an endpoint wrapped twice, in one module or in two', () => {
  const twice = [
    ...wrapsIn('member', 'a: () => request(member.customer.pageListAll, q),\n  b: (q) => request(member.customer.pageListAll, q, { silent: true })'),
    ...wrapsIn('other', 'c: () => request(member.sku.page, q)'),
    ...wrapsIn('member', 'd: () => readAll((q) => request(member.sku.page, q))'),
  ]
  expect(wrappedTwice(twice)).toEqual({ 'member.customer.pageListAll': ['member', 'member'], 'member.sku.page': ['other', 'member'] })
})

test('every api module is a contract service (no trade / finance modules)', () => {
  const services = Object.keys(contract)
  expect(modules.map((f) => f.replace(/\.ts$/, '')).filter((m) => !services.includes(m))).toEqual([])
})

test('a module wraps only its own service', () => {
  expect(wraps.length).toBeGreaterThan(50)
  expect(wraps.filter((w) => w.endpoint.split('.')[0] !== w.module)).toEqual([])
})

test('every endpoint is wrapped once', () => {
  expect(wrappedTwice(wraps)).toEqual({})
})

test('every wrapped endpoint exists in the contract', () => {
  const known = (endpoint: string) => endpoint.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], contract)
  expect(wraps.filter((w) => !(known(w.endpoint) as { path?: string } | undefined)?.path)).toEqual([])
})
