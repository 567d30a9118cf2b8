/**
 * Accessibility checks for the browser tests: axe-core (WCAG 2.0 / 2.1, levels A and AA) run in
 * the page once what it shows has settled, and again if anything moved while it measured (the
 * checks wait for conditions, never for a time, so a loaded machine only makes them slower). A serious or critical violation fails the test with
 * each rule, the elements it found and axe's advice. The rig (harness.ts) runs it after every
 * `expectPath` and at the end of every test; tests may call `expectAccessible` at checkpoints of
 * their own (a popup open, a form showing its errors).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Page } from 'playwright-core'

/** What axe.run answers, as far as these checks read it. */
export interface AxeViolation {
  id: string
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null
  help: string
  helpUrl: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/** The impacts that fail a test. */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical'])

let axeSource: string | undefined
/** axe-core's browser bundle, read once per test file. */
function source(): string {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/** The page's state for the checks: `__axeMotion` counts animations and transitions started. */
type Watched = Window & { __axeMotion?: number; __axeStill?: number }

/**
 * Counts every CSS animation and transition that starts in the page from now on (once per
 * document): a check is only valid if nothing started while axe ran.
 */
async function watchMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Watched
    if (w.__axeMotion !== undefined) return
    w.__axeMotion = 0
    const count = () => void (w.__axeMotion = (w.__axeMotion ?? 0) + 1)
    for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, count, true)
  })
}

/** How many animations and transitions have started, and whether a finite one is running now. */
const motion = (page: Page): Promise<{ started: number; running: boolean }> =>
  page.evaluate(() => ({
    started: (window as Watched).__axeMotion ?? 0,
    running: document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity),
  }))

/**
 * Waits until the screen shown has settled: no loading state is visible (the screen's, or Taro's
 * loading toast; no toast mid-fade) and no finite CSS
 * animation or transition is running (a page sliding in or a popup fading in would otherwise be
 * measured half transparent). Spinners and skeleton shimmer loop forever and are not waited for.
 * A new document while waiting (a reload, a redirect) is waited on in turn. A screen that never
 * settles within `timeoutMs` (a generous bound for a loaded machine, not a pause) fails with what
 * is still busy instead of being checked mid-change.
 */
export async function settle(page: Page, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await watchMotion(page)
      // Two still polls of this wait, not of an earlier one on the same document (hash navigation).
      await page.evaluate(() => void ((window as Watched).__axeStill = 0))
      await page.waitForFunction(
        () => {
          const shown = (el: Element) => (el as HTMLElement).offsetParent !== null
          // Taro's H5 toast: a loading one (its spinner) is a state on its way out, and any toast
          // fading in or out has colours no screen keeps.
          const toastBusy = [...document.querySelectorAll<HTMLElement>('.taro__toast')].some(
            (t) =>
              getComputedStyle(t).display !== 'none' &&
              (getComputedStyle(t).opacity !== '1' || [...t.querySelectorAll('*')].some((c) => getComputedStyle(c).animationName === 'taroLoading')),
          )
          const busy =
            toastBusy ||
            [...document.querySelectorAll('[data-testid="state-loading"]')].some(shown) ||
            document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          // Still for two polls in a row: a toast starts its fade-in from a timer after it is added.
          const w = window as Watched
          w.__axeStill = busy ? 0 : (w.__axeStill ?? 0) + 1
          return w.__axeStill >= 2
        },
        null,
        { timeout: Math.max(1, deadline - Date.now()), polling: 100 },
      )
      return
    } catch (e) {
      if (page.isClosed()) return
      // A new document (a reload, a redirect) while waiting: wait on it, within the same bound.
      if (/Execution context was destroyed|navigat/i.test(String(e)) && Date.now() < deadline) continue
      const busy = await page
        .evaluate(() => ({
          loading: document.querySelectorAll('[data-testid="state-loading"]').length,
          animations: document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty),
        }))
        .catch(() => 'unknown')
      throw new Error(`the screen did not settle for the accessibility check (still busy: ${JSON.stringify(busy)}): ${String(e)}`)
    }
  }
}

/** How many times a check is run again because something moved while axe measured. */
const STILL_RUNS = 5

/**
 * The violations of the settled page, measured on a still frame: when an animation or transition
 * started or ran while axe measured (a frame mid-transition has colours no screen keeps), the
 * page is settled again and measured again, up to STILL_RUNS times.
 */
export async function stillViolations(page: Page): Promise<AxeViolation[]> {
  for (let run = 1; ; run++) {
    await settle(page)
    const key = await fingerprint(page)
    const known = checked.get(key)
    if (known) return known
    const before = await motion(page)
    const violations = await axeViolations(page)
    const after = await motion(page)
    const moved = after.started !== before.started || after.running
    if (!moved) checked.set(key, violations)
    if (!moved || run === STILL_RUNS) return violations
  }
}

/**
 * The results of this test file's checks by what they measured: a journey comes back to the same
 * settled screen many times (a list after each action, the end of a test on the screen its last
 * step checked), and axe, about a third of a journey's time, would only measure it again.
 */
const checked = new Map<string, AxeViolation[]>()

/**
 * What decides axe's answer on a settled page: the whole document as markup (the app's styles are
 * the same in every page of the build; inline styles and classes such as large-text mode's are in
 * the markup), the viewport and the scroll position.
 */
async function fingerprint(page: Page): Promise<string> {
  const state = await page.evaluate(() => `${window.innerWidth}x${window.innerHeight} ${window.scrollX},${window.scrollY}\n${document.documentElement.outerHTML}`)
  return createHash('sha256').update(page.url()).update(state).digest('hex')
}

/**
 * Loads axe into the page through the DevTools protocol: the app's Content-Security-Policy (no
 * inline script, server/http/headers.ts) and the simulator checkout page's (no script at all) do
 * not apply to it, as they would to an injected <script> element, and no violation is reported.
 */
async function inject(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page)
  try {
    const answer = await session.send('Runtime.evaluate', { expression: source(), returnByValue: false })
    if (answer.exceptionDetails) throw new Error(`axe-core did not load: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`)
  } finally {
    await session.detach()
  }
}

/** Runs axe on the page as it is now; every violation of the WCAG A/AA rules, whatever its impact. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
  if (!loaded) await inject(page)
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    // Plain data only: the nodes carry DOM references otherwise.
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }))
  }, WCAG_TAGS as unknown as string[])
}

/** The serious and critical violations of a result. */
export const failing = (violations: readonly AxeViolation[]): AxeViolation[] => violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))

/** One readable paragraph per violation: rule, impact, advice, link, and each element found. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${JSON.stringify(n.target)}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
      return `  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n${nodes.join('\n')}`
    })
    .join('\n')
}

/**
 * Fails when the page, once settled, has a serious or critical WCAG A/AA violation. `where` names
 * the checkpoint in the failure message (the screen, the state).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  if (page.isClosed()) return
  const bad = failing(await stillViolations(page))
  if (bad.length) {
    const hash = await page.evaluate(() => window.location.hash).catch(() => '?')
    throw new Error(`accessibility (axe-core, WCAG A/AA) at ${where} [${hash}]: ${bad.length} serious or critical violation(s)\n${describeViolations(bad)}`)
  }
}
