/**
 * Receipt codes (beyond the spec; docs/estate.md, "Receipt codes"): a maintainer shows a merchant
 * a QR code for one outstanding repair or utility bill; the merchant scans it, sees the bill and
 * pays it through the bill payment (settle/billInfo/payBill, the payment layer's `bill` subject);
 * the maintainer's screen polls the code and sees the payment arrive.
 *
 * The code authorises nothing by itself: it names one bill (bound), only that bill's shop may
 * resolve it, it expires after RECEIPT_CODE_TTL_SECONDS, a newer code of the bill replaces it, and
 * once the bill is paid it is spent (single use). Only the token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import {
  contract,
  PAYABLE_BILL_STATUS,
  RECEIPT_CODE_PREFIX,
  RECEIPT_CODE_TTL_SECONDS,
  type BillPayStatus,
  type PaymentStatus,
  type ReceiptCodeState,
  type ReceiptCodeStatus,
} from '@/contract'
import type { Db } from '../../db/client'
import { bills, customers, payments, receiptCodes, users } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { iso } from '../../data/resource'
import { id, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { presentBill } from '../settle/bill'
import { billWithLines } from './repairRead'

/** Bills a maintainer collects: a repair's charge, a booth's utilities. */
const COLLECTED_TYPES = ['repair', 'utility']

export const RECEIPT_MSG = {
  notCollected: '只能为维修费或水电费账单生成收款码',
  notShop: '只能为商户的账单生成收款码',
  paid: '该账单已支付',
  invalid: '收款码无效',
  notYours: '该收款码不是您店铺的账单',
  expired: '收款码已过期，请让维修人员重新出示',
  replaced: '收款码已失效，请让维修人员重新出示',
} as const

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex')
const newToken = (): string => `${RECEIPT_CODE_PREFIX}${randomBytes(24).toString('base64url')}`

type CodeRow = typeof receiptCodes.$inferSelect
type BillRow = typeof bills.$inferSelect

const isPayable = (b: BillRow): boolean => (PAYABLE_BILL_STATUS as readonly string[]).includes(b.payStatus)

/** A code's state: the bill's payment decides 'paid'; then replaced; then the clock. */
function statusOf(code: CodeRow, bill: BillRow, now = Date.now()): ReceiptCodeStatus {
  if (bill.payStatus === 'paid') return 'paid'
  if (code.status === 'replaced') return 'replaced'
  if (code.expiresAt.getTime() <= now) return 'expired'
  return 'waiting'
}

async function stateOf(db: Db, code: CodeRow): Promise<ReceiptCodeState> {
  const [bill] = await db.select().from(bills).where(eq(bills.id, code.billId))
  const [holder] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, code.customerId))
  const [latest] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subjectType, 'bill'), eq(payments.subjectId, code.billId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  const item = presentBill(bill!)
  return {
    id: code.id,
    status: statusOf(code, bill!),
    billId: bill!.id,
    billNo: bill!.billNo,
    title: bill!.title,
    customerName: holder?.name ?? '',
    amountFen: item.amountFen,
    outstandingFen: item.outstandingFen,
    payStatus: bill!.payStatus as BillPayStatus,
    paidTime: iso(bill!.paidAt),
    expiresAt: code.expiresAt.toISOString(),
    latestPayment: latest ? { paymentId: latest.id, status: latest.status as PaymentStatus } : null,
  }
}

/** A new code for the bill; the bill's open code (if any) is replaced in the same transaction (one open code per bill). */
export async function createReceiptCode(db: Db, maintainerId: string, billId: string): Promise<{ code: string; row: CodeRow }> {
  const [bill] = await db.select().from(bills).where(eq(bills.id, billId))
  if (!bill) throw notFound()
  if (!COLLECTED_TYPES.includes(bill.billType)) throw new BizError(RECEIPT_MSG.notCollected)
  if (!isPayable(bill)) throw new BizError(bill.payStatus === 'refunded' ? '账单已退款' : RECEIPT_MSG.paid)
  // Only a shop's users pay bills in the app (settle/billInfo): a code for anyone else could not be paid.
  const [holder] = await db.select({ type: customers.customerType }).from(customers).where(eq(customers.id, bill.customerId))
  if (holder?.type !== 'supplier') throw new BizError(RECEIPT_MSG.notShop)
  const code = newToken()
  const row = await db.transaction(async (tx) => {
    // The bill's row lock orders concurrent creations: each replaces the one before it.
    await tx.select({ id: bills.id }).from(bills).where(eq(bills.id, bill.id)).for('update')
    await tx.update(receiptCodes).set({ status: 'replaced' }).where(and(eq(receiptCodes.billId, bill.id), eq(receiptCodes.status, 'open')))
    const [created] = await tx
      .insert(receiptCodes)
      .values({ tokenHash: hashOf(code), billId: bill.id, customerId: bill.customerId, createdBy: maintainerId, expiresAt: new Date(Date.now() + RECEIPT_CODE_TTL_SECONDS * 1000) })
      .returning()
    return created!
  })
  return { code, row }
}

const RC = contract.estate.receiptCode

export const receiptCodeHandlers = [
  handler({
    endpoint: RC.create,
    access: ['maintainer'],
    module: { maintainer: 'receiptCode' },
    input: { billId: id() },
    async handle({ db, user }, input) {
      const { code, row } = await createReceiptCode(db, user.id, input.billId)
      return { ...(await stateOf(db, row)), code }
    },
  }),
  handler({
    endpoint: RC.query,
    access: ['maintainer'],
    module: { maintainer: 'receiptCode' },
    input: { id: id() },
    async handle({ db, user }, input) {
      const [row] = await db.select().from(receiptCodes).where(and(eq(receiptCodes.id, input.id), eq(receiptCodes.createdBy, user.id)))
      if (!row) throw notFound()
      return stateOf(db, row)
    },
  }),
  handler({
    endpoint: RC.scan,
    access: ['supplier'],
    module: { supplier: 'bill' },
    input: { code: str({ max: 100, pattern: /^[\x21-\x7e]+$/, msg: RECEIPT_MSG.invalid }) },
    async handle({ db, user }, input) {
      const shopId = ownShopId(user)
      const [row] = await db.select().from(receiptCodes).where(eq(receiptCodes.tokenHash, hashOf(input.code)))
      if (!row) throw new BizError(RECEIPT_MSG.invalid)
      if (row.customerId !== shopId) throw new BizError(RECEIPT_MSG.notYours)
      const [bill] = await db.select().from(bills).where(eq(bills.id, row.billId))
      const status = statusOf(row, bill!)
      if (status === 'paid' || !isPayable(bill!)) throw new BizError(RECEIPT_MSG.paid)
      if (status !== 'waiting') throw new BizError(RECEIPT_MSG[status])
      const [maker] = await db.select({ name: users.realName }).from(users).where(eq(users.id, row.createdBy))
      return { codeId: row.id, maintainerName: maker?.name ?? '', expiresAt: row.expiresAt.toISOString(), bill: await billWithLines(db, bill!.id) }
    },
  }),
]
