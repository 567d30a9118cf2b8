/**
 * Custom navigation bar geometry on weapp: the bar sits below the status bar and is as tall as the
 * capsule button plus equal gaps above and below it; the title keeps clear of the capsule. The
 * capsule rect can throw or come back as zeros (some devices, early in start-up): then a 44 px bar
 * below the status bar and a typical capsule width are used.
 */
import Taro from '@tarojs/taro'

export interface NavBarMetrics {
  /** Height of the system status bar above the bar, px. */
  statusBarHeight: number
  /** Height of the bar itself, px. */
  barHeight: number
  /** Room kept free on each side of the title (the capsule's width plus its margin), px. */
  sideWidth: number
}

export const FALLBACK_BAR_HEIGHT = 44
const FALLBACK_SIDE_WIDTH = 96
const FALLBACK_STATUS_BAR = 20

function statusBarHeight(): number {
  try {
    const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
    const h = Number(info?.statusBarHeight)
    return Number.isFinite(h) && h > 0 ? h : FALLBACK_STATUS_BAR
  } catch {
    return FALLBACK_STATUS_BAR
  }
}

function windowWidth(): number {
  try {
    const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
    return Number(info?.windowWidth) || 375
  } catch {
    return 375
  }
}

export function measureNavBar(): NavBarMetrics {
  const status = statusBarHeight()
  const fallback = { statusBarHeight: status, barHeight: FALLBACK_BAR_HEIGHT, sideWidth: FALLBACK_SIDE_WIDTH }
  let rect: { top: number; height: number; left: number; width: number } | null = null
  try {
    rect = Taro.getMenuButtonBoundingClientRect()
  } catch {
    return fallback
  }
  if (!rect || !(rect.height > 0) || !(rect.width > 0) || !(rect.top > 0)) return fallback
  const gap = rect.top - status
  if (gap < 0 || gap > rect.height) return fallback
  const side = windowWidth() - rect.left
  return {
    statusBarHeight: status,
    barHeight: Math.round(rect.height + gap * 2),
    sideWidth: side > 0 && side < 200 ? Math.round(side) : FALLBACK_SIDE_WIDTH,
  }
}

let cached: NavBarMetrics | null = null

/** The metrics, measured once (they do not change while the app runs). */
export function navBarMetrics(): NavBarMetrics {
  if (!cached) cached = measureNavBar()
  return cached
}

/** Forgets the measured metrics (tests). */
export function resetNavBarMetrics(): void {
  cached = null
}
