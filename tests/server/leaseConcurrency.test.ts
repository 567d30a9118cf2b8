/**
 * Leases under concurrency (run on PostgreSQL: scripts/with-postgres.sh; PGlite runs one query at
 * a time, so there these prove the sequential behaviour): 20 shops grabbing the last booth of a
 * release at the same moment (exactly one wins: the booth-hold exclusion constraint), 20 approvals
 * of overlapping applications for one booth, 20 first payments, 20 quits, 20 renewals of one lease
 * (each applies to the term it read), and payments racing withdrawals: each change happens once.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { type LeaseDetail, type ReleaseNoticeDetail } from '@/contract'
import { issueToken } from '../../server/auth/tokens'
import { bills, customers, leaseBoothHolds, leaseContracts, leaseInstallments, leases, payments, predepositRecords, users } from '../../server/db/schema'
import { addDays } from '../../server/lib/dates'
import { newId } from '../../server/lib/ids'
import { LEASE_MSG } from '../../server/modules/lease/common'
import { call, setup, type TestEnv } from './helpers'
import { approvedLease, L, leaseEnv, monthStart, OFFICE, PAY, today, type LeaseEnv } from './leaseHelpers'
import { balanceOf, topUp } from './tradeHelpers'

const N = 20
let env: TestEnv
let le: LeaseEnv
let lvyuan = ''
/** N shops of this file (admins, so every module), with their tokens. */
let shops: Array<{ id: string; token: string }> = []

beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  le = await leaseEnv(env)
  lvyuan = await le.customerId('绿源果蔬商行')
  await topUp(env.db, lvyuan, 50_000_000)
  shops = []
  for (let i = 0; i < N; i++) {
    const [c] = await env.db.insert(customers).values({ name: `并发测试商行${i}`, customerType: 'supplier', contactName: '测试', mobile: `1370000${String(i).padStart(4, '0')}` }).returning()
    const [u] = await env.db
      .insert(users)
      .values({ username: `grab${i}x${newId().slice(-6)}`, passwordHash: 'x', realName: '抢租测试', mobile: `1370000${String(i).padStart(4, '0')}`, userType: 'supplier', customerId: c!.id, isAdmin: true })
      .returning()
    shops.push({ id: c!.id, token: await issueToken(env.db, u!.id) })
  }
}, 600_000)
afterAll(() => env?.close())

const oks = <T extends { state: number }>(rs: T[]) => rs.filter((r) => r.state === 0)
const msgs = (rs: Array<{ state: number; msg: string }>) => rs.filter((r) => r.state !== 0).map((r) => r.msg)

test(`${N} shops grab the last booth of a release at once: exactly one wins, the booth is held once`, async () => {
  const booth = await le.assetId('SS-B-02')
  const release = await le.ok<ReleaseNoticeDetail>('office01', OFFICE.leaseReleaseNotice.create, {
    title: '最后一个摊位',
    mode: 'grab',
    signUpStart: today(),
    signUpEnd: addDays(today(), 3),
    leaseStart: monthStart(2),
    months: 6,
    booths: [{ assetId: booth }],
  })
  const rs = await Promise.all(shops.map((s) => call(env.app, L.grabOrders, { releaseId: release.id, assetId: booth, payCycleMonths: 3 }, { token: s.token })))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(Array(N - 1).fill(LEASE_MSG.grabLost))
  const held = await env.db.select().from(leaseBoothHolds).where(eq(leaseBoothHolds.assetId, booth))
  expect(held.filter((h) => h.endDate >= today())).toHaveLength(1)
  const won = await env.db.select().from(leases).where(and(eq(leases.releaseId, release.id), inArray(leases.customerId, shops.map((s) => s.id))))
  expect(won.map((l) => l.state)).toEqual(['approved'])
})

test(`${N} approvals of overlapping applications for one booth at once: one approved, the others refused and left to review`, async () => {
  const booth = await le.assetId('GT-A-02')
  const applied = await Promise.all(
    shops.map(async (s, i) => {
      const r = await call<LeaseDetail>(env.app, L.create, { assetId: booth, startDate: addDays(monthStart(2), i), months: 2, payCycleMonths: 1, contactName: '测试', contactPhone: '13700000000' }, { token: s.token })
      return r.result.id
    }),
  )
  const rs = await Promise.all(applied.map((id) => call(env.app, OFFICE.leaseApplication.approve, { id }, { token: le.tk.office01 })))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs)).toEqual(Array(N - 1).fill(LEASE_MSG.boothTaken))
  const states = (await env.db.select().from(leases).where(inArray(leases.id, applied))).map((l) => l.state)
  expect(states.filter((s) => s === 'approved')).toHaveLength(1)
  expect(states.filter((s) => s === 'applied')).toHaveLength(N - 1)
})

