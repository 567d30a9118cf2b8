/**
 * THE route table: one file per group (general.ts, supplier.ts, ...), written with the `route()`
 * builder of route.ts, joined here. app.config.ts (main package and subpackages), page titles,
 * pull-to-refresh flags, H5 aliases, the role home menus and the screen shell's permission check
 * (roles and module) are all derived from it; tests/unit/routes.test.ts checks every entry against
 * docs/routes.json. A screen designed but not built yet carries `planned: true`: it has its name
 * (so `go()` to it type-checks) but is left out of the app, the aliases, the menus and the path
 * lookup until its builder removes the flag with the screen file.
 *
 * Runs when the app loads (also on WeChat's older engines): plain loops, no Object.fromEntries or
 * Array.prototype.flatMap.
 */
import type { Role } from '@/contract/types'
import type { Accent } from '@/theme'
import { DC_ROUTES } from './dc'
import { GENERAL_ROUTES } from './general'
import { KNOWLEDGE_ROUTES } from './knowledge'
import { MAINTAINER_ROUTES } from './maintainer'
import { PROPRIETOR_ROUTES } from './proprietor'
import { PUBLIC_PRICE_ROUTES } from './publicPrice'
import { PURCHASER_ROUTES } from './purchaser'
import { RECEIPT_ROUTES } from './receipt'
import { STALL_ROUTES } from './stall'
import type { RouteDef } from './route'
import { SCANORDER_ROUTES } from './scanorder'
import { STAFF_ROUTES } from './staff'
import { SUPPLIER_ROUTES } from './supplier'
import { SUYUAN_ROUTES } from './suyuan'
import { YDUI_ROUTES } from './ydui'

export type { MenuEntry, ParamSpec, RouteDef, RouteGroup } from './route'
export { menuCaption, refusalOf, type Refusal } from './access'

/**
 * Every route. The general screens come first (the first is the start page); a role's menu lists
 * its entries in this order (account items last), so the shared screens lead the role's own.
 */
export const ROUTES = [
  ...GENERAL_ROUTES,
  ...KNOWLEDGE_ROUTES,
  ...PUBLIC_PRICE_ROUTES,
  ...SUPPLIER_ROUTES,
  ...STALL_ROUTES,
  ...PURCHASER_ROUTES,
  ...MAINTAINER_ROUTES,
  ...PROPRIETOR_ROUTES,
  ...DC_ROUTES,
  ...STAFF_ROUTES,
  ...SUYUAN_ROUTES,
  ...YDUI_ROUTES,
  ...SCANORDER_ROUTES,
  ...RECEIPT_ROUTES,
] as const satisfies readonly RouteDef[]

type RouteEntry = (typeof ROUTES)[number]
/** Every screen's name. */
export type RouteName = RouteEntry['name']
type EntryNamed<N extends RouteName> = Extract<RouteEntry, { name: N }>
type SpecOf<N extends RouteName> = EntryNamed<N> extends { params: infer S } ? S : Record<never, never>
type RequiredKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? never : K }[keyof S]
type OptionalKeys<S> = Exclude<keyof S, RequiredKeys<S>>

/** What a navigation passes to a screen: its required parameters, and any of its optional ones. */
export type ParamsOf<N extends RouteName> = { [K in RequiredKeys<SpecOf<N>>]: string | number } & { [K in OptionalKeys<SpecOf<N>>]?: string | number | null }
/** What a screen reads: required parameters are there (the shell checks), optional ones may be ''. */
export type ParamsRead<N extends RouteName> = { readonly [K in keyof SpecOf<N>]: string }
/** `true` when the screen has a required parameter (then `go` needs its params argument). */
export type NeedsParams<N extends RouteName> = [RequiredKeys<SpecOf<N>>] extends [never] ? false : true

/** The screens that exist: every route but the planned ones. */
export const BUILT_ROUTES: readonly RouteDef[] = (ROUTES as readonly RouteDef[]).filter((r) => !r.planned)

/** The screens of one build: the mini program leaves out the H5 app's own pages (`h5Only`). */
export const routesOfTarget = (target: string | undefined): readonly RouteDef[] => (target === 'weapp' ? BUILT_ROUTES.filter((r) => !r.h5Only) : BUILT_ROUTES)
/** The glyph keys the route table's menus use: components/MenuGrid/glyphs.ts draws exactly these. */
export type MenuIcon = Extract<RouteEntry, { menu: unknown }>['menu']['icon']

