/**
 * The trend chart for the analysis popup, H5: uCharts and the canvas support are a chunk of their
 * own, fetched when the popup opens, so the price board does not wait for them.
 */
import { lazyModule } from '@/core/lazy'

export const trendChartModule = lazyModule(() => import('./index'))