test(`${N} first payments of one lease at once: one bill, one payment, confirmed once`, async () => {
  const d = await approvedLease(le, 'DP-B-02', { startDate: monthStart(3), months: 3 })
  const before = await balanceOf(env.db, lvyuan)
  const rs = await Promise.all(Array.from({ length: N }, () => call(env.app, PAY, { leaseId: d.id, payMethod: 'balance' }, { token: le.tk.supplier01 })))
  expect(oks(rs)).toHaveLength(1)
  expect(new Set(msgs(rs))).toEqual(new Set(['账单已支付', '当前租赁待起租，仅待缴费的租赁可以缴费'].filter((m) => msgs(rs).includes(m))))
  const lease = (await env.db.select().from(leases).where(eq(leases.id, d.id)))[0]!
  expect(lease.state).toBe('confirmed')
  const [bill] = await env.db.select().from(bills).where(eq(bills.id, lease.firstBillId!))
  expect(await env.db.select().from(payments).where(and(eq(payments.subjectId, bill!.id), eq(payments.status, 'succeeded')))).toHaveLength(1)
  expect(await balanceOf(env.db, lvyuan)).toBe(before - bill!.amountFen)
})

test(`${N} quits of one lease at once: one withdrawal, credited once`, async () => {
  const d = await approvedLease(le, 'SC-A-02', { startDate: today(), months: 3 })
  await le.ok('supplier01', PAY, { leaseId: d.id, payMethod: 'balance' })
  const before = await balanceOf(env.db, lvyuan)
  const rs = await Promise.all(Array.from({ length: N }, () => call(env.app, L.leaseRentWithdrawal, { id: d.id, quitDate: addDays(today(), 3), confirm: true }, { token: le.tk.supplier01 })))
  expect(oks(rs)).toHaveLength(1)
  expect(msgs(rs).every((m) => m === '当前租赁已退租，仅租赁中的租赁可以退租' || m === '租赁已变化，请刷新后重新退租')).toBe(true)
  const credited = await env.db.select().from(predepositRecords).where(and(eq(predepositRecords.bizType, 'leaseWithdrawal'), eq(predepositRecords.bizId, d.id)))
  expect(credited).toHaveLength(1)
  expect(await balanceOf(env.db, lvyuan)).toBe(before + credited[0]!.amountFen)
})

test(`${N} renewals of one lease at once: each applies to the term it read, never two to the same one`, async () => {
  const d = await approvedLease(le, 'SG-B-02', { startDate: today(), months: 2 })
  await le.ok('supplier01', PAY, { leaseId: d.id, payMethod: 'balance' })
  const rs = await Promise.all(Array.from({ length: N }, () => call(env.app, L.leaseRenewal, { id: d.id, months: 1 }, { token: le.tk.supplier01 })))
  const renewed = oks(rs).length
  expect(renewed).toBeGreaterThanOrEqual(1)
  expect(new Set(msgs(rs))).toEqual(new Set(renewed === N ? [] : ['租赁已变化，请刷新后重新续租']))
  // However many went through, the lease, its hold, its rent periods and its contracts agree.
  const lease = (await env.db.select().from(leases).where(eq(leases.id, d.id)))[0]!
  expect(lease.months).toBe(2 + renewed)
  const holds = await env.db.select().from(leaseBoothHolds).where(eq(leaseBoothHolds.leaseId, d.id))
  expect(holds.map((h) => [h.startDate, h.endDate])).toEqual([[d.startDate, lease.endDate]])
  const rent = await env.db.select().from(leaseInstallments).where(and(eq(leaseInstallments.leaseId, d.id), eq(leaseInstallments.kind, 'rent')))
  expect(rent).toHaveLength(2 + renewed)
  expect(new Set(rent.map((i) => i.periodStart)).size).toBe(rent.length)
  expect((await env.db.select().from(leaseContracts).where(and(eq(leaseContracts.leaseId, d.id), eq(leaseContracts.kind, 'renewal'))))).toHaveLength(renewed)
})

test('a payment racing a withdrawal: either the lease is confirmed and stays, or it is cancelled and nothing was taken', async () => {
  const tries = await Promise.all(['SC-B-02', 'DP-A-02', 'GT-B-02'].map((code, i) => approvedLease(le, code, { startDate: addDays(monthStart(4), i), months: 1 })))
  const before = await balanceOf(env.db, lvyuan)
  const outcomes = await Promise.all(
    tries.map(async (d) => {
      const [paid, cancelled] = await Promise.all([
        call(env.app, PAY, { leaseId: d.id, payMethod: 'balance' }, { token: le.tk.supplier01 }),
        call(env.app, L.cancel, { id: d.id }, { token: le.tk.supplier01 }),
      ])
      const lease = (await env.db.select().from(leases).where(eq(leases.id, d.id)))[0]!
      return { paid: paid.state === 0, cancelled: cancelled.state === 0, state: lease.state }
    }),
  )
  for (const o of outcomes) {
    expect(o.paid && o.cancelled).toBe(false)
    expect(o.state).toBe(o.cancelled ? 'cancelled' : 'confirmed')
  }
  const paidCount = outcomes.filter((o) => o.state === 'confirmed').length
  const spent = before - (await balanceOf(env.db, lvyuan))
  expect(spent > 0).toBe(paidCount > 0)
})
