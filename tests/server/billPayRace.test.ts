/**
 * Issue 17, item 4: a bill is paid once. Paying from the balance closes an online attempt left
 * open at the provider too (so confirming it later takes nothing), a bill no longer payable gets
 * no new attempt, and twenty balance and WeChat Pay submits at once, each attempt then confirmed,
 * take the money once with nothing to send back. Run on PostgreSQL too
 * (bash scripts/with-postgres.sh npx jest tests/server/billPayRace.test.ts).
 */
import { eq } from 'drizzle-orm'
import { contract, type PayStart, type BillPayStatus } from '@/contract'
import { bills, payments, paySimulatorTransactions, predepositRecords } from '../../server/db/schema'
import { addDays, chinaDay } from '../../server/lib/dates'
import { nextDocNo } from '../../server/data/docNo'
import { billSubject } from '../../server/modules/settle/bill'
import { startPayment } from '../../server/modules/settle/payment/service'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { customerId, SHOP1 } from './backoffice'
import { balanceOf, confirmSimulator, topUp } from './tradeHelpers'

const N = 20
let env: TestEnv
let tk: Record<'supplier01', string>
let shop = ''
const B = contract.settle.billInfo
beforeAll(async () => {
  env = await setup({ poolSize: N + 6 })
  tk = await loginAll(env.app, ['supplier01'] as const)
  shop = await customerId(env, SHOP1)
  await topUp(env.db, shop, 1_000_000)
}, 600_000)
afterAll(() => env?.close())

type Online = Extract<PayStart<BillPayStatus>, { settled: false }>
const pay = (data: Record<string, unknown>) => call<PayStart<BillPayStatus>>(env.app, B.payBill, { payMethod: 'balance', ...data }, { token: tk.supplier01 })
const attemptsOf = (billId: string) => env.db.select().from(payments).where(eq(payments.subjectId, billId))

async function newBill(amountFen: number) {
  const today = chinaDay()
  const [b] = await env.db
    .insert(bills)
    .values({ billNo: await nextDocNo(env.db, 'bill'), customerId: shop, title: '并发账单', billType: 'other', periodStart: today, periodEnd: today, dueDate: addDays(today, 5), amountFen })
    .returning()
  return b!
}

test('WeChat Pay, then the balance: the open attempt is closed at the provider; confirming it takes nothing', async () => {
  const bill = await newBill(4_321)
  const online = expectOk(await pay({ id: bill.id, payMethod: 'wechat', payChannel: 'web' })) as Online
  const before = await balanceOf(env.db, shop)
  expect(expectOk(await pay({ id: bill.id }))).toMatchObject({ settled: true, status: 'paid' })
  const [txn] = await env.db.select().from(paySimulatorTransactions).where(eq(paySimulatorTransactions.payNo, online.payNo))
  expect(txn!.tradeState).toBe('CLOSED')
  expect(await confirmSimulator(env, online.payNo)).toEqual({ paid: false, msg: '该支付已关闭，请返回重新发起支付' })
  const attempts = await attemptsOf(bill.id)
  expect(attempts.map((a) => [a.provider, a.status]).sort()).toEqual([
    ['balance', 'succeeded'],
    ['simulator', 'closed'],
  ])
  expect(attempts.every((a) => a.autoRefundedAt === null && a.failReason === null)).toBe(true)
  expect(await balanceOf(env.db, shop)).toBe(before - 4_321)
})

test('a bill no longer payable gets no new attempt, even through the payment layer directly', async () => {
  const bill = await newBill(1_000)
  expectOk(await pay({ id: bill.id }))
  expect((await pay({ id: bill.id, payMethod: 'wechat', payChannel: 'web' })).msg).toBe('账单已支付')
  const direct = startPayment(env.db, { subject: billSubject, subjectId: bill.id, customerId: shop, userId: null, amountFen: 1_000, description: 'x', channel: 'web' })
  await expect(direct).rejects.toThrow('账单已支付')
  const other = await newBill(2_000)
  await expect(startPayment(env.db, { subject: billSubject, subjectId: other.id, customerId: shop, userId: null, amountFen: 1_999, description: 'x', channel: 'web' })).rejects.toThrow('账单金额已变化，请刷新后重试')
  expect(await attemptsOf(other.id)).toEqual([])
})

test(`${N} balance and WeChat Pay submits at once, every attempt then confirmed: the bill is paid once, nothing to send back`, async () => {
  const bill = await newBill(12_345)
  const before = await balanceOf(env.db, shop)
  const answers = await Promise.all(Array.from({ length: N }, (_, i) => (i % 2 ? pay({ id: bill.id }) : pay({ id: bill.id, payMethod: 'wechat', payChannel: 'web' }))))
  expect(answers.every((a) => a.status < 500)).toBe(true)
  const started = answers.filter((a) => a.state === 0 && !(a.result as PayStart<BillPayStatus>).settled).map((a) => (a.result as Online).payNo)
  const confirmed = await Promise.all([...new Set(started)].map((payNo) => confirmSimulator(env, payNo)))
  const attempts = await attemptsOf(bill.id)
  const succeeded = attempts.filter((a) => a.status === 'succeeded')
  expect(succeeded).toHaveLength(1)
  expect(attempts.filter((a) => a.autoRefundedAt !== null || a.failReason !== null)).toEqual([])
  const [b] = await env.db.select().from(bills).where(eq(bills.id, bill.id))
  expect([b!.payStatus, b!.paidFen]).toEqual(['paid', 12_345])
  // The money moved once: from the balance, or through one confirmed attempt.
  const fromBalance = await env.db.select().from(predepositRecords).where(eq(predepositRecords.bizNo, bill.billNo))
  expect(fromBalance.length + confirmed.filter((c) => c.paid).length).toBe(1)
  expect(await balanceOf(env.db, shop)).toBe(before - (succeeded[0]!.provider === 'balance' ? 12_345 : 0))
})
