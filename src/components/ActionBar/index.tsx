/**
 * A screen's main actions in a bar fixed to the bottom, above the safe area (the home indicator).
 * A spacer of the same height stays in the page flow so the last content is never under the bar.
 * Children are buttons; they share the width.
 */
import { type ReactNode } from 'react'
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
        {children}
      </View>
    </>
  )
}

export default ActionBar
