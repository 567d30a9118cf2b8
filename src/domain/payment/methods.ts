/**
 * The pay methods a subject offers, each with what it means for this payment (the balance or the
 * credit left, and whether it covers what is due), and which one is chosen.
 */
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import type { PayMethod } from '@/contract/types'
import { memberApi } from '@/api/member'
import { settleApi } from '@/api/settle'
import { money } from '@/core/format'
import { useAsyncData } from '@/hooks/useAsyncData'
import type { PayMethodOption } from './PayMethodPicker'

/** What the payer has: unknown (undefined) until read, or when the read failed. */
export interface PayFunds {
  balanceFen?: number
  creditFen?: number
  /** false: no credit account with this shop. */
  hasCredit?: boolean
}

/** The subject's methods, in its order, with their hints; a method that cannot cover `dueFen` is shown but not choosable. */
export function payMethodOptions(methods: readonly PayMethod[], funds: PayFunds, dueFen: number): PayMethodOption[] {
  return methods.map((value): PayMethodOption => {
    if (value === 'wechat') return { value, hint: '使用微信支付' }
    if (value === 'balance') {
      const short = funds.balanceFen !== undefined && funds.balanceFen < dueFen
      return { value, hint: funds.balanceFen === undefined ? '使用预存款余额支付' : `可用余额 ${money(funds.balanceFen)}${short ? '，余额不足' : ''}`, disabled: short }
    }
    if (funds.hasCredit === false) return { value, hint: '该商户未给您开通赊账', disabled: true }
    return {
      value,
      hint: funds.creditFen === undefined ? '先提货，按期还款' : `可用额度 ${money(funds.creditFen)}`,
      disabled: funds.creditFen !== undefined && funds.creditFen < dueFen,
    }
  })
}

/** The method the payer chose while it is choosable, else the first choosable one (else the first). */
export function chosenMethod(options: readonly PayMethodOption[], wanted: PayMethod | null): PayMethod {
  const choosable = options.filter((o) => !o.disabled)
  return (choosable.find((o) => o.value === wanted) ?? choosable[0] ?? options[0]).value
}

const QUIET = { silent: true, loading: false } as const

/** The balance (when the methods include it) and the credit with `creditWith` (when they include credit). */
export function usePayFunds(methods: readonly PayMethod[], creditWith: string | undefined): PayFunds {
  const balance = useAsyncData(() => settleApi.balance({}, QUIET), [], { enabled: methods.includes('balance'), refreshOn: [settle.predepositAccount, settle.predepositRecord] })
  const credit = useAsyncData(() => memberApi.creditTotal({ counterpartyId: creditWith }, QUIET), [creditWith], {
    enabled: methods.includes('credit') && creditWith !== undefined,
    refreshOn: [member.creditDetail],
  })
  return { balanceFen: balance.data?.balanceFen, creditFen: credit.data?.availableFen, hasCredit: credit.data ? credit.data.accountCount > 0 : undefined }
}
