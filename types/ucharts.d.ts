/** The part of uCharts (@qiun/ucharts, shipped without types) the charts use (components/Chart). */
declare module '@qiun/ucharts' {
  export interface UChartsSeries {
    name: string
    data: Array<number | null>
    color?: string
    lineType?: 'solid' | 'dash'
    dashLength?: number
  }
  export interface UChartsOptions {
    type: 'line' | 'area' | 'column' | 'mix'
    context: unknown
    /** Canvas pixels (CSS size × pixelRatio). */
    width: number
    height: number
    pixelRatio?: number
    canvas2d?: boolean
    animation?: boolean
    background?: string
    color?: string[]
    padding?: number[]
    fontSize?: number
    dataLabel?: boolean
    dataPointShape?: boolean
    enableScroll?: boolean
    categories: string[]
    series: UChartsSeries[]
    legend?: Record<string, unknown>
    xAxis?: Record<string, unknown>
    yAxis?: Record<string, unknown>
    extra?: Record<string, unknown>
  }
  export default class UCharts {
    constructor(options: UChartsOptions)
  }
}
