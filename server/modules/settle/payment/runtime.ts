/**
 * Which payment provider this server uses and how to reach it (docs/trade.md, "Payments"):
 * PAY_PROVIDER = 'simulator' (default), 'wechat', or 'off' (no online payments: the balance and
 * credit still work). app.ts installs it when it builds the app (installPayments, routes.ts);
 * service functions read it with `paymentRuntime()`.
 */
import type { PayChannel } from '@/contract'
import type { Db } from '../../../db/client'
import { assertOutsideRequestTransaction } from '../../../data/afterCommit'
import type { PaymentProvider, ProviderName } from './provider'

type Env = Readonly<Record<string, string | undefined>>

/** The PAY_PROVIDER setting: a provider, or online payments turned off. */
export type PaySetting = ProviderName | 'off'

export const ONLINE_PAY_OFF = '暂未开通在线支付，请选择预存款支付'

export interface PaymentRuntime {
  readonly name: PaySetting
  /** The provider, built on first use (the simulator's keys live in the database). */
  provider(db: Db): Promise<PaymentProvider>
  /** Where the provider posts notifications ('.../api/settle/payNotify/<name>'). */
  readonly notifyUrl: string
  /** App ids per client channel: the mini program ('mini') and the official account ('jsapi'). */
  readonly appIds: Readonly<Record<Exclude<PayChannel, 'web'>, string>>
}

export const NOTIFY_PATH = '/api/settle/payNotify'

/** App ids for the channels, from the environment (placeholders for the simulator). */
export function appIdsFrom(env: Env): PaymentRuntime['appIds'] {
  return { mini: env.WECHAT_MP_APPID || 'wx-simulator-mini', jsapi: env.WECHAT_OA_APPID || 'wx-simulator-oa' }
}

export function providerNameFrom(env: Env): PaySetting {
  const v = env.PAY_PROVIDER || 'simulator'
  if (v !== 'simulator' && v !== 'wechat' && v !== 'off') throw new Error(`PAY_PROVIDER must be simulator, wechat or off, not ${v}`)
  return v
}

let current: PaymentRuntime | null = null

export function setPaymentRuntime(rt: PaymentRuntime): void {
  current = {
    ...rt,
    provider: (db) => {
      assertOutsideRequestTransaction('the payment provider')
      return rt.provider(db)
    },
  }
}

/** The installed runtime; online payments need the app built (buildApp installs it). */
export function paymentRuntime(): PaymentRuntime {
  if (!current) throw new Error('no payment provider installed: build the app first (server/app.ts)')
  return current
}

export const hasPaymentRuntime = (): boolean => current !== null

/** Background failures of the payment layer (provider calls after commit): the app's logger once installed. */
export const payLog = {
  error: (obj: unknown, msg: string): void => console.error(msg, obj),
  warn: (obj: unknown, msg: string): void => console.warn(msg, obj),
}

export function setPayLogger(logger: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void }): void {
  payLog.error = (obj, msg) => logger.error(obj, msg)
  payLog.warn = (obj, msg) => logger.warn(obj, msg)
}
