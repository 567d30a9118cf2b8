/** Shared data of the entry reporting component tests. */
import type { PrefillDetail, PrefillItem, PrefillStatus } from '@/contract/types'

export const VEHICLE_TYPES = { records: [{ id: 'vt1', name: '中型货车', code: 'M' }, { id: 'vt2', name: '冷链车', code: 'C' }], current: 1, size: 100, hasMore: false, cursor: null }

export function prefillItem(i: number, status: PrefillStatus = 'submitted'): PrefillItem {
  return {
    id: `p${i}`,
    orderNo: `BB2026010${i}0001`,
    plateNumber: `浙A1234${i % 10}`,
    vehicleTypeName: '中型货车',
    status,
    expectedTime: '2026-01-02T02:30:00.000Z',
    itemCount: 2,
    totalWeight: 2000,
    createTime: '2026-01-01T01:00:00.000Z',
  }
}

/** A page answer; `total` (every row) decides `hasMore` and is answered too, as with `withTotal`. */
export const page = <T,>(records: T[], total = records.length, current = 1) => {
  const hasMore = (current - 1) * 20 + records.length < total
  return { records, total, current, size: 20, hasMore, cursor: hasMore ? `after-${current}` : null }
}

export function prefillDetail(status: PrefillStatus = 'submitted', extra: Partial<PrefillDetail> = {}): PrefillDetail {
  return {
    ...prefillItem(1, status),
    vehicleTypeId: 'vt1',
    driverName: '张师傅',
    driverPhone: '13700000001',
    items: [
      { productId: 'g1', productName: '红富士苹果', categoryName: '水果', quantity: 120, unit: '箱', weight: 1200, origin: '山东烟台' },
      { productId: 'g2', productName: '脐橙', categoryName: '水果', quantity: 80, unit: '箱', weight: 800.5, origin: null },
    ],
    rejectReason: status === 'rejected' ? '货物重量与车辆核载不符' : null,
    entryTime: status === 'entered' ? '2026-01-02T03:00:00.000Z' : null,
    remark: '凌晨到货',
    ...extra,
  }
}
