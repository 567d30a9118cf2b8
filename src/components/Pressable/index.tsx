/**
 * Tappable Views that are buttons for assistive technology and the keyboard (H5): role button, in
 * the tab order, Enter and Space press them like a tap. A View with only `onClick` is invisible to
 * a screen reader as a control and cannot be reached without a pointer; a bare `aria-label` on it
 * is not allowed either (a div without a role may not carry one: axe `aria-prohibited-attr`).
 *
 * `<Pressable onPress label>` for an icon or a small area (the nav bar's back, the password eye,
 * the message badge; `label` names an icon-only one); `{...pressable(onPress)}` on a View that has
 * other props of its own (ListCard's hoverClass). On weapp the attributes are left out.
 */
import { type ReactNode } from 'react'
import { View } from '@tarojs/components'

/** Keys that press a button. */
const PRESS_KEYS = new Set(['Enter', ' '])

/** A keydown handler pressing on Enter or Space, as a native button does. */
const pressOnKey =
  (onPress: () => void) =>
  (e: { key: string; preventDefault: () => void }): void => {
    if (!PRESS_KEYS.has(e.key)) return
    e.preventDefault()
    onPress()
  }

/**
 * The attributes that make a View a button: spread them (Taro's View passes role, tabIndex and
 * onKeyDown through on H5 without declaring them). `role` may be another widget role ('tab').
 */
export const pressable = (onPress: () => void, role = 'button') => ({ role, tabIndex: 0, onKeyDown: pressOnKey(onPress) })

export interface PressableProps {
  onPress: () => void
  /** The accessible name when the content has no text of its own (an icon). */
  label?: string
  /** A toggle's state (the password eye: shown or not). */
  pressed?: boolean
  className?: string
  children?: ReactNode
  [data: `data-${string}`]: string | number | undefined
}

export function Pressable({ onPress, label, pressed, className, children, ...data }: PressableProps) {
  return (
    <View className={className} {...data} {...pressable(onPress)} aria-label={label} aria-pressed={pressed} onClick={() => onPress()}>
      {children}
    </View>
  )
}

export default Pressable
