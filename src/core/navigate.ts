/**
 * Page navigation with the spec's lock (section 4): while one jump runs a new one is refused; the
 * lock is released when the jump completes or after the switch-page time-out. Refusals: already on
 * the target page, a tab switch while the guard is busy, a page mid-navigation. Past 9 pages on the
 * stack a push becomes a redirect (WeChat's stack holds 10).
 */
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config'
import { NOT_FOUND_PAGE, pathOf, type NeedsParams, type ParamsOf, type RouteName } from '@/routes'
import { encodeForm } from './request/encode'
import { STORAGE_KEYS } from './storageKeys'

export type NavRefusal = 'same-page' | 'tab-busy' | 'navigating'
export interface NavResult {
  ok: boolean
  reason?: NavRefusal
  /** A push was turned into a redirect because the stack was nearly full. */
  redirected?: boolean
}

let locked = false
let lockTimer: ReturnType<typeof setTimeout> | undefined

function lock(): void {
  locked = true
  clearTimeout(lockTimer)
  lockTimer = setTimeout(unlock, LIMITS.switchPageTimeoutMs)
}
function unlock(): void {
  locked = false
  clearTimeout(lockTimer)
}
/** Whether a jump is running (for tests and for callers that want to wait). */
export const isNavigating = (): boolean => locked

/** Builds `/path?a=1&b=2`, leaving out empty parameters. */
export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const qs = encodeForm(params)
  return qs ? `${path}?${qs}` : path
}

function parse(url: string): { route: string; params: Record<string, string> } {
  const [path, query = ''] = url.split('?')
  const params: Record<string, string> = {}
  for (const kv of query.split('&').filter(Boolean)) {
    const [k, v = ''] = kv.split('=')
    params[decodeURIComponent(k)] = decodeURIComponent(v)
  }
  return { route: path.replace(/^\/+/, ''), params }
}

/** The page on top of the stack, and the stack's depth. */
function topPage(): { page: { route?: string; options?: Record<string, string> } | undefined; depth: number } {
  const pages = Taro.getCurrentPages()
  return { page: pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined, depth: pages.length }
}

function samePage(url: string): boolean {
  const current = topPage().page
  if (!current?.route) return false
  const target = parse(url)
  const here = parse(current.route)
  if (here.route !== target.route) return false
  const options = { ...here.params, ...(current.options ?? {}) }
  const keys = new Set([...Object.keys(options), ...Object.keys(target.params)])
  return [...keys].every((k) => String(options[k] ?? '') === String(target.params[k] ?? ''))
}

type Jump = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch'

async function jump(kind: Jump, url: string, redirected = false): Promise<NavResult> {
  lock()
  try {
    await Taro[kind]({ url })
    return redirected ? { ok: true, redirected } : { ok: true }
  } finally {
    unlock()
  }
}

const refuse = (reason: NavRefusal): NavResult => ({ ok: false, reason })

export async function navigateTo(url: string): Promise<NavResult> {
  if (locked) return refuse('navigating')
  if (samePage(url)) return refuse('same-page')
  const nearlyFull = Taro.getCurrentPages().length >= LIMITS.maxPageStack - 1
  return nearlyFull ? jump('redirectTo', url, true) : jump('navigateTo', url)
}

export async function redirectTo(url: string): Promise<NavResult> {
  if (locked) return refuse('navigating')
  if (samePage(url)) return refuse('same-page')
  return jump('redirectTo', url)
}

export async function switchTab(url: string): Promise<NavResult> {
  if (locked) return refuse('tab-busy')
  if (samePage(url)) return refuse('same-page')
  return jump('switchTab', url)
}

/** Starts over at `url` (login, logout, session loss): never refused by the lock. */
export async function reLaunch(url: string): Promise<NavResult> {
  return jump('reLaunch', url)
}

/** Back `delta` pages; with nothing to go back to (a deep link on H5) opens `fallback` instead. */
export async function navigateBack(fallback: string, delta = 1): Promise<NavResult> {
  if (locked) return refuse('navigating')
  if (Taro.getCurrentPages().length <= delta) return jump('reLaunch', fallback)
  lock()
  try {
    await Taro.navigateBack({ delta })
    return { ok: true }
  } finally {
    unlock()
  }
}

