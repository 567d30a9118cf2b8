/**
 * The read of price alerts (issue 24 part 2): the caller's own follows of the price board's
 * products; writes go through `mutate`. Its own file so that only the public-price package carries it.
 */
import { member } from '@/contract/member'
import { request } from '@/core/request'

export const priceFollowApi = {
  /** The caller's own follows, in the board's order, with the dictionary's default threshold. */
  list: () => request(member.priceFollow.list, {}),
}
