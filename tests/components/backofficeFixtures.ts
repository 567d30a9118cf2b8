/** Builders of the back-office answers (issue 12) for the component tests. */
import type {
  BillCounts,
  BillDetail,
  BillItem,
  CouponBatchItem,
  CouponItem,
  CouponRecordItem,
  LossReportItem,
  PredepositAccount,
  PredepositRecord,
  SkuItem,
  SkuStats,
  StockBatch,
  StockItem,
  SupplierDetail,
  SysModule,
  SysRole,
  UserProfile,
} from '@/contract/types'
import { act, fireEvent } from '@testing-library/react'
import { ok, settle } from './helpers'

/** A page answer; `more` says another page follows. */
export const pageOf = <T>(records: T[], more = false, total?: number) =>
  ok({ records, current: 1, size: 20, hasMore: more, cursor: more ? 'next' : null, ...(total !== undefined ? { total } : {}) })

export const BACKOFFICE_DICT = [
  { dataType: 'unit', dataKey: 'kg', dataValue: '公斤' },
  { dataType: 'unit', dataKey: 'box', dataValue: '箱' },
]

export const shop = (extra: Partial<SupplierDetail> = {}): SupplierDetail => ({
  id: 'shop1',
  shopName: '绿源果蔬商行',
  contactName: '李绿源',
  contactPhone: '13900000001',
  booth: { assetId: 'a1', code: 'A-01', name: '蔬菜区A-01' },
  booths: [
    { assetId: 'a1', code: 'A-01', name: '蔬菜区A-01' },
    { assetId: 'a2', code: 'A-02', name: '蔬菜区A-02' },
  ],
  licenseImage: '/uploads/licence.png',
  intro: '主营叶菜',
  address: null,
  rating: { avgStars: 4.6, count: 23, starCounts: [0, 1, 1, 5, 16] },
  own: true,
  hasOwePassword: false,
  ...extra,
})

export const sku = (id: string, extra: Partial<SkuItem> = {}): SkuItem => ({
  id,
  productId: `p-${id}`,
  productName: `产品${id}`,
  name: `商品${id}`,
  categoryId: 'c1',
  categoryName: '蔬菜',
  unit: 'kg',
  spec: null,
  priceFen: 1250,
  productCode: `C${id}`,
  pluCode: 12,
  sortOrder: 1,
  onShelf: true,
  image: null,
  stockQty: 30,
  expiredQty: 0,
  lowStockQty: 10,
  lowStock: false,
  nearExpiry: false,
  updateTime: '2026-03-01T08:00:00.000Z',
  ...extra,
})

export const skuStats = (extra: Partial<SkuStats> = {}): SkuStats => ({ total: 32, onShelf: 30, offShelf: 2, lowStock: 3, nearExpiry: 4, ...extra })

export const batch = (id: string, extra: Partial<StockBatch> = {}): StockBatch => ({
  id,
  batchNo: `PC202603010${id}`,
  quantity: 20,
  initialQuantity: 50,
  entryDate: '2026-03-01',
  shelfLifeDays: 10,
  expiryDate: '2026-03-11',
  daysLeft: 5,
  nearExpiry: false,
  expired: false,
  origin: null,
  gateEntryTime: null,
  inspectionResult: null,
  ...extra,
})

export const stockItem = (skuId: string, batches: StockBatch[], extra: Partial<StockItem> = {}): StockItem => ({
  skuId,
  skuName: `商品${skuId}`,
  productName: `产品${skuId}`,
  categoryName: '蔬菜',
  unit: 'kg',
  onShelf: true,
  totalQty: batches.reduce((n, b) => n + b.quantity, 0),
  lowStockQty: null,
  lowStock: false,
  nearExpiry: batches.some((b) => b.nearExpiry || b.expired),
  expired: batches.some((b) => b.expired),
  batches,
  ...extra,
})

export const lossReport = (id: string, extra: Partial<LossReportItem> = {}): LossReportItem => ({
  id,
  reportNo: `BS20260301000${id}`,
  status: 'pending',
  reasonType: 'damaged',
  remark: null,
  images: [],
  lines: [{ id: `l-${id}`, batchId: 'b1', batchNo: 'PC2026030101', skuId: 's1', skuName: '商品s1', unit: 'kg', quantity: 2 }],
  rejectReason: null,
  createdByName: '李绿源',
  createTime: '2026-03-02T08:00:00.000Z',
  auditTime: null,
  ...extra,
})

export const bill = (id: string, extra: Partial<BillItem> = {}): BillItem => ({
  id,
  billNo: `ZD20260301000${id}`,
  title: `2026年3月租金${id}`,
  billType: 'rent',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  dueDate: '2026-03-15',
  amountFen: 120000,
  discountFen: 0,
  paidFen: 0,
  outstandingFen: 120000,
  payStatus: 'unpaid',
  overdue: false,
  createTime: '2026-03-01T00:00:00.000Z',
  ...extra,
})

