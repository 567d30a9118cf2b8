/**
 * Mini-program: the page itself scrolls, under the platform's control; nothing to do. (H5:
 * pageScroller.h5.ts.)
 */
import type { RefObject } from 'react'

export function useFocusablePageScroller(_inside: RefObject<unknown>): void {}
