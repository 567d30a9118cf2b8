/**
 * Installs the payment layer on the app (server/app.ts): the provider PAY_PROVIDER selects, the
 * notify route `POST /api/settle/payNotify/:provider` (outside the contract: WeChat Pay calls it,
 * with the raw body kept for the signature), and, for the simulator, its routes. A production
 * server on the simulator says so loudly at start; PAY_PROVIDER=off turns online payments off.
 */
import { readFileSync } from 'node:fs'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import { BizError } from '../../../lib/envelope'
import { isProduction } from '../../../data/secrets'
import { settleProviderRefund } from '../refund'
import type { PaymentProvider, ProviderName } from './provider'
import { appIdsFrom, NOTIFY_PATH, ONLINE_PAY_OFF, providerNameFrom, setPaymentRuntime, setPayLogger, type PaymentRuntime } from './runtime'
import { settlePayment } from './settle'
import { registerSimulatorRoutes, SIMULATOR_ORIGIN, simulatorProvider } from './simulator'
import { NotificationError, WechatPayProvider } from './wechatpay'

type Env = Readonly<Record<string, string | undefined>>

/** A WeChat Pay notification is a few kilobytes; anything much larger is refused (HTTP 413). */
export const NOTIFY_BODY_LIMIT = 64 * 1024

/** Tests install a provider of their own (e.g. WeChat Pay pointed at a local fake). */
export interface PaymentSetup {
  name: ProviderName
  provider: PaymentProvider
  notifyUrl?: string
  appIds?: PaymentRuntime['appIds']
}

function required(env: Env, key: string): string {
  const v = env[key]
  if (!v) throw new Error(`PAY_PROVIDER=wechat needs ${key} (server/README.md, "Payments")`)
  return v
}

/** WeChat Pay from the environment (PEM files by path). */
export function wechatFromEnv(env: Env): WechatPayProvider {
  return new WechatPayProvider({
    name: 'wechat',
    mchid: required(env, 'WECHAT_PAY_MCHID'),
    serial: required(env, 'WECHAT_PAY_SERIAL'),
    privateKey: readFileSync(required(env, 'WECHAT_PAY_PRIVATE_KEY'), 'utf8'),
    platformKeys: { [required(env, 'WECHAT_PAY_PUBLIC_KEY_ID')]: readFileSync(required(env, 'WECHAT_PAY_PUBLIC_KEY'), 'utf8') },
    apiV3Key: required(env, 'WECHAT_PAY_APIV3_KEY'),
  })
}

/** What a production server says at start when its payments are the simulator's (no money moves). */
export const SIMULATED_WARNING =
  'PAYMENTS ARE SIMULATED: NODE_ENV=production with PAY_PROVIDER=simulator (the default). No money moves: every "WeChat Pay" ' +
  'payment is confirmed on this server\'s own /pay-simulator pages. Set PAY_PROVIDER=wechat with the WECHAT_PAY_* keys for real ' +
  'payments, or PAY_PROVIDER=off to turn online payments off (server/README.md, "Payments").'

function announceSimulated(app: FastifyInstance): void {
  const bar = '!'.repeat(100)
  console.warn(`${bar}\n${SIMULATED_WARNING}\n${bar}`)
  app.log.warn(SIMULATED_WARNING)
}

export async function installPayments(app: FastifyInstance, db: Db, setup?: PaymentSetup, env: Env = process.env): Promise<PaymentRuntime> {
  setPayLogger(app.log)
  const name = setup?.name ?? providerNameFrom(env)
  let runtime: PaymentRuntime
  if (setup) {
    runtime = { name, provider: async () => setup.provider, notifyUrl: setup.notifyUrl ?? `${SIMULATOR_ORIGIN}${NOTIFY_PATH}`, appIds: setup.appIds ?? appIdsFrom(env) }
  } else if (name === 'wechat') {
    const provider = wechatFromEnv(env)
    runtime = { name, provider: async () => provider, notifyUrl: `${required(env, 'WECHAT_PAY_NOTIFY_URL').replace(/\/$/, '')}${NOTIFY_PATH}`, appIds: appIdsFrom(env) }
  } else if (name === 'off') {
    // No online payments at all: starting one is refused (service.ts); nothing can reach a provider.
    runtime = {
      name,
      provider: async () => {
        throw new BizError(ONLINE_PAY_OFF)
      },
      notifyUrl: NOTIFY_PATH,
      appIds: appIdsFrom(env),
    }
  } else {
    const cache = new WeakMap<Db, Promise<PaymentProvider>>()
    runtime = {
      name,
      provider(d: Db) {
        let p = cache.get(d)
        if (!p) {
          p = simulatorProvider(d, app)
          cache.set(d, p)
        }
        return p
      },
      notifyUrl: `${SIMULATOR_ORIGIN}${NOTIFY_PATH}`,
      appIds: appIdsFrom(env),
    }
  }
  if (name === 'simulator') await registerSimulatorRoutes(app, db)
  if (name === 'simulator' && !setup && isProduction(env)) announceSimulated(app)

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    // WeChat Pay reads any 2xx as "accepted": whatever this route did not process answers a
    // non-2xx in WeChat Pay's own shape ({code, message}), never the app's envelope with 200.
    scope.setErrorHandler((err: FastifyError, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
      if (status === 500) req.log.error(err, 'payment notification failed')
      else req.log.warn({ code: err.code }, 'payment notification refused')
      return reply.code(status).send({ code: 'FAIL', message: status === 413 ? '请求体过大' : status === 500 ? '处理失败' : '请求格式不正确' })
    })
    scope.post(`${NOTIFY_PATH}/:provider`, { bodyLimit: NOTIFY_BODY_LIMIT }, async (req, reply) => {
      if (runtime.name === 'off' || (req.params as { provider: string }).provider !== runtime.name) return reply.code(404).send({ code: 'FAIL', message: '通知地址不正确' })
      const provider = await runtime.provider(db)
      let notice
      try {
        notice = provider.parseNotification(req.headers as Record<string, string | undefined>, typeof req.body === 'string' ? req.body : '')
      } catch (err) {
        const content = err instanceof NotificationError && err.kind === 'content'
        req.log.warn({ reason: err instanceof NotificationError ? err.message : String(err) }, 'payment notification refused')
        return content ? reply.code(400).send({ code: 'FAIL', message: '通知内容不正确' }) : reply.code(401).send({ code: 'FAIL', message: '签名错误' })
      }
      try {
        if (notice.kind === 'transaction') await settlePayment(db, notice)
        else await settleProviderRefund(db, notice)
      } catch (err) {
        // WeChat Pay retries a notification that was not accepted.
        req.log.error(err, 'payment notification not processed')
        return reply.code(500).send({ code: 'FAIL', message: '处理失败' })
      }
      return reply.code(200).send({ code: 'SUCCESS', message: '成功' })
    })
  })
  setPaymentRuntime(runtime)
  return runtime
}
