/** Shared steps of the lease tests: the demo accounts, booths by code, calls by endpoint, dates. */
import { eq } from 'drizzle-orm'
import { contract, type Endpoint, type LeaseDetail } from '@/contract'
import { assets, customers, leases, messages, users } from '../../server/db/schema'
import { chinaDay } from '../../server/lib/dates'
import { addMonths } from '../../server/modules/lease/terms'
import { call, expectOk, loginAll, type CallResult, type TestEnv } from './helpers'

export const L = contract.custome.leaseManagement
export const D = contract.custome.leaseDetailManage
export const N = contract.custome.releaseNotice
export const REG = contract.custome.leaseReleaseRegister
export const T = contract.custome.leaseRelease
export const C = contract.custome.contractManage
export const PAY = contract.custome.createUsageInstallmentBill.createBillAndPay
export const OFFICE = contract.market

export const ACCOUNTS = ['supplier01', 'supplier01a', 'supplier02', 'office01', 'staff01', 'proprietor01', 'purchaser01'] as const
export type Account = (typeof ACCOUNTS)[number]

export const today = (): string => chinaDay()
/** The first day of the month `n` months from this one. */
export const monthStart = (n: number): string => addMonths(`${today().slice(0, 8)}01`, n)

type Ep = Pick<Endpoint, 'path' | 'method' | 'body'>
/** Results are read freely in assertions, as `call` answers them (tests/server/helpers.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any

export interface LeaseEnv {
  env: TestEnv
  tk: Record<Account, string>
  /** An endpoint called as one of the accounts. */
  as: (who: Account) => <R = Loose>(ep: Ep, data?: Record<string, unknown>) => Promise<CallResult<R>>
  ok: <R = Loose>(who: Account, ep: Ep, data?: Record<string, unknown>) => Promise<R>
  assetId: (code: string) => Promise<string>
  customerId: (name: string) => Promise<string>
}

export async function leaseEnv(env: TestEnv): Promise<LeaseEnv> {
  const tk = await loginAll(env.app, ACCOUNTS)
  const as = (who: Account) => (ep: Ep, data: Record<string, unknown> = {}) => call(env.app, ep, data, { token: tk[who] })
  return {
    env,
    tk,
    as: as as LeaseEnv['as'],
    ok: async (who, ep, data = {}) => expectOk(await call(env.app, ep, data, { token: tk[who] })),
    assetId: async (code) => (await env.db.select({ id: assets.id }).from(assets).where(eq(assets.code, code)))[0]!.id,
    customerId: async (name) => (await env.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id,
  }
}

/** The lease messages of a user (msg_type 'lease'), newest first. */
export async function leaseMessages(env: TestEnv, username: string): Promise<Array<{ title: string; content: string }>> {
  const [u] = await env.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  const rows = await env.db.select().from(messages).where(eq(messages.userId, u!.id))
  return rows.filter((m) => m.msgType === 'lease').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** A lease row straight from the database. */
export const leaseRow = async (env: TestEnv, id: string) => (await env.db.select().from(leases).where(eq(leases.id, id)))[0]!

/** An application by supplier01 for `code`, approved by the office: the detail after approval. */
export async function approvedLease(le: LeaseEnv, code: string, term: { startDate: string; months: number; payCycleMonths?: number }, who: Account = 'supplier01'): Promise<LeaseDetail> {
  const applied = await le.ok<LeaseDetail>(who, L.create, { assetId: await le.assetId(code), payCycleMonths: 1, contactName: '李绿源', contactPhone: '13900000001', ...term })
  return le.ok<LeaseDetail>('office01', OFFICE.leaseApplication.approve, { id: applied.id })
}
