/**
 * A product's price trend: the shared uCharts chart (components/Chart, loaded lazily) with the
 * price options; drawn again whenever `analysis` changes.
 */
import { useCallback } from 'react'
import type { PriceAnalysis } from '@/contract/types'
import { Chart, type ChartCanvas } from '@/components/Chart'
import { chartOptions } from './chartOptions'

export function TrendChart({ analysis }: { analysis: PriceAnalysis }) {
  const options = useCallback((canvas: ChartCanvas) => chartOptions(analysis, canvas), [analysis])
  return <Chart options={options} label={`${analysis.productName}价格走势图`} testId="trend-chart" />
}

export default TrendChart
