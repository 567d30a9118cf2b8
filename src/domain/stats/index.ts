/**
 * Trade statistics shared by the shop's and the buyer's screens (docs/trade.md section 15): the
 * period tabs, what each period covers, and a series as both screens draw it (StatBlocks'
 * SeriesBars: columns of views, so neither role's package carries a chart library).
 */
import { STAT_PERIOD_LABELS, type StatPeriod, type StatPoint } from '@/contract/types'
import { tabsOf } from '@/components/FilterTabs'

export const PERIOD_TABS = tabsOf(STAT_PERIOD_LABELS, { all: false })

/** What the range covers, e.g. '近30天'. */
export const PERIOD_RANGE: Readonly<Record<StatPeriod, string>> = { day: '近30天', week: '近12周', month: '近12个月' }

/** A series with its period and dates (SupplierSales and PurchaserSummary both are). */
export interface SeriesData {
  period: StatPeriod
  from: string
  to: string
  series: StatPoint[]
}

/** True when the series has nothing in it (an empty state is shown instead of a chart). */
export const seriesEmpty = (series: readonly StatPoint[]): boolean => series.every((p) => p.amountFen === 0 && p.orderCount === 0)
