/**
 * Layout at a phone's width: what of the shown screen leaves the screen sideways (overflow) or is
 * cut off by its own box (clipped text). Read in the page:
 *
 * - overflow: a visible element whose box reaches past the viewport's left or right edge, with no
 *   box between it and the page that clips or scrolls it sideways (Taro's page hides what leaves
 *   it: `overflow-x: hidden` in app.scss, so the page would never scroll, the content is just cut);
 * - clipped: a box that hides its overflow (`hidden` / `clip`, not a scroller) and holds text
 *   longer or taller than itself, unless it ends the text with an ellipsis on purpose
 *   (`text-overflow: ellipsis`, or `-webkit-line-clamp`). Form controls scroll their own text.
 */
import type { Page } from 'playwright-core'

export interface LayoutProblem {
  kind: 'overflow' | 'clipped'
  /** Tag and classes of the element. */
  element: string
  /** Its text, shortened. */
  text: string
  /** The measures that fail. */
  detail: string
}

/** The layout problems of the screen shown now (the one visible `.taro_page`). */
export function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.taro_page')].find((el) => el.getClientRects().length > 0)
    if (!shown) return []
    const vw = document.documentElement.clientWidth
    const problems: { kind: 'overflow' | 'clipped'; element: string; text: string; detail: string }[] = []
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
    const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const visible = (el: HTMLElement, style: CSSStyleDeclaration) => el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
    const controls = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'CANVAS', 'IMG', 'svg', 'SVG'])
    /** Whether a box between `el` and the page clips or scrolls sideways. */
    const heldSideways = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== shown; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true
      }
      return false
    }
    for (const el of shown.querySelectorAll<HTMLElement>('*')) {
      if (controls.has(el.tagName) || el.closest('input, textarea')) continue
      const style = getComputedStyle(el)
      if (!visible(el, style)) continue
      const r = el.getBoundingClientRect()
      if (r.width > 0 && (r.right > vw + 1 || r.left < -1) && !heldSideways(el)) {
        problems.push({ kind: 'overflow', element: name(el), text: textOf(el), detail: `left ${Math.round(r.left)}, right ${Math.round(r.right)} of ${vw}` })
      }
      const clips = (o: string) => o === 'hidden' || o === 'clip'
      if (!textOf(el) || el.clientWidth < 2 || el.clientHeight < 2) continue
      if (style.textOverflow === 'ellipsis' || (style.getPropertyValue('-webkit-line-clamp') || 'none') !== 'none') continue
      const wide = clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1
      const tall = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1
      if (wide || tall) {
        problems.push({ kind: 'clipped', element: name(el), text: textOf(el), detail: `content ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}` })
      }
    }
    return problems
  })
}

/** The problems, one line each, for a failure message. */
export const describeLayoutProblems = (problems: LayoutProblem[]): string => problems.map((p) => `  ${p.kind}: ${p.element} "${p.text}" (${p.detail})`).join('\n')
