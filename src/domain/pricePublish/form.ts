/** The price row form (价格发布): three prices typed in yuan, min ≤ avg ≤ max. */
import { yuanToFen } from '@/contract/money'

export interface PriceRowDraft {
  productId: string
  min: string
  avg: string
  max: string
}

export type PriceRowFen = { productId: string; minFen: number; avgFen: number; maxFen: number }

/** The row in fen, or the message that refuses it. */
export function checkPriceRow(d: PriceRowDraft): PriceRowFen | string {
  if (!d.productId) return '请选择品种'
  const [minFen, avgFen, maxFen] = [d.min, d.avg, d.max].map((t) => yuanToFen(t))
  if (!minFen || !avgFen || !maxFen) return '价格需为大于0的数，最多2位小数'
  if (!(minFen <= avgFen && avgFen <= maxFen)) return '价格需满足：最低价 ≤ 平均价 ≤ 最高价'
  return { productId: d.productId, minFen, avgFen, maxFen }
}
