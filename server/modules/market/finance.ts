/**
 * The market office's finance calls (module 财务对账; docs/trade.md, "Finance exports and
 * reconciliation"): a one-time download link of a period's bills, payments or refunds
 * (export/links.ts), and a day reconciled against the payment provider's trade bill.
 */
import { contract, EXPORT_FORMATS, FINANCE_EXPORT_KINDS, type FinanceExportKind } from '@/contract'
import { handler } from '../../http/handler'
import { oneOf } from '../../lib/validate'
import { dayField } from '../custome/checkin'
import { issueExportLink } from '../export/links'
import type { ExportSourceName } from '../export/sources'
import { checkPeriod } from './financeExports'
import { reconcileDay } from './reconcile'

const SOURCE_OF: Record<FinanceExportKind, ExportSourceName> = { bills: 'financeBills', payments: 'financePayments', refunds: 'financeRefunds' }

export const financeHandlers = [
  handler({
    endpoint: contract.market.financeExport.link,
    access: ['staff'],
    module: { staff: 'financeExport' },
    // The answer is a credential: never stored for replay (each call issues its own link).
    idempotency: 'off',
    input: { kind: oneOf(FINANCE_EXPORT_KINDS, '请选择导出内容'), from: dayField('开始日期'), to: dayField('结束日期'), format: oneOf(EXPORT_FORMATS, '请选择文件格式') },
    handle: async ({ db, user }, input) => {
      checkPeriod(input.from, input.to)
      return issueExportLink(db, user.id, { source: SOURCE_OF[input.kind], format: input.format, params: { from: input.from, to: input.to } })
    },
  }),
  handler({
    endpoint: contract.market.financeExport.reconcile,
    access: ['staff'],
    module: { staff: 'financeExport' },
    // A read that asks the provider (never inside a request transaction): nothing to store for replay.
    idempotency: 'off',
    input: { day: dayField('对账日期') },
    handle: ({ db }, input) => reconcileDay(db, input.day),
  }),
]
