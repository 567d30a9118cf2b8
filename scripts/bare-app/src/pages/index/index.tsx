import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button, Cell } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { useCounter } from '../../store'

export default function Index() {
  const { count, add } = useCounter()
  return (
    <View>
      <Cell title="今天" description={dayjs().format('YYYY年MM月DD日')} />
      <Cell title="点击次数" extra={String(count)} />
      <Button type="primary" block onClick={add}>
        点一下
      </Button>
      <Button block onClick={() => void Taro.navigateTo({ url: '/pages/list/index' })}>
        列表
      </Button>
    </View>
  )
}
