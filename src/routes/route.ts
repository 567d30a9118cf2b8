/**
 * What a route is, and the `route()` builder the group files (general.ts, supplier.ts, ...) write
 * their entries with: an entry states only what differs from the defaults (no aliases, no
 * pull-to-refresh, login required, the group's roles).
 */
import type { ModuleCaption } from '@/contract/modules'
import type { Role } from '@/contract/types'
import type { Accent } from '@/theme'

/** Route groups: `general` screens live in the main package, every other group is a subpackage. */
export type RouteGroup = 'general' | Role | 'knowledge' | 'ydui' | 'suyuan' | 'scanorder' | 'receipt' | 'stall' | 'public-price'

export interface MenuEntry {
  /**
   * The menu item's glyph: a key of components/MenuGrid/glyphs.ts, which holds exactly the keys
   * the route table uses (MenuIcon), so the menu font holds only the glyphs a menu shows.
   */
  icon: string
  /** Position in the menu: lower first; equal ones keep route-table order. Account items use 90. */
  order?: number
  /**
   * A titled section of the home menu after the role's own items, e.g. the staff home's 市场办公
   * (MARKET_OFFICE_GROUP: the market office's screens); absent: the role's own items.
   */
  section?: string
}

/** A route parameter: required unless `optional`; `label` names it in the missing-parameter state. */
export interface ParamSpec {
  readonly label: string
  readonly optional?: true
}

export interface RouteDef {
  /** The name screens navigate by: `go('complaintDetail', { id })`. Unique. */
  name: string
  path: string
  aliases: readonly string[]
  /** Navigation bar title; absent: the centre's name. */
  title?: string
  pullRefresh: boolean
  group: RouteGroup
  /** Screens that need a logged-in user show the not-logged-in state instead of their content. */
  auth: boolean
  /**
   * The user types that may open the screen when logged in (another one gets the no-permission
   * state); absent: every one. The role homes list the screen's menu entry for these.
   */
  roles?: readonly Role[]
  /**
   * The module a user must hold to open the screen, by its caption (src/contract/modules.ts): the
   * module list is matched on it and it captions the menu entry (spec section 6). Absent: no
   * module is needed (the account items 设置, 修改密码, 关于我们 stay with every user, whatever its
   * roles grant).
   */
  module?: ModuleCaption
  /** A merchant admin's own screen (its module is `adminOnly`): never a sub-account's. */
  adminOnly?: true
  /** The entry on the home menu of each of `roles`; its caption is the module (else the title). */
  menu?: MenuEntry
  /** Query parameters the screen reads; the shell refuses to mount it without the required ones. */
  params?: Readonly<Record<string, ParamSpec>>
  /** Accent of the screen's frame; default: the supplier blue on supplier screens, else the green. */
  accent?: Accent
  /** Designed but not built: no page, alias or menu entry yet (remove with the screen's file). */
  planned?: true
  /**
   * The H5 app's own page (spec: /choose-location, /open-location, the map pickers the browser
   * lacks): the mini program has the system's (Taro.chooseLocation), so its build leaves it out.
   */
  h5Only?: true
}

/** What an entry may state; everything else comes from the builder. */
export type RouteOptions = Partial<Omit<RouteDef, 'name' | 'path' | 'group'>>

/** The defaults of every entry. */
interface Defaults {
  readonly aliases: readonly []
  readonly pullRefresh: false
  readonly auth: true
}
const DEFAULTS: Defaults = { aliases: [], pullRefresh: false, auth: true }

/** An entry as the builder returns it: its literal name, options and group, the defaults for the rest. */
export type Built<N extends string, G extends RouteGroup, D, O> = { readonly name: N; readonly path: string; readonly group: G } & Omit<Defaults & D, keyof O> & O

/**
 * The builder for one group's file: `const route = routesOf('supplier', { roles: ['supplier'] })`,
 * then `route('supplierOrderDetail', '/supplier/order/detail', { title: '订单详情', module: '订单管理', params: {...} })`.
 * `defaults` are what every entry of the group shares (its roles), before the entry's own options.
 */
export function routesOf<const G extends RouteGroup, const D extends RouteOptions = Record<never, never>>(group: G, defaults?: D) {
  return <const N extends string, const O extends RouteOptions = Record<never, never>>(name: N, path: string, options?: O): Built<N, G, D, O> =>
    Object.assign({ name, path, group }, DEFAULTS, defaults, options) as unknown as Built<N, G, D, O>
}

/** Account items (settings, password, about) close a role's menu, after its business screens. */
export const ACCOUNT_ORDER = 90

/** A parameter the screen can do without. */
export const optional = <L extends string>(label: L) => ({ label, optional: true }) as const

/** A role's login screen (open to everyone: logging in as another user switches the account). */
export const roleLogin = <const G extends Role, const T extends string>(group: G, title: T) =>
  routesOf(group)(`${group}Login`, `/${group}/login`, { title, auth: false, params: { username: optional('用户名') } })

/** A role's home: its own user type only (another one is offered its own home). */
export const roleHome = <const G extends Role, const A extends readonly string[] = readonly []>(group: G, aliases?: A) =>
  routesOf(group, { roles: [group] })(`${group}Home`, `/${group}/index`, { aliases: (aliases ?? []) as A })
