/** H5: no status bar and no capsule, a fixed 44 px bar. */
export interface NavBarMetrics {
  statusBarHeight: number
  barHeight: number
  sideWidth: number
}

export const FALLBACK_BAR_HEIGHT = 44
const H5_METRICS: NavBarMetrics = { statusBarHeight: 0, barHeight: FALLBACK_BAR_HEIGHT, sideWidth: 44 }

export const measureNavBar = (): NavBarMetrics => H5_METRICS
export const navBarMetrics = (): NavBarMetrics => H5_METRICS
export function resetNavBarMetrics(): void {}
