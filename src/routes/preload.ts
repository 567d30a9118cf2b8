/**
 * WeChat's `preloadRule` for app.config.ts: when a role's home opens, WeChat downloads in the
 * background the subpackages its menu leads to (notices, messages, complaints, the price board...),
 * so the first tap on one does not wait for its package. Build time only: nothing in the app
 * imports this.
 */
import { ROLES } from '@/contract/types'
import { homeRoute, packageRoot, pagePath } from './index'
import type { RouteDef } from './route'

export type PreloadRules = Record<string, { network: 'all'; packages: string[] }>

export function preloadRules(routes: readonly RouteDef[]): PreloadRules {
  const rules: PreloadRules = {}
  for (const role of ROLES) {
    const home = routes.find((r) => r.name === homeRoute(role))
    if (!home) continue
    const own = packageRoot(home)
    const packages: string[] = []
    for (const r of routes) {
      if (!r.menu || (r.roles && !r.roles.includes(role))) continue
      const root = packageRoot(r)
      if (root && root !== own && !packages.includes(root)) packages.push(root)
    }
    if (packages.length) rules[pagePath(home.path)] = { network: 'all', packages }
  }
  return rules
}
