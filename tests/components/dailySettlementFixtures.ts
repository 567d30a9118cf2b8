/** A daily settlement as the server answers it (the sections and rows of types/settlement.ts). */
import type { DailySettlement, SettlementRow } from '@/contract/types'

const r = (key: SettlementRow['key'], label: string, count: number, amountFen: number): SettlementRow => ({ key, label, count, amountFen })

export const shareDay = (day: string): DailySettlement => ({
  day,
  shopName: '绿源果蔬商行',
  orderCount: 5,
  netFen: 123_000,
  hasActivity: true,
  sections: [
    { key: 'sales', title: '销售', rows: [r('goods', '商品金额', 5, 150_300), r('balance', '预存款支付', 2, 80_000), r('wechat', '微信支付', 2, 50_000), r('credit', '赊账', 1, 20_000), r('salesTotal', '销售合计', 5, 150_000)] },
    { key: 'credit', title: '赊账与还款', rows: [r('owed', '新增赊账', 1, 20_000), r('repaid', '收回欠款', 1, 10_000), r('repaidBalance', '其中预存款还款', 1, 10_000), r('repaidWechat', '其中微信还款', 0, 0)] },
    { key: 'refunds', title: '退款', rows: [r('refundBalance', '退回预存款', 1, 17_000), r('refundWechat', '原路退回微信', 0, 0), r('refundTotal', '退款合计', 1, 17_000)] },
    { key: 'coupons', title: '优惠券', rows: [r('couponUsed', '优惠券抵扣', 1, 300)] },
    { key: 'net', title: '实收', rows: [r('cashSales', '当日现结', 4, 130_000), r('repayIn', '收回欠款', 1, 10_000), r('refundOut', '退款', 1, -17_000), r('net', '实收合计', 6, 123_000)] },
  ],
})
