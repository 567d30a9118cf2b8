import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Button, Empty } from '@nutui/nutui-react-taro'
import { useCounter } from '../../store'

export default function Detail() {
  const { id } = useRouter().params
  const count = useCounter((s) => s.count)
  return (
    <View>
      <Empty description={`记录 ${id ?? ''} 暂无详情（已点击 ${count} 次）`} />
      <Button block onClick={useCounter.getState().add}>
        再点一下
      </Button>
    </View>
  )
}
