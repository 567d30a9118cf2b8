/**
 * Registers every endpoint of the shared contract, exactly as described (method, path, body).
 * Endpoints with a handler run it; the others answer '该接口尚未开放' so a client never mistakes
 * them for working ones.
 */
import type { FastifyInstance } from 'fastify'
import { allEndpoints } from '@/contract'
import type { Db } from '../db/client'
import { fail, MSG, ok, WithMsg } from '../lib/envelope'
import { parseInput } from '../lib/validate'
import { authenticate, checkAccess, checkPasswordChanged } from './access'
import { checkModule } from './grants'
import type { AppConfig, HandlerDef } from './handler'
import { idempotencyKey, once, REPLAYED_HEADER, type Answer } from './idempotency'

export interface ContractOptions {
  /** Idempotent writes that commit on their own: an unanswered claim is taken over after this long. */
  staleClaimMs?: number
}

export function registerContract(app: FastifyInstance, db: Db, config: AppConfig, handlers: HandlerDef[], opts: ContractOptions = {}): void {
  const byPath = new Map<string, HandlerDef>()
  for (const h of handlers) {
    if (byPath.has(h.endpoint.path)) throw new Error(`two handlers for ${h.endpoint.path}`)
    byPath.set(h.endpoint.path, h)
  }
  const endpoints = allEndpoints()
  const contractPaths = new Set(endpoints.map((e) => e.path))
  for (const path of byPath.keys()) if (!contractPaths.has(path)) throw new Error(`handler for ${path} which is not in the contract`)

  for (const ep of endpoints) {
    const h = byPath.get(ep.path)
    if (!h) {
      app.route({ method: ep.method, url: ep.path, handler: async () => fail(MSG.NOT_OPEN) })
      continue
    }
    if (h.endpoint.method !== ep.method) throw new Error(`handler method mismatch for ${ep.path}`)
    app.route({
      method: ep.method,
      url: ep.path,
      handler: async (req, reply) => {
        const user = await authenticate(db, req)
        checkAccess(h.access, user)
        checkPasswordChanged(user, ep.path)
        await checkModule(db, h.module, user)
        const raw = h.multipart ? {} : ep.method === 'GET' ? req.query : req.body
        const input = parseInput(h.input, raw)
        const run = async (db: Db): Promise<Answer> => {
          const out = await h.handle({ db, req, reply, config, ip: req.ip, user } as never, input)
          return { status: 200, body: out instanceof WithMsg ? ok(out.result, out.msg) : ok(out ?? null) }
        }
        // Writes sent with an Idempotency-Key run once per caller and key (http/idempotency.ts).
        const mode = (typeof h.idempotency === 'function' ? h.idempotency(input) : h.idempotency) ?? 'atomic'
        const key = ep.method === 'POST' && mode !== 'off' ? idempotencyKey(req) : null
        const scope = user ? user.id : `anon:${req.ip}`
        const answer = key && mode !== 'off' ? await once(db, req, scope, key, { mode, staleClaimMs: opts.staleClaimMs }, run) : await run(db)
        if ('replayed' in answer && answer.replayed) reply.header(REPLAYED_HEADER, 'true')
        return reply.code(answer.status).send(answer.body)
      },
    })
  }
}

/** Paths of the contract that have a real handler. */
export const implementedPaths = (handlers: HandlerDef[]): string[] => handlers.map((h) => h.endpoint.path)
