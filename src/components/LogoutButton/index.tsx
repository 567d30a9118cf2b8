/** 退出登录: the session's logout, confirmed first (spec section 4). */
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useSession } from '@/stores/session'

export function LogoutButton() {
  return (
    <View className="app-actions">
      <Button type="default" block onClick={() => void useSession.getState().logout()}>
        退出登录
      </Button>
    </View>
  )
}

export default LogoutButton
