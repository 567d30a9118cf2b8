/**
 * H5: Taro's router scrolls each page in its own container (`.taro_page`, overflow-y scroll). A
 * scrolling region must be reachable from the keyboard (WCAG 2.1.1; axe
 * `scrollable-region-focusable`), and a screen may have nothing focusable inside: the container
 * joins the tab order, so arrow keys and Page Down scroll it once it has focus.
 */
import { useEffect, type RefObject } from 'react'

export function useFocusablePageScroller(inside: RefObject<unknown>): void {
  useEffect(() => {
    const el = inside.current as HTMLElement | null
    const page = el?.closest?.('.taro_page')
    if (page && !page.hasAttribute('tabindex')) page.setAttribute('tabindex', '0')
  }, [inside])
}
