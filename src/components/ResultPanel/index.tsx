/**
 * The centre of a screen that reports how something went or is going (operation succeeded, a
 * WeChat authorisation under way, a refusal): an icon, a title, a line of text, and the screen's
 * buttons below.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { CheckChecked, Clock, Failure } from '@nutui/icons-react-taro'
import { TEXT_COLORS, THEME } from '@/config'
import './index.scss'

export type ResultTone = 'success' | 'waiting' | 'fail'

const ICONS: Record<ResultTone, ReactNode> = {
  success: <CheckChecked size={56} color={THEME.success} />,
  waiting: <Clock size={56} color={THEME.primary} />,
  fail: <Failure size={56} color={TEXT_COLORS.error} />,
}

export interface ResultPanelProps {
  tone: ResultTone
  title: string
  text?: string
  children?: ReactNode
}

export function ResultPanel({ tone, title, text, children }: ResultPanelProps) {
  return (
    <View className="app-result" data-testid={`result-${tone}`}>
      {ICONS[tone]}
      <View role={tone === 'fail' ? 'alert' : 'status'}>
        <Text className="app-result__title">{title}</Text>
      </View>
      {text && <Text className="app-result__text">{text}</Text>}
      {children && <View className="app-result__actions">{children}</View>}
    </View>
  )
}

export default ResultPanel
