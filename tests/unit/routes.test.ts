import fs from 'node:fs'
import path from 'node:path'
import { MODULES } from '@/contract'
import { MARKET_OFFICE_GROUP } from '@/contract/modules'
import { ROLES, type Role } from '@/contract/types'
import {
  BUILT_ROUTES, ROUTE_BY_NAME, ROUTES, accentOf, findRoute, h5Aliases, homeRoute, loginRoute, menuCaption, menuFor, missingParams, packageRoot, packages, pathOf, type MenuIcon, type RouteDef,
} from '@/routes'
import { ACCOUNT_ORDER } from '@/routes/route'

interface SpecRoute {
  path: string
  aliases: string[]
  group: string
  pullRefresh: boolean
}
const spec: SpecRoute[] = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../docs/routes.json'), 'utf8'))
const src = path.resolve(__dirname, '../../src')

describe('the route table against docs/routes.json', () => {
  test.each(ROUTES.map((r) => [r.path, r] as const))('%s has the spec path, aliases, group and pull-to-refresh flag', (p, route) => {
    const expected = spec.find((s) => s.path === p)
    expect(expected).toBeDefined()
    expect([...route.aliases].sort()).toEqual([...expected!.aliases].sort())
    expect(route.pullRefresh).toBe(expected!.pullRefresh)
    expect(route.group).toBe(expected!.group)
  })

  test('no path is listed twice', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
  })

  test('no name is given twice, and each name finds its route', () => {
    const names = ROUTES.map((r) => r.name)
    expect(new Set(names).size).toBe(ROUTES.length)
    for (const r of ROUTES) {
      expect(r.name).toMatch(/^[a-z][A-Za-z]*$/)
      expect(ROUTE_BY_NAME[r.name]).toBe(r)
      expect(pathOf(r.name)).toBe(r.path)
    }
  })

  const params = (ROUTES as readonly RouteDef[]).flatMap((r) => Object.entries(r.params ?? {}).map(([key, spec]) => [r.name, key, spec] as const))
  test.each(params)('%s: the parameter %s has a label to name it when it is missing', (_name, key, spec) => {
    expect(spec.label.trim()).not.toBe('')
    expect(key).toMatch(/^[a-z][A-Za-z]*$/)
  })

  test('the entry page comes first', () => {
    expect(ROUTES[0].path).toBe('/pages/navi')
  })
})

const screenFile = (p: string) => ['.tsx', '/index.tsx'].map((ext) => path.join(src, p) + ext).find((f) => fs.existsSync(f))

describe('only screens that exist are registered', () => {
  test.each(BUILT_ROUTES.map((r) => [r.path]))('%s has its screen file and page config', (p) => {
    const screen = screenFile(p)
    expect(screen).toBeDefined()
    expect(fs.existsSync(screen!.replace(/\.tsx$/, '.config.ts'))).toBe(true)
  })

  // A planned route loses its flag in the change that adds its screen.
  const planned = (ROUTES as readonly RouteDef[]).filter((r) => r.planned)
  test('no planned route has a screen file yet', () => {
    expect(planned.filter((r) => screenFile(r.path)).map((r) => r.path)).toEqual([])
  })

  test('planned screens stay out of the app, the aliases, the menus and the path lookup', () => {
    const { pages, subPackages } = packages()
    const all = [...pages, ...subPackages.flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]
    for (const r of planned) {
      expect(all).not.toContain(r.path.slice(1))
      expect(h5Aliases()[r.path]).toBeUndefined()
      expect(findRoute(r.path)).toBeUndefined()
      for (const role of ['supplier', 'purchaser'] as const) expect(menuFor(role).map((m) => m.name)).not.toContain(r.name)
    }
  })
})

