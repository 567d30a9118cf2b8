/**
 * A screen's main actions in a bar fixed to the bottom, above the safe area (the home indicator).
 * A spacer of the same height stays in the page flow so the last content is never under the bar.
 * Children are buttons: each gets an equal share of the width, and all share one height and top
 * (each sits in its own item, so no platform rule for adjacent buttons can shift one of them).
 */
import { Children, isValidElement, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

export interface ActionBarProps {
  children: ReactNode
  className?: string
}

export function ActionBar({ children, className }: ActionBarProps) {
  return (
    <>
      <View className="app-action-bar__spacer" />
      <View className={`app-action-bar ${className ?? ''}`} data-testid="action-bar">
        {Children.toArray(children).map((child, i) => (
          <View key={isValidElement(child) && child.key !== null ? child.key : i} className="app-action-bar__item">
            {child}
          </View>
        ))}
      </View>
    </>
  )
}

export default ActionBar
