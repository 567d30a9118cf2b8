/**
 * Receipt codes (docs/estate.md, "Receipt codes"): a maintainer's QR code for one outstanding repair
 * or utility bill, bound to that bill, resolvable only by its shop, expiring, replaced by a newer
 * one, spent once the bill is paid; the merchant pays through the bill payment (balance, or WeChat
 * Pay through the simulator) and the maintainer's poll sees the payment arrive.
 */
import { and, eq } from 'drizzle-orm'
import { contract, RECEIPT_CODE_PREFIX, RECEIPT_CODE_TTL_SECONDS, type PayStart, type BillPayStatus, type ReceiptCodeCreated, type ReceiptCodeScan, type ReceiptCodeState } from '@/contract'
import { bills, receiptCodes, repairs } from '../../server/db/schema'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { confirmSimulator } from './tradeHelpers'
import { ACCOUNTS, customerId, E, type Account } from './estateHelpers'

let env: TestEnv
let tk: Record<Account, string>
let lvyuan = ''
const RC = E.receiptCode

beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ACCOUNTS)
  lvyuan = await customerId(env.db, '绿源果蔬商行')
}, 600_000)
afterAll(() => env?.close())

const msgOf = (r: { msg: string }) => r.msg
const create = (billId: string, token = tk.maintainer01) => call<ReceiptCodeCreated>(env.app, RC.create, { billId }, { token })
const scan = (code: string, token = tk.supplier01) => call<ReceiptCodeScan>(env.app, RC.scan, { code }, { token })
const poll = (id: string, token = tk.maintainer01) => call<ReceiptCodeState>(env.app, RC.query, { id }, { token })

/** 绿源's unpaid bills of a type (the seed's round repair, its utility periods). */
async function unpaid(billType: 'repair' | 'utility' | 'rent', customer = lvyuan) {
  return env.db
    .select()
    .from(bills)
    .where(and(eq(bills.customerId, customer), eq(bills.billType, billType), eq(bills.payStatus, 'unpaid')))
}

test('a code for an outstanding repair bill: the shop scans it and sees the bill; the maintainer polls it waiting', async () => {
  const [round] = await env.db.select().from(repairs).where(eq(repairs.origin, 'round'))
  const made = expectOk(await create(round!.billId!))
  expect(made.code.startsWith(RECEIPT_CODE_PREFIX)).toBe(true)
  expect(made.code.length).toBeGreaterThan(30)
  expect(made).toMatchObject({ status: 'waiting', billId: round!.billId, customerName: '绿源果蔬商行', payStatus: 'unpaid', latestPayment: null })
  expect(made.outstandingFen).toBe(made.amountFen)
  const ttl = Date.parse(made.expiresAt) - Date.now()
  expect(ttl).toBeGreaterThan((RECEIPT_CODE_TTL_SECONDS - 60) * 1000)
  expect(ttl).toBeLessThanOrEqual(RECEIPT_CODE_TTL_SECONDS * 1000)
  // Only the hash is kept.
  const [stored] = await env.db.select().from(receiptCodes).where(eq(receiptCodes.id, made.id))
  expect(stored!.tokenHash).not.toContain(made.code.slice(RECEIPT_CODE_PREFIX.length))
  const seen = expectOk(await scan(made.code))
  expect(seen).toMatchObject({ codeId: made.id, maintainerName: '钱维修', bill: { id: round!.billId, billType: 'repair', outstandingFen: made.amountFen } })
  expect(seen.bill.lines.length).toBeGreaterThan(0)
  expect(expectOk(await poll(made.id)).status).toBe('waiting')
})

