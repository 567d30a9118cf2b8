/**
 * A small coloured tag for a status value: `<StatusTag status="submitted" map={PREFILL_STATUS} />`.
 * A status missing from the map shows its raw value in the default tone.
 */
import { Text } from '@tarojs/components'
import { TEXT_COLORS } from '@/config'
import { ACCENT_COLOR } from '@/theme'
import './index.scss'

export type StatusTone = 'primary' | 'success' | 'warning' | 'danger' | 'default'

/** What each status value of a field is called and how it is coloured. */
export type StatusMap<S extends string = string> = Readonly<Record<S, { text: string; tone: StatusTone }>>

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

/**
 * The one recipe for a status map: the Chinese labels (the contract's `X_STATE_LABELS`, in the
 * order of its state list; a domain's own labels only for a value the contract does not carry,
 * such as a derived flag) and a tone per value. Tabs over it: `tabsOf` (FilterTabs).
 */
export function statusMap<S extends string>(labels: Readonly<Record<S, string>>, tones: Readonly<Record<S, StatusTone>>): StatusMap<S> {
  const map = {} as Record<S, { text: string; tone: StatusTone }>
  for (const s of Object.keys(labels) as S[]) map[s] = { text: labels[s], tone: tones[s] }
  return map
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
