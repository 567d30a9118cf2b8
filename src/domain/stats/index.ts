/**
 * Trade statistics shared by the shop's and the buyer's screens (docs/trade.md section 15): the
 * period tabs and the chart of a series (amount per day, week or month, in yuan).
 */
import type { UChartsOptions } from '@qiun/ucharts'
import { STAT_PERIOD_LABELS, STAT_PERIODS, type StatPeriod, type StatPoint } from '@/contract/types'
import { THEME } from '@/config'
import { chartBase, type ChartCanvas } from '@/components/Chart'
import type { FilterTab } from '@/components/FilterTabs'

export const PERIOD_TABS: readonly FilterTab<StatPeriod>[] = STAT_PERIODS.map((p) => ({ value: p, title: STAT_PERIOD_LABELS[p] }))

/** What the range covers, e.g. '近30天'. */
export const PERIOD_RANGE: Readonly<Record<StatPeriod, string>> = { day: '近30天', week: '近12周', month: '近12个月' }

/** Amounts per bucket as columns, in yuan; dates on the x axis. */
export function seriesChartOptions(series: readonly StatPoint[], name: string, canvas: ChartCanvas, color: string = THEME.primary): UChartsOptions {
  const values = series.map((p) => p.amountFen / 100)
  const top = Math.max(0, ...values)
  return {
    type: 'column',
    ...chartBase(canvas),
    categories: series.map((p) => p.label),
    series: [{ name, data: values, color }],
    legend: { show: false },
    xAxis: { disableGrid: true, labelCount: series.length > 12 ? 6 : series.length, fontSize: 10 },
    yAxis: { gridType: 'dash', splitNumber: 4, data: [{ min: 0, max: top > 0 ? Math.ceil(top * 1.1) : 10, fontSize: 10, tofix: 0 }] },
    extra: { column: { type: 'group', width: series.length > 12 ? 6 : 14 } },
  }
}

/** True when the series has nothing in it (the chart then shows an empty state instead). */
export const seriesEmpty = (series: readonly StatPoint[]): boolean => series.every((p) => p.amountFen === 0 && p.orderCount === 0)