test('bound to its bill and shop: another shop, a sub-account without 账单服务, a forged code, another maintainer', async () => {
  const [bill] = await unpaid('utility')
  const made = expectOk(await create(bill!.id))
  expect(msgOf(await scan(made.code, tk.supplier02))).toBe('该收款码不是您店铺的账单')
  expect(msgOf(await scan(made.code, tk.supplier01a))).toBe('当前账号没有该功能的权限')
  expect(msgOf(await scan(made.code, tk.purchaser01))).toBe('无权访问该功能')
  expect(msgOf(await scan(`${RECEIPT_CODE_PREFIX}forged-forged-forged`))).toBe('收款码无效')
  expect(msgOf(await scan('RC1.\u0000'))).toBe('参数包含非法字符：code')
  expect(msgOf(await poll(made.id, tk.maintainer02))).toBe('记录不存在')
  expect(msgOf(await create(bill!.id, tk.supplier01))).toBe('无权访问该功能')
  expect(msgOf(await create(bill!.id, tk.staff01))).toBe('无权访问该功能')
  // Only repair and utility bills, only while they owe.
  const [rent] = await unpaid('rent')
  expect(msgOf(await create(rent!.id))).toBe('只能为维修费或水电费账单生成收款码')
  expect(msgOf(await create('nope'))).toBe('记录不存在')
  const [ownerBill] = await unpaid('utility', await customerId(env.db, '陈建国（业主）'))
  expect(msgOf(await create(ownerBill!.id))).toBe('只能为商户的账单生成收款码')
})

test('a newer code replaces the open one; a code expires', async () => {
  const [, bill] = await unpaid('utility')
  const first = expectOk(await create(bill!.id))
  const second = expectOk(await create(bill!.id))
  expect(msgOf(await scan(first.code))).toBe('收款码已失效，请让维修人员重新出示')
  expect(expectOk(await poll(first.id)).status).toBe('replaced')
  expect(expectOk(await scan(second.code)).codeId).toBe(second.id)
  await env.db.update(receiptCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(receiptCodes.id, second.id))
  expect(msgOf(await scan(second.code))).toBe('收款码已过期，请让维修人员重新出示')
  expect(expectOk(await poll(second.id)).status).toBe('expired')
})

test('paid from the balance: the poll shows it paid; the code is spent, no new one for a paid bill', async () => {
  const [, , bill] = await unpaid('utility')
  const made = expectOk(await create(bill!.id))
  const seen = expectOk(await scan(made.code))
  const paid = expectOk(await call<PayStart<BillPayStatus>>(env.app, contract.settle.billInfo.payBill, { id: seen.bill.id, payMethod: 'balance' }, { token: tk.supplier01 }))
  expect(paid).toMatchObject({ settled: true, status: 'paid' })
  const state = expectOk(await poll(made.id))
  expect(state).toMatchObject({ status: 'paid', payStatus: 'paid', outstandingFen: 0, latestPayment: { status: 'succeeded' } })
  expect(state.paidTime).not.toBeNull()
  expect(msgOf(await scan(made.code))).toBe('该账单已支付')
  expect(msgOf(await create(bill!.id))).toBe('该账单已支付')
})

test('paid with WeChat Pay (the simulator): waiting while the attempt is open, paid when the callback arrives', async () => {
  const [bill] = await unpaid('repair')
  const made = expectOk(await create(bill!.id))
  const started = expectOk(await call<PayStart<BillPayStatus>>(env.app, contract.settle.billInfo.payBill, { id: bill!.id, payMethod: 'wechat', payChannel: 'web' }, { token: tk.supplier01 }))
  if (started.settled) throw new Error('expected an online attempt')
  expect(expectOk(await poll(made.id))).toMatchObject({ status: 'waiting', latestPayment: { paymentId: started.paymentId, status: 'pending' } })
  expect((await confirmSimulator(env, started.payNo)).paid).toBe(true)
  expect(expectOk(await poll(made.id))).toMatchObject({ status: 'paid', payStatus: 'paid', latestPayment: { paymentId: started.paymentId, status: 'succeeded' } })
})

test('20 codes made at once for one bill: one stays open', async () => {
  const [bill] = await unpaid('utility')
  const made = await Promise.all(Array.from({ length: 20 }, () => create(bill!.id)))
  expect(made.every((r) => r.state === 0)).toBe(true)
  const open = await env.db.select().from(receiptCodes).where(and(eq(receiptCodes.billId, bill!.id), eq(receiptCodes.status, 'open')))
  expect(open).toHaveLength(1)
})
