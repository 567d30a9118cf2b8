/**
 * The API contract shared by the app and the reference backend: every call of spec section 7,
 * one module per backend service, their payload and result types (types/<service>.ts) and the
 * named input patterns with their messages (patterns.ts). Screens never spell a URL; the server
 * imports this module (and nothing else of src/) to register exactly these paths and methods.
 * Nothing here imports anything outside src/contract.
 */
import type { Endpoint } from './endpoint'
import { basic } from './basic'
import { custome } from './custome'
import { estate } from './estate'
import { gate } from './gate'
import { login } from './login'
import { market } from './market'
import { member } from './member'
import { message } from './message'
import { permission } from './permission'
import { settle } from './settle'
import { train } from './train'
import { user } from './user'
import { warehouse } from './warehouse'

export * from './endpoint'
export * from './types'
export * from './limits'
export * from './money'
export * from './modules'
export { PATTERN_MESSAGES, PATTERNS, type PatternName } from './patterns'

export const contract = { login, user, member, message, custome, train, basic, permission, gate, estate, settle, warehouse, market }
export type ServiceName = keyof typeof contract

function isEndpoint(v: unknown): v is Endpoint {
  return typeof v === 'object' && v !== null && typeof (v as Endpoint).path === 'string' && typeof (v as Endpoint).method === 'string'
}

/** Every endpoint of the contract, flattened, with its service name. */
export function allEndpoints(): Array<Endpoint & { service: ServiceName }> {
  const out: Array<Endpoint & { service: ServiceName }> = []
  const walk = (service: ServiceName, node: unknown): void => {
    if (isEndpoint(node)) out.push({ ...node, service })
    else if (node && typeof node === 'object') Object.values(node).forEach((child) => walk(service, child))
  }
  ;(Object.keys(contract) as ServiceName[]).forEach((s) => walk(s, contract[s]))
  return out
}
