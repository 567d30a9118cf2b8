/**
 * The trend chart (uCharts) for the analysis popup. weapp: it ships in the public-price package,
 * ready at once. H5 loads it on demand instead (lazy.h5.ts).
 */
import { loadedModule } from '@/core/lazy'
import * as TrendChartModule from './index'

export const trendChartModule = loadedModule(TrendChartModule)
