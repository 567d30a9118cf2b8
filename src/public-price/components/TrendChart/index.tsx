/**
 * A product's price trend drawn by uCharts on a 2d canvas (weapp and H5). uCharts is imported only
 * here, inside the public-price package, so the main package and the H5 first load do not carry it.
 * Redraws whenever `analysis` changes; waits until the canvas node is rendered and laid out.
 */
import { memo, useEffect, useState } from 'react'
import { Canvas, View } from '@tarojs/components'
import UCharts from '@qiun/ucharts'
import type { PriceAnalysis } from '@/contract/types'
import { canvasNode } from './canvasNode'
import { chartOptions } from './chartOptions'
import './index.scss'

const RETRY_MS = 50
const MAX_TRIES = 40
let seq = 0

/** The canvas element never re-renders: on H5 a re-render resets the canvas size. */
const ChartCanvas = memo(function ChartCanvas({ id }: { id: string }) {
  return <Canvas type="2d" id={id} canvasId={id} className="trend-chart__canvas" />
})

export function TrendChart({ analysis }: { analysis: PriceAnalysis }) {
  const [id] = useState(() => `price-trend-${++seq}`)
  useEffect(() => {
    let stopped = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const draw = async () => {
      const target = await canvasNode(id)
      if (stopped) return
      if (!target) {
        if (++tries < MAX_TRIES) timer = setTimeout(() => void draw(), RETRY_MS)
        return
      }
      const { canvas, width, height, pixelRatio } = target
      canvas.width = Math.round(width * pixelRatio)
      canvas.height = Math.round(height * pixelRatio)
      new UCharts(chartOptions(analysis, { context: canvas.getContext('2d'), width: canvas.width, height: canvas.height, pixelRatio }))
    }
    void draw()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [analysis, id])
  return (
    <View className="trend-chart" data-testid="trend-chart">
      <ChartCanvas id={id} />
    </View>
  )
}

export default TrendChart
