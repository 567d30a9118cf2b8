/**
 * The price popup's follow section: a visitor's 关注价格 asks to log in first; a buyer or merchant
 * sees whether they follow the product and the FollowForm; other roles (who cannot follow) nothing.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { go } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useMayOpen } from '@/hooks/useMayOpen'
import { useSession } from '@/stores/session'
import { Pressable } from '@/components/Pressable'
import { ErrorState, LoadingState } from '@/components/States'
import { FollowForm, thresholdText } from '@/public-price/components/FollowForm'
import './index.scss'

function Following({ productId }: { productId: string }) {
  const list = useAsyncData(() => memberApi.price.follows(), [], { refreshOn: [member.priceFollow] })
  if (list.loading && !list.data) return <LoadingState rows={1} />
  if (list.error || !list.data) return <ErrorState error={list.error} onRetry={() => void list.reload()} />
  const { warnPercent, items } = list.data
  const current = items.find((i) => i.productId === productId)
  return (
    <>
      <View className="follow-bar__head">
        <Text data-testid="follow-state">{current ? `已关注 · 涨跌${thresholdText(current.thresholdPercent, warnPercent)}提醒` : '关注后，价格涨跌超过提醒幅度时在「消息」中提醒您'}</Text>
        <Pressable className="follow-bar__link" onPress={() => void go('priceFollows')}>
          <Text>我的关注</Text>
        </Pressable>
      </View>
      <FollowForm key={`${productId}:${current?.thresholdPercent ?? ''}:${Boolean(current)}`} productId={productId} current={current} warnPercent={warnPercent} />
    </>
  )
}

export function FollowBar({ productId }: { productId: string }) {
  const user = useSession((s) => s.user)
  const may = useMayOpen()
  if (user && !may('priceFollows')) return null
  return (
    <View className="follow-bar" data-testid="follow-bar">
      {user ? (
        <Following productId={productId} />
      ) : (
        <Button type="primary" size="small" block onClick={() => void useSession.getState().requireLogin()}>
          关注价格
        </Button>
      )}
    </View>
  )
}

export default FollowBar
