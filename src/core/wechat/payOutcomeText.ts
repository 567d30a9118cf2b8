/** What a screen tells the user when the pay adapter came back without a payment (pay.ts `PayOutcome`). */
export const UNPAID_OUTCOME_TEXT = { cancelled: '已取消支付', failed: '支付未完成，请重试' } as const
