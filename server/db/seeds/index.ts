/**
 * Demo data of each feature, run in order after the core market (users, areas, assets, notices).
 * A feature adds its seed module here: one file per feature, one line in this list.
 */
import type { FeatureSeed } from './context'

export const FEATURE_SEEDS: FeatureSeed[] = []
