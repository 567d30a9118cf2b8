/**
 * A shop's daily settlement (docs/trade.md, "Daily settlement"): the day's figures, and a one-time
 * link to them as a file (XLSX or CSV, dailySettlementExport.ts) bound to the caller's own shop.
 */
import { contract, EXPORT_FORMATS } from '@/contract'
import { ownCustomerId } from '../../auth/user'
import { handler } from '../../http/handler'
import { oneOf } from '../../lib/validate'
import { dayField } from '../custome/checkin'
import { issueExportLink } from '../export/links'
import { dailySettlement } from './dailySettlement'

export const dailySettlementHandlers = [
  handler({
    endpoint: contract.settle.supplierData.dailySettlement,
    access: ['supplier'],
    module: { supplier: 'dailySettlement' },
    input: { day: dayField() },
    handle: ({ db, user }, input) => dailySettlement(db, ownCustomerId(user), input.day),
  }),
  handler({
    endpoint: contract.settle.supplierData.dailySettlementExport,
    access: ['supplier'],
    module: { supplier: 'dailySettlement' },
    // The answer is a credential: never stored for replay (each call issues its own link).
    idempotency: 'off',
    input: { day: dayField(), format: oneOf(EXPORT_FORMATS, '请选择文件格式') },
    handle: ({ db, user }, input) =>
      issueExportLink(db, user.id, { source: 'dailySettlement', format: input.format, params: { shopId: ownCustomerId(user), day: input.day } }),
  }),
]
