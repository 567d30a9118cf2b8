/**
 * Issuing a market bill to a shop (docs/trade.md, "Bills"): the bill and its lines in the caller's
 * transaction. Lease installments (server/modules/lease) are billed through it; the shop then pays
 * it like any bill (billInfo/payBill, or createBillAndPay for a lease's first bill). Take the bill
 * number with `nextDocNo(db, 'bill')` before opening the transaction (docs/trade.md, "Document
 * numbers").
 */
import type { BillType } from '@/contract'
import type { Db } from '../../db/client'
import { billLines, bills } from '../../db/schema'
import { sumFen } from '../../lib/money'

export interface BillLineInput {
  name: string
  amountFen: number
  quantity?: string | null
  unit?: string | null
  unitPriceFen?: number | null
  remark?: string | null
}

export interface NewBill {
  billNo: string
  customerId: string
  title: string
  billType: BillType
  periodStart: string
  periodEnd: string
  dueDate: string
  remark?: string | null
  /** At least one; the bill's amount is their sum (> 0). */
  lines: BillLineInput[]
}

export async function issueBill(tx: Db, b: NewBill): Promise<typeof bills.$inferSelect> {
  const [bill] = await tx
    .insert(bills)
    .values({
      billNo: b.billNo,
      customerId: b.customerId,
      title: b.title,
      billType: b.billType,
      periodStart: b.periodStart,
      periodEnd: b.periodEnd,
      dueDate: b.dueDate,
      amountFen: sumFen(b.lines.map((l) => l.amountFen)),
      remark: b.remark ?? null,
    })
    .returning()
  await tx.insert(billLines).values(
    b.lines.map((l, sort) => ({
      billId: bill!.id,
      name: l.name,
      quantity: l.quantity ?? null,
      unit: l.unit ?? null,
      unitPriceFen: l.unitPriceFen ?? null,
      amountFen: l.amountFen,
      remark: l.remark ?? null,
      sort,
    })),
  )
  return bill!
}
