/** A series as a uCharts column chart (amounts in yuan per day, week or month): the shop's sales screen. */
import { useCallback } from 'react'
import type { UChartsOptions } from '@qiun/ucharts'
import type { StatPoint } from '@/contract/types'
import { money } from '@/core/format'
import { Chart, chartBase, type ChartCanvas } from '@/components/Chart'
import { PERIOD_RANGE, type SeriesData } from './index'

export function seriesChartOptions(series: readonly StatPoint[], name: string, canvas: ChartCanvas, color: string): UChartsOptions {
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

export function SeriesChart({ data: d, name, totalFen, color, testId }: { data: SeriesData; name: string; totalFen: number; color: string; testId: string }) {
  const options = useCallback((c: ChartCanvas) => seriesChartOptions(d.series, name, c, color), [d, name, color])
  return <Chart options={options} label={`${PERIOD_RANGE[d.period]}${name}柱状图，合计${money(totalFen / 100)}`} testId={testId} />
}
