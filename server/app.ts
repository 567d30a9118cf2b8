/**
 * The API as a Fastify app over a given database: tests build it over an in-memory PGlite and
 * use `app.inject`; server/main.ts builds it over the configured database and listens.
 */
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Db } from './db/client'
import type { HandlerDef } from './http/handler'
import { registerContract } from './http/routes'
import { clientErrorHandler } from './http/clientErrors'
import { localStore, type FileStore } from './files/store'
import { installSecurityHeaders } from './http/headers'
import { serveUploads } from './http/uploads'
import { serveDetectionReports } from './modules/gate/detectionWorkflow'
import { serveExports } from './modules/export/links'
import { serveWebApp } from './http/web'
import { installErrorHandlers } from './http/errors'
import { handlers as allHandlers } from './modules'
import { installPayments, type PaymentSetup } from './modules/settle/payment/routes'
import type { WeChatApi } from './modules/wechat/api'
import { registerScanLoginPage } from './modules/wechat/pcPage'
import { serveScaleDevices } from './modules/device/scale'
import { installWeChat } from './modules/wechat/runtime'
import { providerNameFrom } from './modules/settle/payment/runtime'
import { installSecrets } from './data/secrets'
import { installAuthCache } from './auth/authCache'
import { DEFAULT_UPLOAD_QUOTA_BYTES, MAX_IMAGE_BYTES } from './modules/user/upload'

export interface BuildOptions {
  db: Db
  /** Uploaded files on the local disk, unless `files` gives another store. */
  uploadDir: string
  /** The file store (e.g. S3 for several API nodes); default: the local `uploadDir`. */
  files?: FileStore
  /** Per-user upload quota in bytes (default 200 MB). */
  uploadQuotaBytes?: number
  /** The built H5 app (dist/h5); served at /mp/ when present. */
  webRoot?: string
  logger?: FastifyServerOptions['logger']
  /** Trust X-Forwarded-For from a load balancer (for the per-address login limit). */
  trustProxy?: boolean
  handlers?: HandlerDef[]
  /** The payment provider (default: PAY_PROVIDER from the environment, the simulator when unset). */
  payments?: PaymentSetup
  /** The WeChat client (default: from the environment, the local stand-in for an app without its secret). */
  wechat?: WeChatApi
  /** API origins the H5 app may call besides its own host (CSP connect-src), e.g. https://api.example.com. */
  apiOrigins?: readonly string[]
  /** Slow-client time-outs; defaults in DEFAULT_TIMEOUTS (main.ts reads them from the environment). */
  timeouts?: Partial<Timeouts>
  /** The environment the secrets and the payment provider are read from (default process.env). */
  env?: Readonly<Record<string, string | undefined>>
  /** Idempotent writes that commit on their own: an unanswered claim is taken over after this long (STALE_CLAIM_MS). */
  staleClaimMs?: number
}

/**
 * How long a client may take, in milliseconds. A request whose headers, or whole body, do not
 * arrive in time is answered 408 and its socket closed; an idle socket is closed. The whole-request
 * limit is above the app's own 60 s upload time-out (spec section 9), so a slow upload the app
 * still waits for is never cut.
 */
export interface Timeouts {
  /** Headers and body complete (Node's requestTimeout). */
  requestMs: number
  /** Headers complete (Node's headersTimeout). */
  headersMs: number
  /**
   * No byte in either direction (the socket time-out). Longer than the whole-request limit: a
   * handler still working on a busy machine sends nothing for a while and must not be cut.
   */
  idleMs: number
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number
}
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 65_000, headersMs: 15_000, idleMs: 120_000, keepAliveMs: 5_000 }

export const UPLOAD_URL = '/uploads'

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const env = opts.env ?? process.env
  // The installation's signing secrets (a production configuration without its own stops here).
  const provider = opts.payments?.name ?? providerNameFrom(env)
  await installSecrets(opts.db, env, provider === 'simulator' ? ['idCode', 'payLink'] : ['idCode'])
  const t = { ...DEFAULT_TIMEOUTS, ...opts.timeouts }
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    // Node checks the request and header time-outs every connectionsCheckingInterval (30 s by default).
    http: { requestTimeout: t.requestMs, headersTimeout: Math.min(t.headersMs, t.requestMs), connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(t.headersMs / 4))) },
    // Headers over Node's limit (431), time-outs (408), malformed requests: the envelope, in Chinese.
    clientErrorHandler,
  })
  installErrorHandlers(app)
  // Tokens' owners and users' grants kept in this process until the database says they changed.
  const stopAuthCache = installAuthCache(opts.db)
  app.addHook('onClose', stopAuthCache)
  installSecurityHeaders(app, { webRoot: opts.webRoot, apiOrigins: opts.apiOrigins })
  await app.register(formbody)
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } })
  const files = opts.files ?? localStore(opts.uploadDir)
  serveUploads(app, files, UPLOAD_URL)
  // Generated inspection reports, rendered from the database (docs/gate.md, "Inspections").
  serveDetectionReports(app, opts.db)
  // Exported files behind one-time links (docs/architecture.md, "Exports and downloads").
  serveExports(app, opts.db)
  // The shops' electronic scales call their device API with their own keys (docs/scale-device-api.md).
  serveScaleDevices(app, opts.db)
  if (opts.webRoot) await serveWebApp(app, opts.webRoot)
  const config = { files, uploadUrl: UPLOAD_URL, uploadQuotaBytes: opts.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES }
  // WeChat's server APIs (or the stand-in's routes) and the PC side of scan-code login (server/README.md, "WeChat").
  await installWeChat(app, opts.db, { api: opts.wechat })
  registerScanLoginPage(app, opts.db)
  registerContract(app, opts.db, config, opts.handlers ?? allHandlers, { staleClaimMs: opts.staleClaimMs })
  // The payment notify route and, with the simulator, its /pay-simulator routes (docs/trade.md, "Payments").
  await installPayments(app, opts.db, opts.payments, env)
  await app.ready()
  return app
}
