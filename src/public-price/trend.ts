/**
 * Price movement in the Chinese market convention: a rise is red, a fall green, no change grey;
 * signed texts for the change and its percentage.
 */
import { TEXT_COLORS } from '@/config'

export type Trend = 'up' | 'down' | 'flat'

/** Text (and chart line) colours: the readable shades of error red, success green and grey. */
export const TREND_COLORS: Readonly<Record<Trend, string>> = { up: TEXT_COLORS.error, down: TEXT_COLORS.success, flat: TEXT_COLORS.help }

export const trendOf = (change: number): Trend => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat')

const signed = (n: number): string => `${n > 0 ? '+' : ''}${n.toFixed(2)}`

/** '+0.30' / '-0.30' / '0.00' (yuan). */
export const changeText = (change: number): string => signed(change)

/** '+5.00%' / '-5.00%' / '0.00%'. */
export const rateText = (rate: number): string => `${signed(rate)}%`
