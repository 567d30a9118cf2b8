/**
 * The API as a Fastify app over a given database: tests build it over an in-memory PGlite and
 * use `app.inject`; server/main.ts builds it over the configured database and listens.
 */
import { mkdirSync } from 'node:fs'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Db } from './db/client'
import type { HandlerDef } from './http/handler'
import { registerContract } from './http/routes'
import { serveUploads, serveWebApp } from './http/web'
import { installErrorHandlers } from './lib/errors'
import { handlers as allHandlers } from './modules'
import { installPayments, type PaymentSetup } from './modules/settle/payment/routes'
import { MAX_IMAGE_BYTES } from './modules/user/upload'

export interface BuildOptions {
  db: Db
  uploadDir: string
  /** The built H5 app (dist/h5); served at /mp/ when present. */
  webRoot?: string
  logger?: FastifyServerOptions['logger']
  /** Trust X-Forwarded-For from a load balancer (for the per-address login limit). */
  trustProxy?: boolean
  handlers?: HandlerDef[]
  /** The payment provider (default: PAY_PROVIDER from the environment, the simulator when unset). */
  payments?: PaymentSetup
}

export const UPLOAD_URL = '/uploads'

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ?? false, bodyLimit: 1024 * 1024 })
  installErrorHandlers(app)
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } })
  mkdirSync(opts.uploadDir, { recursive: true })
  await serveUploads(app, opts.uploadDir, UPLOAD_URL)
  if (opts.webRoot) await serveWebApp(app, opts.webRoot)
  registerContract(app, opts.db, { uploadDir: opts.uploadDir, uploadUrl: UPLOAD_URL }, opts.handlers ?? allHandlers)
  // The payment notify route and, with the simulator, its /pay-simulator routes (docs/trade.md, "Payments").
  await installPayments(app, opts.db, opts.payments)
  await app.ready()
  return app
}
