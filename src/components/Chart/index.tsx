/**
 * A uCharts chart on a 2d canvas (weapp and H5), shared by the price trend and the trade
 * statistics. `options` builds the chart for the laid-out canvas; the chart is drawn again
 * whenever `options` changes (keep it stable with useCallback). uCharts is loaded lazily: on H5
 * it is a chunk of its own fetched when the first chart draws; on weapp it stays in the package
 * of the screens that show a chart (never the main package).
 */
import { memo, useEffect, useState } from 'react'
import { Canvas, View } from '@tarojs/components'
import type { UChartsOptions } from '@qiun/ucharts'
import { canvasNode } from '@/core/wechat/canvasNode'
import './index.scss'

/** The canvas a chart draws on: its 2d context and size in canvas pixels. */
export interface ChartCanvas {
  context: unknown
  width: number
  height: number
  pixelRatio: number
}

export type ChartOptions = (canvas: ChartCanvas) => UChartsOptions

/** What every chart of the app shares: the canvas, no animation, a white ground, small type. */
export const chartBase = (canvas: ChartCanvas): Omit<UChartsOptions, 'type' | 'categories' | 'series'> => ({
  ...canvas,
  canvas2d: true,
  animation: false,
  background: '#FFFFFF',
  padding: [12, 12, 4, 4],
  fontSize: 10,
  dataLabel: false,
})

const RETRY_MS = 50
const MAX_TRIES = 40
let seq = 0

const loadUCharts = () => import('@qiun/ucharts').then((m) => m.default)

/** The canvas element never re-renders: on H5 a re-render resets the canvas size. */
const ChartCanvasNode = memo(function ChartCanvasNode({ id }: { id: string }) {
  return <Canvas type="2d" id={id} canvasId={id} className="app-chart__canvas" />
})

export interface ChartProps {
  options: ChartOptions
  /** CSS class of the frame (its height is the chart's; default 440 design px). */
  className?: string
  /** Read aloud instead of the drawing (the canvas itself says nothing). */
  label: string
  testId?: string
}

export function Chart({ options, className, label, testId = 'chart' }: ChartProps) {
  const [id] = useState(() => `app-chart-${++seq}`)
  useEffect(() => {
    let stopped = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const draw = async () => {
      const [target, UCharts] = await Promise.all([canvasNode(id), loadUCharts()])
      if (stopped) return
      if (!target) {
        if (++tries < MAX_TRIES) timer = setTimeout(() => void draw(), RETRY_MS)
        return
      }
      const { canvas, width, height, pixelRatio } = target
      canvas.width = Math.round(width * pixelRatio)
      canvas.height = Math.round(height * pixelRatio)
      new UCharts(options({ context: canvas.getContext('2d'), width: canvas.width, height: canvas.height, pixelRatio }))
    }
    draw().catch((e) => console.warn('[chart] not drawn', e))
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [options, id])
  return (
    <View className={`app-chart ${className ?? ''}`} data-testid={testId} role="img" aria-label={label}>
      <ChartCanvasNode id={id} />
    </View>
  )
}

export default Chart
