/**
 * Detail screens: `DetailSection` is a titled white card (any content; `extra` on the right of the
 * title); `DetailRows` are its label / value lines. Empty values show '—'; `phone` rows show a
 * mobile masked (spec section 9: 138****5678) and call the full number when tapped (a `'driver'`
 * phone row stays tappable when empty and says 未查询到司机电话, spec section 8); `copyable` rows
 * copy the value (复制, then the toast 已复制).
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'
import { maskPhone } from '@/core/format'
import { callPhone, NO_DRIVER_PHONE } from '@/core/wechat/phone'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface DetailRow {
  label: string
  value: ReactNode
  /** Tap 复制 to copy the value (its text). */
  copyable?: boolean
  /**
   * The value is a phone number: tap to call it. `'driver'`: a driver's phone, which stays
   * tappable when there is none and then says 未查询到司机电话 (spec section 8).
   */
  phone?: boolean | 'driver'
  /** Leaves the row out (e.g. a field only some roles see). */
  hidden?: boolean
}

export const EMPTY_VALUE = '—'

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === false || (typeof v === 'string' && v.trim() === '')

export async function copyText(text: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: text })
    toast('已复制')
  } catch {
    // The user refused clipboard access; nothing was copied.
  }
}

/** Tapping a phone row calls its number; an empty driver's phone says there is none. */
function phoneAction(row: DetailRow, number: string): (() => void) | undefined {
  if (!row.phone) return undefined
  if (number) return () => void callPhone(number)
  return row.phone === 'driver' ? () => void callPhone(null, NO_DRIVER_PHONE) : undefined
}

export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <View className="app-detail-rows">
      {rows
        .filter((r) => !r.hidden)
        .map((row, i) => {
          const empty = isEmpty(row.value)
          const text = typeof row.value === 'string' || typeof row.value === 'number' ? String(row.value) : ''
          const call = phoneAction(row, empty ? '' : text)
          return (
            <View key={`${row.label}-${i}`} className="app-detail-rows__row" data-testid="detail-row">
              <Text className="app-detail-rows__label">{row.label}</Text>
              <View
                className={`app-detail-rows__value ${call ? 'app-detail-rows__value--link' : ''}`}
                data-testid={row.phone ? 'detail-phone' : undefined}
                {...(call ? pressable(call) : {})}
                onClick={call}
              >
                {empty ? EMPTY_VALUE : row.phone ? maskPhone(text) : row.value}
              </View>
              {row.copyable && !empty && text && (
                <Text className="app-detail-rows__action" data-testid="detail-copy" {...pressable(() => void copyText(text))} onClick={() => void copyText(text)}>
                  复制
                </Text>
              )}
            </View>
          )
        })}
    </View>
  )
}

export interface DetailSectionProps {
  title?: ReactNode
  extra?: ReactNode
  rows?: readonly DetailRow[]
  children?: ReactNode
  className?: string
}

export function DetailSection({ title, extra, rows, children, className }: DetailSectionProps) {
  return (
    <View className={`app-detail-section ${className ?? ''}`}>
      {(title || extra) && (
        <View className="app-detail-section__head">
          <Text className="app-detail-section__title">{title}</Text>
          {extra}
        </View>
      )}
      {rows && <DetailRows rows={rows} />}
      {children}
    </View>
  )
}

/** The same card for any content (a chart, a list, a form summary). */
export const Section = DetailSection

export default DetailSection
