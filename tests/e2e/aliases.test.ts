/**
 * Real browser: every aliased screen, typed into the address bar by its own path or by any of its
 * aliases, lands on its page (Taro registers only the listed paths of an aliased page). Every other
 * screen is opened by its path, its title checked, in the accessibility sweep (./a11y.test.ts).
 */
import { APP_CONFIG } from '@/config'
import { BUILT_ROUTES } from '@/routes'
import { navTitle, open, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'file', timeoutMs: 120_000 })

// Screens without a title of their own show the centre's name: the configured one, or the one the
// server reports once it has answered.
const cases = BUILT_ROUTES.filter((r) => r.aliases.length).flatMap((r) => [r.path, ...r.aliases].map((p) => [p, r.path, r.title] as const))

test.each(cases)('%s opens %s', async (typed, _canonical, title) => {
  await rig.page.goto('about:blank')
  await open(rig.page, rig.server, typed)
  const shown = await navTitle(rig.page).innerText({ timeout: 15_000 })
  if (title) expect(shown).toBe(title)
  else expect([APP_CONFIG.appName, '江南农产品批发交易中心']).toContain(shown)
  const body = await rig.page.locator('.app-page__body').filter({ visible: true }).first().innerText()
  expect(body.trim().length).toBeGreaterThan(0)
})
