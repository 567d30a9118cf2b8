/**
 * Installs the payment layer on the app (server/app.ts): the provider PAY_PROVIDER selects, the
 * notify route `POST /api/settle/payNotify/:provider` (outside the contract: WeChat Pay calls it,
 * with the raw body kept for the signature), and, for the simulator, its routes.
 */
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import { settleProviderRefund } from '../refund'
import type { PaymentProvider, ProviderName } from './provider'
import { appIdsFrom, NOTIFY_PATH, providerNameFrom, setPaymentRuntime, setPayLogger, type PaymentRuntime } from './runtime'
import { settlePayment } from './settle'
import { registerSimulatorRoutes, SIMULATOR_ORIGIN, simulatorProvider } from './simulator'
import { NotificationError, WechatPayProvider } from './wechatpay'

type Env = Readonly<Record<string, string | undefined>>

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

export async function installPayments(app: FastifyInstance, db: Db, setup?: PaymentSetup, env: Env = process.env): Promise<PaymentRuntime> {
  setPayLogger(app.log)
  const name = setup?.name ?? providerNameFrom(env)
  let runtime: PaymentRuntime
  if (setup) {
    runtime = { name, provider: async () => setup.provider, notifyUrl: setup.notifyUrl ?? `${SIMULATOR_ORIGIN}${NOTIFY_PATH}`, appIds: setup.appIds ?? appIdsFrom(env) }
  } else if (name === 'wechat') {
    const provider = wechatFromEnv(env)
    runtime = { name, provider: async () => provider, notifyUrl: `${required(env, 'WECHAT_PAY_NOTIFY_URL').replace(/\/$/, '')}${NOTIFY_PATH}`, appIds: appIdsFrom(env) }
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

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
    scope.post(`${NOTIFY_PATH}/:provider`, async (req, reply) => {
      if ((req.params as { provider: string }).provider !== runtime.name) return reply.code(404).send({ code: 'FAIL', message: '通知地址不正确' })
      const provider = await runtime.provider(db)
      let notice
      try {
        notice = provider.parseNotification(req.headers as Record<string, string | undefined>, typeof req.body === 'string' ? req.body : '')
      } catch (err) {
        req.log.warn({ reason: err instanceof NotificationError ? err.message : String(err) }, 'payment notification refused')
        return reply.code(401).send({ code: 'FAIL', message: '签名错误' })
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
