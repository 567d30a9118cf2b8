import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Cell, Tag } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'

const ROWS = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, title: `记录 ${i + 1}`, at: dayjs('2026-11-01').add(i, 'day') }))

export default function List() {
  return (
    <View>
      {ROWS.map((r) => (
        <Cell
          key={r.id}
          title={r.title}
          description={r.at.format('MM-DD')}
          extra={<Tag type={r.id % 2 ? 'success' : 'warning'}>{r.id % 2 ? '已完成' : '处理中'}</Tag>}
          onClick={() => void Taro.navigateTo({ url: `/pages/detail/index?id=${r.id}` })}
        />
      ))}
    </View>
  )
}
