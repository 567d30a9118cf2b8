/** WeChat's preloadRule (routes/preload.ts): each role home preloads the subpackages its menu opens. */
import { ROLES } from '@/contract/types'
import { homeRoute, menuFor, packageRoot, packages, pagePath, ROUTE_BY_NAME, routesOfTarget } from '@/routes'
import { preloadRules } from '@/routes/preload'

const weapp = routesOfTarget('weapp')
const rules = preloadRules(weapp)
const roots = packages(weapp).subPackages.map((s) => s.root)

test.each(ROLES)('the %s home preloads the subpackages of its menu, not its own', (role) => {
  const home = ROUTE_BY_NAME[homeRoute(role)]
  const expected = [...new Set(menuFor(role).filter((r) => weapp.includes(r)).map(packageRoot).filter((r): r is string => !!r && r !== packageRoot(home)))]
  const rule = rules[pagePath(home.path)]
  expect(rule?.packages ?? []).toEqual(expected)
  for (const p of rule?.packages ?? []) expect(roots).toContain(p)
})

test('a supplier home preloads the notices, messages and complaints; only role homes preload', () => {
  expect(rules['supplier/index'].packages).toEqual(expect.arrayContaining(['pages/notice', 'pages/msg', 'pages/complaint']))
  expect(Object.keys(rules).sort()).toEqual(ROLES.map((r) => pagePath(ROUTE_BY_NAME[homeRoute(r)].path)).filter((p) => p in rules).sort())
})