describe('roles and modules (spec section 6; docs/trade.md, "Modules")', () => {
  const all = ROUTES as readonly RouteDef[]
  const isRole = (g: string): g is Role => (ROLES as readonly string[]).includes(g)
  /** The contract's module a route names by its caption. */
  const moduleOf = (r: RouteDef) => MODULES.find((m) => m.caption === r.module)

  test("a role's screens are that role's; its login is everyone's", () => {
    for (const r of all.filter((x) => isRole(x.group))) {
      if (r.name === loginRoute(r.group as Role)) expect([r.name, r.auth, r.roles]).toEqual([r.name, false, undefined])
      else expect([r.name, r.auth, r.roles]).toEqual([r.name, true, [r.group]])
    }
  })

  // A role's own paths onto the account items (设置, 修改密码) need no module, like the items themselves.
  const ACCOUNT_PATHS = new Set(['maintainerUpdatePSW', 'staffSetting'])
  test('every screen of a role but its login, home and account items names the module that grants it', () => {
    const homes = new Set<string>(ROLES.flatMap((role) => [homeRoute(role), loginRoute(role)]))
    expect(all.filter((r) => isRole(r.group) && !homes.has(r.name) && !ACCOUNT_PATHS.has(r.name) && !r.module).map((r) => r.name)).toEqual([])
  })

  test('every menu entry is captioned by its module, but the account items: they need no module, and close the menu', () => {
    for (const r of all.filter((x) => x.menu)) {
      if (r.menu!.order === ACCOUNT_ORDER) expect([r.name, r.module]).toEqual([r.name, undefined])
      else expect([r.name, menuCaption(r)]).toEqual([r.name, r.title])
    }
    expect(all.filter((r) => r.menu?.order === ACCOUNT_ORDER).map((r) => r.title)).toEqual(['设置', '修改密码', '关于我们'])
  })

  // server/http/grants.ts: a user without a role binding holds its user type's defaults, a
  // merchant admin also the admin-only ones; so every role's own user opens every screen it may.
  // The market office's modules (市场办公) are granted only through the market role (docs/gate.md, "Who may call what").
  test("the module a screen needs is, by default, held by every role that may open it (or is a merchant admin's own, or the market office's)", () => {
    for (const r of all.filter((x) => x.module && moduleOf(x)?.group !== MARKET_OFFICE_GROUP)) {
      const m = moduleOf(r)!
      for (const role of r.roles ?? ROLES) expect([r.name, role, m.defaultFor.includes(role) || (m.adminOnly === true && role === 'supplier')]).toEqual([r.name, role, true])
    }
  })

  test("a merchant admin's own screens are marked so (a sub-account never opens them): exactly those of the admin-only modules", () => {
    for (const r of all) expect([r.name, Boolean(r.adminOnly)]).toEqual([r.name, Boolean(moduleOf(r)?.adminOnly)])
  })

  // docs/trade.md's table "module (code) | caption | screens | endpoints it guards" stays true.
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/trade.md'), 'utf8').split('\n')
  const head = doc.findIndex((l) => l.startsWith('| module (code) | caption | screens |'))
  const end = doc.findIndex((l, i) => i > head && !l.startsWith('|'))
  const table = doc.slice(head + 2, end)
  const documented = table.flatMap((line) => {
    const [codes, , screens] = line.split('|').slice(1).map((c) => c.trim())
    const codeList = codes.split(',').map((c) => c.trim())
    return screens.split(/[^A-Za-z]+/).filter((s) => /^[a-z]+[A-Z]/.test(s)).map((screen) => ({ screen, codes: codeList }))
  })
  test('docs/trade.md names the module of every trade and back-office screen', () => {
    expect(table.length).toBeGreaterThan(10)
    const tradeScreens = all.filter((r) => (r.group === 'supplier' || r.group === 'purchaser') && r.module).map((r) => r.name)
    expect(tradeScreens.filter((name) => !documented.some((d) => d.screen === name))).toEqual([])
    for (const { screen, codes } of documented) {
      const route = (ROUTE_BY_NAME as Record<string, RouteDef | undefined>)[screen]
      expect([screen, codes.includes(String(route && moduleOf(route)?.code))]).toEqual([screen, true])
    }
  })

  test('the menu glyph keys are a closed set (components/MenuGrid/glyphs.ts draws exactly these)', () => {
    // @ts-expect-error a glyph no menu names is not a MenuIcon
    const unknown: MenuIcon = 'no-such-glyph'
    const known: MenuIcon = 'order'
    expect([unknown, known]).toHaveLength(2)
  })
})

