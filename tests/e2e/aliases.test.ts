/**
 * Real browser: every aliased screen, typed into the address bar by its own path or by any of its
 * aliases, lands on its page (Taro registers only the listed paths of an aliased page). Every other
 * screen is opened by its path, its title checked, in the accessibility sweep (./a11y.test.ts).
 */
import { BUILT_ROUTES } from '@/routes'
import { expectTitle, open, setupBrowserRig } from './harness'

const rig = setupBrowserRig({ pagePer: 'file', timeoutMs: 120_000 })

const cases = BUILT_ROUTES.filter((r) => r.aliases.length).flatMap((r) => [r.path, ...r.aliases].map((p) => [p, r.path, r.title] as const))

test.each(cases)('%s opens %s', async (typed, _canonical, title) => {
  await rig.page.goto('about:blank')
  await open(rig.page, rig.server, typed)
  await expectTitle(rig.page, title)
  const body = await rig.page.locator('.app-page__body').filter({ visible: true }).first().innerText()
  expect(body.trim().length).toBeGreaterThan(0)
})
