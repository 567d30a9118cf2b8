/**
 * The market's clock on any phone (contract MARKET_UTC_OFFSET_MINUTES: China, UTC+8, no daylight
 * saving): a dayjs whose local fields read the market's wall time whatever zone the device is set
 * to. The server's "today" is the market's (server/lib/dates.ts `chinaDay`), so a form's default
 * day and its bounds come from here, not from `dayjs()`: from 16:00 to 24:00 UTC a phone set to
 * UTC is still on the market's yesterday, and a day it offered as today would be refused.
 */
import dayjs from 'dayjs'
import { MARKET_UTC_OFFSET_MINUTES } from '@/contract/limits'

/** Now, as the market's wall clock reads it. */
export function marketNow(now: number = Date.now()): dayjs.Dayjs {
  return dayjs(now + (MARKET_UTC_OFFSET_MINUTES + new Date(now).getTimezoneOffset()) * 60_000)
}

/** The market's today, 'YYYY-MM-DD'. */
export const marketToday = (now?: number): string => marketNow(now).format('YYYY-MM-DD')