describe('derived data', () => {
  test('standalone general screens form the main package; feature folders and other groups are subpackages', () => {
    const { pages, subPackages } = packages()
    expect(pages[0]).toBe('pages/navi')
    expect(pages).toEqual(expect.arrayContaining(['pages/login', 'pages/register', 'pages/setting', 'pages/about']))
    for (const page of pages) {
      const route = ROUTES.find((r) => r.path === `/${page}`)
      expect(route?.group).toBe('general')
      expect(page.split('/').length).toBeLessThanOrEqual(2)
    }
    for (const sub of subPackages) {
      for (const page of sub.pages) {
        const route = ROUTES.find((r) => r.path === `/${sub.root}/${page}`)
        expect(route).toBeDefined()
        expect(packageRoot(route!)).toBe(sub.root)
        // A feature folder of the general screens, or the group's own folder.
        expect(sub.root.startsWith('pages/') ? route!.group : sub.root).toBe(sub.root.startsWith('pages/') ? 'general' : route!.group)
      }
    }
    const count = pages.length + subPackages.reduce((n, s) => n + s.pages.length, 0)
    expect(count).toBe(BUILT_ROUTES.length)
  })

  test('package roots', () => {
    expect(packageRoot({ path: '/pages/login', group: 'general' })).toBeNull()
    expect(packageRoot({ path: '/search', group: 'general' })).toBeNull()
    expect(packageRoot({ path: '/pages/inmarket/create', group: 'general' })).toBe('pages/inmarket')
    expect(packageRoot({ path: '/supplier/order/detail', group: 'supplier' })).toBe('supplier')
    expect(packageRoot({ path: '/public-price/index', group: 'public-price' })).toBe('public-price')
  })

  test('H5 paths: an aliased screen answers on its own path first, then on its aliases', () => {
    expect(h5Aliases()['/pages/login']).toEqual(['/pages/login', '/login'])
    expect(h5Aliases()['/maintainer/index']).toEqual(['/maintainer/index', '/maintainer'])
    expect(h5Aliases()['/supplier/login']).toBeUndefined()
  })

  test('findRoute resolves paths, aliases and query strings', () => {
    expect(findRoute('/login')?.path).toBe('/pages/login')
    expect(findRoute('pages/login?username=a')?.path).toBe('/pages/login')
    expect(findRoute('/nowhere')).toBeUndefined()
  })

  test('every role has a home page and a login page, and its menu lists only registered screens', () => {
    for (const role of ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const) {
      expect(findRoute(`/${role}/index`)).toBeDefined()
      expect(findRoute(`/${role}/login`)).toBeDefined()
      for (const item of menuFor(role)) expect(ROUTES).toContain(item)
    }
  })
})

describe('names, parameters and accents', () => {
  test('every role has its home and login by name; without a role, the general login', () => {
    for (const role of ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'] as const) {
      expect(pathOf(homeRoute(role))).toBe(`/${role}/index`)
      expect(pathOf(loginRoute(role))).toBe(`/${role}/login`)
    }
    expect(pathOf(loginRoute(null))).toBe('/pages/login')
  })

  test('missing required parameters are named by their labels; optional ones may be left out', () => {
    expect(missingParams(ROUTE_BY_NAME.complaintDetail, {})).toEqual(['投诉编号'])
    expect(missingParams(ROUTE_BY_NAME.complaintDetail, { id: 'c1' })).toEqual([])
    expect(missingParams(ROUTE_BY_NAME.complaintCreate, {})).toEqual([])
    expect(missingParams(ROUTE_BY_NAME.trainExamination, { trainId: 't1' })).toEqual(['考试编号'])
    expect(missingParams({ params: { a: { label: '甲' }, b: { label: '乙' } } }, { a: '' })).toEqual(['甲', '乙'])
    expect(missingParams(ROUTE_BY_NAME.navi as RouteDef, { anything: 'x' })).toEqual([])
    expect(missingParams(undefined, {})).toEqual([])
  })

  test('the supplier blue on supplier screens and where a route asks for it; the green elsewhere', () => {
    expect(accentOf(ROUTE_BY_NAME.supplierHome)).toBe('supplier')
    expect(accentOf(ROUTE_BY_NAME.supplierLogin)).toBe('supplier')
    expect(accentOf(ROUTE_BY_NAME.register)).toBe('supplier')
    expect(accentOf(ROUTE_BY_NAME.purchaserHome)).toBe('primary')
    expect(accentOf(ROUTE_BY_NAME.setting)).toBe('primary')
    expect(accentOf(undefined)).toBe('primary')
  })
})

test("a role's menu lists its business screens first and the account items last", () => {
  const captions = menuFor('supplier').map(menuCaption)
  expect(captions.slice(-3)).toEqual(['设置', '修改密码', '关于我们'])
  expect(captions.indexOf('通知公告')).toBeLessThan(captions.indexOf('设置'))
})
