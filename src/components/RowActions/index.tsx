/** A list row's own buttons (上架, 删除, 修改), right-aligned in its footer; a tap on them does not open the row. */
import { type ReactNode } from 'react'
import { View } from '@tarojs/components'
import './index.scss'

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <View className="app-row-actions" onClick={(e) => e.stopPropagation()}>
      {children}
    </View>
  )
}

export default RowActions