export const billDetail = (extra: Partial<BillDetail> = {}): BillDetail => ({
  ...bill('b1'),
  remark: null,
  lines: [
    { id: 'bl1', name: '摊位租金', quantity: 1, unit: '月', unitPriceFen: 100000, amountFen: 100000, remark: null },
    { id: 'bl2', name: '卫生费', quantity: null, unit: null, unitPriceFen: null, amountFen: 20000, remark: '固定' },
  ],
  payments: [],
  ...extra,
})

export const billCounts = (extra: Partial<BillCounts> = {}): BillCounts => ({ unpaid: 2, partial: 1, paid: 5, refunded: 0, total: 8, overdue: 1, outstandingFen: 250000, ...extra })

export const coupon = (id: string, extra: Partial<CouponItem> = {}): CouponItem => ({
  id,
  couponNo: `YH2026030100${id}`,
  batchId: 'cb1',
  name: '开业满减券',
  amountFen: 2000,
  thresholdFen: 10000,
  validFrom: '2026-03-01',
  validTo: '2026-12-31',
  state: 'unused',
  giftable: true,
  giftedFromName: null,
  usedTime: null,
  ...extra,
})

export const couponBatch = (id: string, extra: Partial<CouponBatchItem> = {}): CouponBatchItem => ({
  id,
  name: '开业满减券',
  amountFen: 2000,
  thresholdFen: 10000,
  validFrom: '2026-03-01',
  validTo: '2026-12-31',
  received: 5,
  unused: 2,
  used: 1,
  expired: 1,
  gifted: 1,
  ...extra,
})

export const couponRecord = (id: string, extra: Partial<CouponRecordItem> = {}): CouponRecordItem => ({
  id,
  couponId: 'cp1',
  couponNo: 'YH20260301001',
  couponName: '开业满减券',
  kind: 'gift',
  amountFen: 2000,
  fromName: '绿源果蔬商行',
  toName: '城南生鲜采购中心',
  bizNo: null,
  createTime: '2026-03-02T08:00:00.000Z',
  ...extra,
})

export const account = (extra: Partial<PredepositAccount> = {}): PredepositAccount => ({
  customerId: 'shop1',
  balanceFen: 523450,
  totalInFen: 1000000,
  totalOutFen: 480000,
  totalRefundFen: 3450,
  updateTime: '2026-03-02T08:00:00.000Z',
  ...extra,
})

export const predepositRecord = (id: string, extra: Partial<PredepositRecord> = {}): PredepositRecord => ({
  id,
  direction: 'in',
  bizType: 'topup',
  amountFen: 100000,
  balanceAfterFen: 523450,
  bizNo: null,
  remark: null,
  createTime: '2026-03-02T08:00:00.000Z',
  ...extra,
})

export const role = (id: string, extra: Partial<SysRole> = {}): SysRole => ({
  id,
  name: `角色${id}`,
  userType: 'supplier',
  remark: null,
  enabled: true,
  createTime: '2026-03-01T08:00:00.000Z',
  ...extra,
})

export const MODULES: SysModule[] = [
  { id: 'm1', code: 'order', caption: '订单管理', group: '交易管理' },
  { id: 'm2', code: 'createOrder', caption: '快速开单', group: '交易管理' },
  { id: 'm3', code: 'product', caption: '商品管理', group: '商品库存' },
  { id: 'm4', code: 'inventory', caption: '库存管理', group: '商品库存' },
  { id: 'm5', code: 'bill', caption: '账单服务', group: '财务服务' },
]

export const subAccount = (id: string, extra: Partial<UserProfile> = {}): UserProfile => ({
  id,
  username: `staff${id}`,
  realName: '王收银',
  mobile: '13700000002',
  userType: 'supplier',
  customerId: 'shop1',
  isAdmin: false,
  enabled: true,
  roles: [{ id: 'r1', name: '收银员' }],
  createTime: '2026-03-01T08:00:00.000Z',
  ...extra,
})

/** Clicks an element and lets the screen settle. */
export async function tap(el: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(el)
  })
  await settle()
}

/** Waits out the success toast (mutate goes back after it). */
export async function waitToast(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 1600))
  })
  await settle()
}

/** Confirms the open NutUI picker on its current (first) option. */
export async function confirmPicker(): Promise<void> {
  const confirm = document.querySelector('.nut-picker-confirm-btn') ?? [...document.querySelectorAll('.nut-picker *')].find((e) => e.textContent === '确定' && e.children.length === 0)
  if (!confirm) throw new Error('no picker confirm')
  await tap(confirm)
}
