/**
 * Price alerts (issue 24 part 2, beyond the spec): a buyer or merchant follows products of the
 * public price board; a published price moving more than the follow's threshold against the
 * product's previous published price sends one message (server/README.md, "Price alerts").
 */

/** A follow's threshold: whole percent within these bounds; absent, the dictionary's 异动 threshold. */
export const PRICE_FOLLOW_PERCENT = { min: 1, max: 100 } as const
export const PRICE_FOLLOW_PERCENT_MESSAGE = `提醒幅度需为${PRICE_FOLLOW_PERCENT.min}到${PRICE_FOLLOW_PERCENT.max}之间的整数`

/** priceFollow/save: follows the product, or changes the threshold of a follow. */
export interface PriceFollowPayload {
  productId: string
  /** Whole percent (PRICE_FOLLOW_PERCENT); absent: the dictionary's threshold. */
  thresholdPercent?: number
  /** The user accepted the order template's subscribe message with this tap (weapp): one WeChat message is owed. */
  subscribed?: boolean
}

/** priceFollow/remove. */
export interface PriceUnfollowPayload {
  productId: string
}

export interface PriceFollowItem {
  productId: string
  productName: string
  unit: string
  bigCateName: string
  /** The follow's own threshold; null: the dictionary's (`PriceFollowList.warnPercent`). */
  thresholdPercent: number | null
  /** The product's latest published price (yuan, 2 decimals) and its day; null when none yet. */
  price: number | null
  date: string | null
  /** Percent against the product's previous published price (as the board's 较前日); 0 without one. */
  changeRate: number
  /** A WeChat message is owed for the next alert (the user accepted it, it has not gone yet). */
  subscribed: boolean
}

/** priceFollow/list: the caller's own follows, in the board's order. */
export interface PriceFollowList {
  /** The dictionary's 异动 threshold, the default of a follow without its own. */
  warnPercent: number
  items: PriceFollowItem[]
}

/** priceFollow/remove: whether a follow was removed (false: there was none). */
export interface PriceUnfollowResult {
  removed: boolean
}
