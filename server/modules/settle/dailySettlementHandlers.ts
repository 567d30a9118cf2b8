/**
 * A shop's daily settlement (docs/trade.md, "Daily settlement"): the day's figures, and a one-time
 * link to them as a file (XLSX or CSV, dailySettlementExport.ts) bound to the caller's own shop.
 */
import { contract, EXPORT_FORMATS } from '@/contract'
import { handler } from '../../http/handler'
import { BizError } from '../../lib/envelope'
import { oneOf } from '../../lib/validate'
import { dayField } from '../custome/checkin'
import { issueExportLink } from '../export/links'
import { dailySettlement } from './dailySettlement'

const shopOf = (customerId: string | null | undefined): string => {
  if (!customerId) throw new BizError('当前账号未关联商户')
  return customerId
}

export const dailySettlementHandlers = [
  handler({
    endpoint: contract.settle.supplierData.dailySettlement,
    access: ['supplier'],
    module: { supplier: 'dailySettlement' },
    input: { day: dayField() },
    handle: ({ db, user }, input) => dailySettlement(db, shopOf(user.customerId), input.day),
  }),
  handler({
    endpoint: contract.settle.supplierData.dailySettlementExport,
    access: ['supplier'],
    module: { supplier: 'dailySettlement' },
    // The answer is a credential: never stored for replay (each call issues its own link).
    idempotency: 'off',
    input: { day: dayField(), format: oneOf(EXPORT_FORMATS, '请选择文件格式') },
    handle: ({ db, user }, input) =>
      issueExportLink(db, user.id, { source: 'dailySettlement', format: input.format, params: { shopId: shopOf(user.customerId), day: input.day } }),
  }),
]