const byName: Record<string, RouteDef> = {}
const byPath = new Map<string, RouteDef>()
for (const r of ROUTES as readonly RouteDef[]) byName[r.name] = r
for (const r of BUILT_ROUTES) {
  byPath.set(r.path, r)
  for (const alias of r.aliases) byPath.set(alias, r)
}

/** Routes by name. */
export const ROUTE_BY_NAME = byName as { readonly [N in RouteName]: EntryNamed<N> }
/** Built routes by canonical path and by alias. */
export const ROUTE_BY_PATH: ReadonlyMap<string, RouteDef> = byPath

/** The canonical path of a named screen. */
export const pathOf = (name: RouteName): string => ROUTE_BY_NAME[name].path

/** The accent a screen's frame wears. */
export const accentOf = (route: Pick<RouteDef, 'group' | 'accent'> | undefined): Accent => route?.accent ?? (route?.group === 'supplier' ? 'supplier' : 'primary')

/** Labels of the required parameters missing from `params`. */
export function missingParams(route: Pick<RouteDef, 'params'> | undefined, params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(route?.params ?? {})
    .filter(([key, spec]) => !spec.optional && !params[key])
    .map(([, spec]) => spec.label)
}

/** The weapp page path of a route: no leading slash. */
/**
 * Where a link to a page that does not exist lands (a mistyped H5 address, an outdated share):
 * a 页面不存在 screen with the way home (core/navigate watchPageNotFound). Not a screen anyone
 * navigates to, so not in the table; app.config.ts adds it to the main package.
 */
export const NOT_FOUND_PAGE = '/pages/notFound'

export const pagePath = (path: string): string => path.replace(/^\//, '')

/** The route of a path or alias (a query string is ignored). */
export function findRoute(path: string): RouteDef | undefined {
  return ROUTE_BY_PATH.get('/' + pagePath(path.split('?')[0]))
}

/** A role's home screen and login screen (the general login without a role). */
export const homeRoute = (role: Role) => `${role}Home` as const satisfies RouteName
export const loginRoute = (role?: Role | null): 'login' | `${Role}Login` => (role ? `${role}Login` : 'login')

/** Menu entries of a role's home: built screens with a menu that the role may open, in menu order. */
export const menuFor = (role: Role): Array<RouteDef & { name: RouteName }> =>
  (BUILT_ROUTES as readonly (RouteDef & { name: RouteName })[])
    .filter((r) => r.menu && (!r.roles || r.roles.includes(role)))
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0))

/**
 * The weapp package root of a screen, or null for the main package. The main package holds the
 * general screens that stand alone (/pages/login, /search, ...); a general feature folder
 * (/pages/complaint/...) is a subpackage rooted at that folder, so its paths stay as the spec gives
 * them while its code stays out of the main package (600 KB budget); every other group is a
 * subpackage named after it.
 */
export function packageRoot(route: Pick<RouteDef, 'path' | 'group'>): string | null {
  if (route.group !== 'general') return route.group
  const parts = pagePath(route.path).split('/')
  return parts[0] === 'pages' && parts.length > 2 ? `pages/${parts[1]}` : null
}

/** Main package pages and the subpackages, for app.config.ts. */
export function packages(routes: readonly RouteDef[] = BUILT_ROUTES): {
  pages: string[]
  subPackages: Array<{ root: string; pages: string[] }>
} {
  const pages: string[] = []
  const subs = new Map<string, string[]>()
  for (const r of routes) {
    const root = packageRoot(r)
    if (!root) {
      pages.push(pagePath(r.path))
      continue
    }
    const inner = pagePath(r.path).slice(root.length + 1)
    subs.set(root, [...(subs.get(root) ?? []), inner])
  }
  return { pages, subPackages: [...subs].map(([root, p]) => ({ root, pages: p })) }
}

/**
 * H5 paths for Taro's router (`h5.router.customRoutes`): each aliased screen answers on its own
 * path and on its aliases. Taro registers only the listed paths of an aliased page, so the
 * canonical path is listed too, first, which also keeps in-app navigation on canonical URLs.
 */
export function h5Aliases(routes: readonly RouteDef[] = BUILT_ROUTES): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const r of routes) if (r.aliases.length) out[r.path] = [r.path, ...r.aliases]
  return out
}
