/**
 * The market issuing a bill to a customer (docs/trade.md, "Bills"; docs/lease.md; docs/estate.md):
 * a lease's installments, a repair's charge, a booth's utility period. The bill and its lines are
 * written in the caller's transaction, so the business row that caused it (the installment, the
 * repair, the meter period) and the bill commit together. Paid through the `bill` payment subject
 * like every bill (settle/bill.ts).
 */
import type { BillType } from '@/contract'
import type { Db } from '../../db/client'
import { billLines, bills } from '../../db/schema'
import { nextDocNo } from '../../data/docNo'
import { assertFen, sumFen, toNumeric } from '../../lib/money'

export interface IssuedBillLine {
  name: string
  amountFen: number
  /** Hundredths of the unit (a quantity of 2 decimals); absent or null for a flat fee. */
  quantityHundredths?: number | null
  unit?: string | null
  unitPriceFen?: number | null
  remark?: string | null
}

export interface IssueBill {
  /**
   * The bill number when the caller took it before opening its transaction (`nextDocNo(db,
   * 'bill')`: the counter row stays locked until commit otherwise); taken here when absent.
   */
  billNo?: string
  customerId: string
  title: string
  billType: BillType
  periodStart: string
  periodEnd: string
  dueDate: string
  /** At least one; the bill's amount is their sum (> 0). */
  lines: IssuedBillLine[]
  remark?: string | null
  /** The bill's creation time (the seed's past periods). */
  at?: Date
}

/** Inserts the bill (amount = its lines) and its lines; the bill row. Amounts must be positive. */
export async function issueBill(tx: Db, b: IssueBill): Promise<typeof bills.$inferSelect> {
  const amountFen = assertFen(sumFen(b.lines.map((l) => l.amountFen)))
  const createdAt = b.at ?? new Date()
  const [bill] = await tx
    .insert(bills)
    .values({
      billNo: b.billNo ?? (await nextDocNo(tx, 'bill', createdAt)),
      customerId: b.customerId,
      title: b.title,
      billType: b.billType,
      periodStart: b.periodStart,
      periodEnd: b.periodEnd,
      dueDate: b.dueDate,
      amountFen,
      remark: b.remark ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning()
  await tx.insert(billLines).values(
    b.lines.map((l, sort) => ({
      billId: bill!.id,
      name: l.name,
      quantity: l.quantityHundredths == null ? null : toNumeric(l.quantityHundredths),
      unit: l.unit ?? null,
      unitPriceFen: l.unitPriceFen ?? null,
      amountFen: l.amountFen,
      remark: l.remark ?? null,
      sort,
    })),
  )
  return bill!
}