/** How `go` moves: push (default), replace the current page, or start over. */
export interface GoOptions {
  replace?: boolean
  relaunch?: boolean
}
type GoArgs<N extends RouteName> = NeedsParams<N> extends true ? [params: ParamsOf<N>, options?: GoOptions] : [params?: ParamsOf<N>, options?: GoOptions]

/** The URL of a named screen with its parameters. */
export function screenUrl<N extends RouteName>(name: N, params?: ParamsOf<N>): string {
  return buildUrl(pathOf(name), params as Record<string, unknown> | undefined)
}

/**
 * Opens a screen by its name in the route table, with its typed parameters:
 * `go('complaintDetail', { id })`. The only way screens navigate (design section 5).
 */
export function go<N extends RouteName>(name: N, ...[params, options = {}]: GoArgs<N>): Promise<NavResult> {
  const url = screenUrl(name, params)
  if (options.relaunch) return reLaunch(url)
  return options.replace ? redirectTo(url) : navigateTo(url)
}

/**
 * Which page is on top now (its depth, route and options): compare two readings to know whether
 * the user went elsewhere in between.
 */
export function topPageKey(): string {
  const { page, depth } = topPage()
  return page ? `${depth} ${page.route ?? ''} ${JSON.stringify(page.options ?? {})}` : ''
}

type StackPage = { route?: string; options?: Record<string, string> }

/** A page of the stack as a URL: its path and its own parameters (not Taro's `$taroTimestamp` / `stamp`). */
function urlOf(page: StackPage): string {
  const { route, params } = parse(page.route ?? '')
  const own = Object.fromEntries(Object.entries({ ...params, ...(page.options ?? {}) }).filter(([k]) => !k.startsWith('$') && k !== 'stamp'))
  return buildUrl(`/${route}`, Object.fromEntries(Object.entries(own).sort(([a], [b]) => (a < b ? -1 : 1))))
}

/** How long a remembered way back stays good: a payment round trip, not the next day's visit. */
const WAY_BACK_MS = 30 * 60 * 1000

/**
 * Before the app leaves for an outside page that returns to the current screen (the payment
 * simulator's checkout on H5: a page load), remembers the page below it: the screen comes back as
 * the only page, and without this its back arrow would have become home (我的订单 lost).
 */
export function rememberWayBack(): void {
  const pages = Taro.getCurrentPages() as StackPage[]
  const here = pages[pages.length - 1]
  const below = pages[pages.length - 2]
  if (here && below) Taro.setStorageSync(STORAGE_KEYS.wayBack, { page: urlOf(here), back: urlOf(below), savedAt: Date.now() })
  else Taro.removeStorageSync(STORAGE_KEYS.wayBack)
}

/** The page to go back to from the only page on the stack, when `rememberWayBack` kept one for it; else null. */
export function wayBack(): string | null {
  const pages = Taro.getCurrentPages() as StackPage[]
  if (pages.length !== 1) return null
  const kept = Taro.getStorageSync(STORAGE_KEYS.wayBack) as { page?: string; back?: string; savedAt?: number } | ''
  if (!kept || kept.page !== urlOf(pages[0]) || !kept.back || Date.now() - (kept.savedAt ?? 0) > WAY_BACK_MS) return null
  return kept.back
}

/**
 * A link to a page that does not exist (a mistyped H5 address `#/no/such/page`, an outdated share
 * on weapp) opens the 页面不存在 screen instead of an empty one. Called once at start (app.tsx).
 */
export function watchPageNotFound(): void {
  Taro.onPageNotFound(() => void jump('reLaunch', NOT_FOUND_PAGE))
}

/** Back one page; with nothing to go back to (an H5 deep link) opens `fallback`. */
export function goBack(fallback: RouteName = 'navi'): Promise<NavResult> {
  return navigateBack(pathOf(fallback))
}
