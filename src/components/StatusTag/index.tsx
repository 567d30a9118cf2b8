/**
 * A small coloured tag for a status value: `<StatusTag status="submitted" map={PREFILL_STATUS} />`.
 * A status missing from the map shows its raw value in the default tone.
 */
import { Text } from '@tarojs/components'
import { TEXT_COLORS } from '@/config'
import { ACCENT_COLOR } from '@/theme'
import type { FilterTab } from '@/components/FilterTabs'
import './index.scss'

export type StatusTone = 'primary' | 'success' | 'warning' | 'danger' | 'default'

/** What each status value of a field is called and how it is coloured. */
export type StatusMap = Readonly<Record<string, { text: string; tone: StatusTone }>>

/**
 * Tag text and border: the readable shades of the brand colours (4.5:1 on the tag's white);
 * `primary` is the screen's accent (green, or the supplier blue on supplier screens).
 */
export const TONE_COLORS: Readonly<Record<StatusTone, string>> = {
  primary: ACCENT_COLOR,
  success: TEXT_COLORS.success,
  warning: TEXT_COLORS.warning,
  danger: TEXT_COLORS.error,
  default: TEXT_COLORS.help,
}

export interface StatusTagProps {
  status: string | number | null | undefined
  map: StatusMap
  className?: string
}

/** The text and tone of a status (also for screens that need the text alone, e.g. in a title). */
export function statusInfo(status: StatusTagProps['status'], map: StatusMap): { text: string; tone: StatusTone } {
  const key = status === null || status === undefined ? '' : String(status)
  return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : { text: key || '—', tone: 'default' }
}

/** A status map from a list's Chinese labels (the contract's `..._LABELS`) and a tone per value. */
export function labelledStatus<S extends string>(labels: Readonly<Record<S, string>>, tones: Readonly<Record<S, StatusTone>>): Readonly<Record<S, { text: string; tone: StatusTone }>> {
  return Object.fromEntries((Object.keys(labels) as S[]).map((s) => [s, { text: labels[s], tone: tones[s] }])) as Record<S, { text: string; tone: StatusTone }>
}

/** Filter tabs over a status map: 全部 first, then every status in the map's order. */
export function statusTabs<S extends string>(map: Readonly<Record<S, { text: string }>>): FilterTab<S | 'all'>[] {
  return [{ title: '全部', value: 'all' }, ...(Object.keys(map) as S[]).map((value) => ({ title: map[value].text, value }))]
}

export function StatusTag({ status, map, className }: StatusTagProps) {
  const { text, tone } = statusInfo(status, map)
  const color = TONE_COLORS[tone]
  return (
    <Text className={`app-status-tag app-status-tag--${tone} ${className ?? ''}`} style={{ color, borderColor: color }} data-testid="status-tag" data-tone={tone}>
      {text}
    </Text>
  )
}

export default StatusTag
