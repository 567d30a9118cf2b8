/**
 * The analysis popup's code for the price page. weapp: it ships in the public-price package,
 * ready at once. H5 loads it on the first pick instead (lazy.h5.ts).
 */
import { loadedModule } from '@/core/lazy'
import * as AnalysisPanelModule from './index'

export const analysisPanelModule = loadedModule(AnalysisPanelModule)
