import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'

export default function Navi() {
  return <View>选择身份<Button type="primary">商户</Button></View>
}
