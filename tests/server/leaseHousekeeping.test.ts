/**
 * The lease housekeeping (server/modules/lease/housekeeping.ts, run hourly by server/maintenance.ts)
 * over the seeded leases, day by day into the future: an unpaid approval lapses, a paid lease
 * starts, the lease ending soon is reminded 7 days before and expires after its last day (its
 * deposit back, its booth vacant), later rent is billed ahead ("a bill due"), a stale take-over
 * publication closes. Every day runs twice: the second run changes nothing and sends nothing.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { contract, LEASE_LIMITS, type LeaseDetail } from '@/contract'
import { assets, assetsHydropower, bills, leaseInstallments, leaseReminders, leases, leaseTransfers, predepositRecords, subscribeSends } from '../../server/db/schema'
import { localStore } from '../../server/files/store'
import { runMaintenance } from '../../server/maintenance'
import { addDays } from '../../server/lib/dates'
import { runLeaseHousekeeping } from '../../server/modules/lease/housekeeping'
import { dayDiff } from '../../server/modules/lease/terms'
import { setup, type TestEnv } from './helpers'
import { approvedLease, L, leaseEnv, leaseMessages, PAY, today, type LeaseEnv } from './leaseHelpers'
import { topUp } from './tradeHelpers'

let env: TestEnv
let le: LeaseEnv
beforeAll(async () => {
  env = await setup()
  le = await leaseEnv(env)
}, 600_000)
afterAll(() => env?.close())

const byBooth = async (code: string, states: string[]) =>
  (await env.db.select().from(leases).where(and(eq(leases.assetId, await le.assetId(code)), inArray(leases.state, states))))[0]!
const zero = { lapsed: 0, activated: 0, expired: 0, billed: 0, reminded: 0, transfersClosed: 0, tenancyChanged: 0 }

test('on the seeded market today the job changes nothing (the seed left it consistent); it is part of the hourly maintenance', async () => {
  expect(await runLeaseHousekeeping(env.db, today())).toEqual(zero)
  expect((await runMaintenance(env.db, localStore(env.uploadDir))).leases).toEqual(zero)
})

test('day by day: lapse, reminders, start, rent billed ahead, expiry, a stale publication; twice a day changes nothing', async () => {
  const ending = await byBooth('SC-A-01', ['active'])
  const unpaid = await byBooth('SG-A-02', ['approved'])
  const confirmed = await byBooth('SS-A-02', ['confirmed'])
  const [publication] = await env.db.select().from(leaseTransfers).where(eq(leaseTransfers.state, 'open'))
  const [secondPeriod] = await env.db.select().from(leaseInstallments).where(and(eq(leaseInstallments.leaseId, confirmed.id), eq(leaseInstallments.seq, 2)))
  const billDay = addDays(secondPeriod!.periodStart!, -LEASE_LIMITS.issueAheadDays)
  const days = [addDays(unpaid.payDeadline!, 1), addDays(ending.endDate, -7), addDays(ending.endDate, 1), confirmed.startDate, billDay, publication!.fromDate].sort()
  const totals = { ...zero }
  for (const day of days) {
    const first = await runLeaseHousekeeping(env.db, day)
    for (const k of Object.keys(totals) as Array<keyof typeof zero>) totals[k] += first[k]
    expect({ day, again: await runLeaseHousekeeping(env.db, day) }).toEqual({ day, again: zero })
  }
  // The 7-day reminder; and the 1-day one too when a visited day falls on the lease's last two days
  // (the bill day moves with today's date: on 2026-11-26 it is the end day itself).
  const lastDays = days.some((d) => d >= addDays(ending.endDate, -1) && d <= ending.endDate)
  expect(totals).toMatchObject({ lapsed: 1, activated: 1, expired: 1, billed: 1, reminded: lastDays ? 2 : 1, transfersClosed: 1 })

  // The approval lapsed: cancelled, its booth free, the shop told.
  const lapsed = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: unpaid.id })
  expect(lapsed).toMatchObject({ state: 'cancelled', booths: [] })
  // The lease ending soon: one 7-day reminder, then expired with its deposit back and its booth vacant.
  const msgs = await leaseMessages(env, 'supplier01')
  expect(msgs.filter((m) => m.title === '租约到期提醒' && m.content.includes('剩余7天'))).toHaveLength(1)
  expect(msgs.filter((m) => m.title === '租赁已取消')).toHaveLength(1)
  expect(await env.db.select().from(leaseReminders).where(eq(leaseReminders.leaseId, ending.id))).toHaveLength(lastDays ? 3 : 2)
  const expired = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: ending.id })
  expect(expired).toMatchObject({ state: 'expired', withdrawalFen: ending.depositFen })
  expect(await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.bizType, 'leaseWithdrawal'), eq(predepositRecords.bizId, ending.id)))).toHaveLength(1)
  const [booth] = await env.db.select().from(assets).where(eq(assets.code, 'SC-A-01'))
  expect(booth).toMatchObject({ customerId: null, state: 'forLease' })
  expect((await env.db.select().from(assetsHydropower).where(eq(assetsHydropower.assetId, booth!.id))).every((m) => m.customerId === null)).toBe(true)
  // The paid lease started: its booth let to the shop; its next rent billed once, the shop told (message centre and the bill template).
  expect((await env.db.select().from(leases).where(eq(leases.id, confirmed.id)))[0]!.state).toBe('active')
  expect((await env.db.select().from(assets).where(eq(assets.code, 'SS-A-02')))[0]!.customerId).toBe(confirmed.customerId)
  const [billed] = await env.db.select().from(leaseInstallments).where(eq(leaseInstallments.id, secondPeriod!.id))
  expect(billed).toMatchObject({ state: 'billed', billId: expect.any(String) })
  const [bill] = await env.db.select().from(bills).where(eq(bills.id, billed!.billId!))
  expect(bill).toMatchObject({ amountFen: secondPeriod!.amountFen, dueDate: secondPeriod!.periodStart, payStatus: 'unpaid', billType: 'rent' })
  expect(msgs.filter((m) => m.title === '租金账单待缴' && m.content.includes(bill!.billNo))).toHaveLength(1)
  expect((await env.db.select().from(subscribeSends).where(eq(subscribeSends.templateKey, 'bill'))).map((s) => (s.data as Record<string, { value: string }>).character_string1?.value)).toContain(bill!.billNo)
  // The shop pays it like any bill; the lease detail shows it paid.
  await topUp(env.db, confirmed.customerId, bill!.amountFen)
  await le.ok('supplier01', contract.settle.billInfo.payBill, { id: bill!.id, payMethod: 'balance' })
  const d = await le.ok<LeaseDetail>('supplier01', L.queryById, { id: confirmed.id })
  expect(d.installments.find((i) => i.seq === 2)).toMatchObject({ state: 'billed', payStatus: 'paid', billNo: bill!.billNo })
  // The publication whose day came without a taker closed.
  expect((await env.db.select().from(leaseTransfers).where(eq(leaseTransfers.id, publication!.id)))[0]!.state).toBe('cancelled')
})

test('a lease first seen 5 days before its end gets the 7-day message only; a renewal is reminded again before its new end', async () => {
  await topUp(env.db, await le.customerId('绿源果蔬商行'), 10_000_000)
  const d = await approvedLease(le, 'GT-A-02', { startDate: today(), months: 1 })
  await le.ok('supplier01', PAY, { leaseId: d.id, payMethod: 'balance' })
  const lease = (await env.db.select().from(leases).where(eq(leases.id, d.id)))[0]!
  expect(lease.state).toBe('active')
  const before = (await leaseMessages(env, 'supplier01')).filter((m) => m.title === '租约到期提醒').length
  const r = await runLeaseHousekeeping(env.db, addDays(lease.endDate, -5))
  expect(r.reminded).toBe(1)
  const reminders = (await leaseMessages(env, 'supplier01')).filter((m) => m.title === '租约到期提醒')
  expect(reminders).toHaveLength(before + 1)
  expect(reminders[0]!.content).toContain('剩余5天')
  expect((await env.db.select().from(leaseReminders).where(eq(leaseReminders.leaseId, d.id))).map((x) => x.days).sort()).toEqual([30, 7])
  expect((await le.ok('supplier01', L.page, { state: 'active', size: 100 })).records.find((l: { id: string }) => l.id === d.id)).toMatchObject({ remindedDays: 7, expiringSoon: true })
  expect(dayDiff(today(), lease.endDate)).toBeLessThanOrEqual(31)
  const renewed = await le.ok<LeaseDetail>('supplier01', L.leaseRenewal, { id: d.id, months: 1 })
  expect((await runLeaseHousekeeping(env.db, addDays(renewed.endDate, -5))).reminded).toBe(1)
  expect((await leaseMessages(env, 'supplier01')).filter((m) => m.title === '租约到期提醒')).toHaveLength(before + 2)
})
