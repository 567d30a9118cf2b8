/**
 * The analysis popup's code for the price page, H5: NutUI's Popup with its transitions and the
 * analysis are a chunk of their own, fetched on the first pick, so the board loads without them.
 */
import { lazyModule } from '@/core/lazy'

export const analysisPanelModule = lazyModule(() => import('./index'))
