/** A NutUI Cell that opens something: title, an optional value on the right, and an arrow. */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import './index.scss'

export interface CellLinkProps {
  title: ReactNode
  value?: ReactNode
  onClick?: () => void
  /** Without onClick the arrow is left out. */
  arrow?: boolean
}

export function CellLink({ title, value, onClick, arrow = Boolean(onClick) }: CellLinkProps) {
  return (
    <Cell
      title={title}
      clickable={Boolean(onClick)}
      onClick={() => onClick?.()}
      extra={
        <View className="app-cell-link__extra">
          {value !== undefined && <Text className="app-cell-link__value">{value}</Text>}
          {arrow && <ArrowRight size={14} color="#c2c4cc" />}
        </View>
      }
    />
  )
}

export default CellLink
