/**
 * The uCharts options of a product's price trend: the daily average price as a solid line with the
 * day's highest and lowest prices as dashed lines around it, dates (MM-DD) on the x axis.
 */
import type { UChartsOptions } from '@qiun/ucharts'
import type { PriceAnalysis } from '@/contract/types'
import { chartBase, type ChartCanvas } from '@/components/Chart'
import { TREND_COLORS } from '@/public-price/trend'

export const PRICE_LINE_COLOR = '#1677ff'

export function chartOptions(a: PriceAnalysis, canvas: ChartCanvas): UChartsOptions {
  const low = Math.min(...a.points.map((p) => p.minPrice))
  const high = Math.max(...a.points.map((p) => p.maxPrice))
  // Some room above and below the band so the lines do not touch the frame.
  const pad = Math.max((high - low) * 0.1, 0.1)
  return {
    type: 'line',
    ...chartBase(canvas),
    dataPointShape: a.points.length <= 7,
    categories: a.points.map((p) => p.date.slice(5)),
    series: [
      { name: '均价', data: a.points.map((p) => p.price), color: PRICE_LINE_COLOR },
      { name: '最高价', data: a.points.map((p) => p.maxPrice), color: TREND_COLORS.up, lineType: 'dash', dashLength: 4 },
      { name: '最低价', data: a.points.map((p) => p.minPrice), color: TREND_COLORS.down, lineType: 'dash', dashLength: 4 },
    ],
    legend: { show: true, position: 'top', fontSize: 10, lineHeight: 12 },
    xAxis: { disableGrid: true, labelCount: 5, fontSize: 10, boundaryGap: 'justify' },
    yAxis: { gridType: 'dash', splitNumber: 4, data: [{ min: Math.max(0, Math.floor((low - pad) * 10) / 10), max: Math.ceil((high + pad) * 10) / 10, fontSize: 10, tofix: 2 }] },
    extra: { line: { type: 'straight', width: 2 } },
  }
}
