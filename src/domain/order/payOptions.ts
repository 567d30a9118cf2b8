/** How a sale made at the stall (quick order, a confirmed scale ticket) may be paid, with each method's hint. */
import type { PayMethodOption } from '@/domain/payment/PayMethodPicker'

const CASH_OPTION: PayMethodOption = { value: 'cash', hint: '现场收取现金，开单即完成' }

/**
 * `scanned`: the buyer's identity code was scanned (prepaid and credit then settle within the
 * buyer's limit); `walkIn`: a buyer with no account (散客), who pays cash only.
 */
export const STALL_PAY_OPTIONS = (scanned: boolean, walkIn = false): PayMethodOption[] =>
  walkIn
    ? [CASH_OPTION]
    : [
        { value: 'wechat', hint: '买家在手机上自行支付' },
        { value: 'balance', hint: scanned ? '扫码已验证：买家设置的免确认额度内开单即扣款，超出需买家确认' : '买家在手机上用预存款支付' },
        { value: 'credit', hint: scanned ? '扫码已验证：免确认额度内开单即记入买家赊账，超出需买家确认' : '买家在手机上确认赊账' },
        CASH_OPTION,
      ]
