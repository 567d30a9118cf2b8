/** Answers of the gate's calls for the component tests (docs/gate.md): a stay, an exit application, a parking fee. */
import type { InmarketDetail, InmarketItem, OutmarketDetail, OutmarketStatus, ParkingFee } from '@/contract/types'

export const page = <T,>(records: T[]) => ({ records, current: 1, size: 20, hasMore: false, cursor: null })

export const fee = (over: Partial<ParkingFee> = {}): ParkingFee => ({
  plateNumber: '浙A7L902',
  entryTime: '2026-11-25T03:00:00+08:00',
  at: '2026-11-26T10:00:00+08:00',
  parkedMinutes: 1860,
  feeFen: 6500,
  paidFen: 0,
  dueFen: 6500,
  leaveBy: null,
  paying: false,
  rules: { freeMinutes: 30, hourPriceFen: 500, dailyCapFen: 3000, leaveMinutes: 15 },
  ...over,
})

export const stayItem = (n: number, over: Partial<InmarketItem> = {}): InmarketItem => ({
  id: `s${n}`,
  plateNumber: `浙A7L90${n}`,
  entryTime: '2026-11-25T03:00:00+08:00',
  gateName: '1号道口',
  prefillOrderNo: `BB2026112500${n}`,
  itemCount: 1,
  exitTime: null,
  ...over,
})

export const stayDetail = (over: Partial<InmarketDetail> = {}): InmarketDetail => ({
  ...stayItem(2),
  vehicleTypeName: '中型货车',
  driverName: '林师傅',
  driverPhone: null,
  items: [{ id: 'g1', productId: 'p1', productName: '土豆', categoryName: '根茎类', quantity: 800, unit: '斤', weight: 800, origin: '内蒙古乌兰察布' }],
  grossWeight: 5000,
  tareWeight: 4200,
  netWeight: 800,
  weighedAt: '2026-11-25T03:10:00+08:00',
  parking: fee(),
  detections: [],
  exitApplication: null,
  ...over,
})

export const exitDetail = (status: OutmarketStatus, over: Partial<OutmarketDetail> = {}): OutmarketDetail => ({
  id: 'x1',
  applyNo: 'CC20261126000001',
  recordId: 's2',
  plateNumber: '浙A7L902',
  status,
  payMode: 'online',
  entryTime: '2026-11-25T03:00:00+08:00',
  feeAtApplyFen: 6500,
  goodsCount: 1,
  createTime: '2026-11-26T09:00:00+08:00',
  exitTime: null,
  vehicleTypeName: '中型货车',
  driverName: '林师傅',
  driverPhone: null,
  gateName: '1号道口',
  goods: [{ goodsId: 'g1', productId: 'p1', productName: '土豆', categoryName: '根茎类', unit: '斤', quantity: 100, weight: 100, entryQuantity: 800 }],
  remark: null,
  rejectReason: status === 'rejected' ? '请补充出场货品的重量' : null,
  auditTime: null,
  parking: fee(),
  charges: [],
  ...over,
})
