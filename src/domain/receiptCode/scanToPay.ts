/**
 * The merchant's side of a receipt code: scan the maintainer's code, resolve it to the bill
 * (only the bill's own shop may; an expired, replaced or paid code is refused in the server's
 * words) and open that bill to pay it with its pay panel.
 */
import { RECEIPT_CODE_PREFIX } from '@/contract/types'
import { estateApi } from '@/api/estate'
import { alertModal } from '@/core/dialog'
import { go } from '@/core/navigate'
import { scanCode } from '@/core/wechat/scan'

export async function scanReceiptCode(): Promise<void> {
  const text = await scanCode()
  if (!text) return
  if (!text.startsWith(RECEIPT_CODE_PREFIX)) return void alertModal('请扫描维修人员出示的收款码')
  // A refusal is shown by the request layer.
  const scanned = await estateApi.scanReceiptCode(text).catch(() => null)
  if (scanned) await go('supplierBillDetail', { id: scanned.bill.id })
}
