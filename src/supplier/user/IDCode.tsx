/**
 * The shop's identity code (/supplier/user/IDCode): a QR code of a server-signed token (valid a few
 * minutes) a buyer's app or the market scans to know the shop. A fresh code is fetched every
 * `refreshAfterSeconds`, when the screen shows again and on 刷新身份码; the time left is shown and
 * an expired code is greyed out.
 */
import { Text, View } from '@tarojs/components'
import { memberApi } from '@/api/member'
import { boothText, ratingText } from '@/domain/shop/rating'
import { clock } from '@/hooks/useCountdown'
import { useIdentityCode } from '@/hooks/useIdentityCode'
import { AsyncButton } from '@/components/AsyncButton'
import { Page } from '@/components/Page'
import { QrCode } from '@/components/QrCode'
import { screen } from '@/components/Screen'
import './user.scss'

export default screen(function SupplierIdCode() {
  const code = useIdentityCode(() => memberApi.myShop(true, { loading: false }))
  const shop = code.data
  const expired = code.left === 0
  return (
    <Page loading={code.loading} error={code.error ?? (shop && !code.idCode ? '身份码获取失败，请稍后重试' : null)} onRetry={() => void code.reload()}>
      {shop && code.idCode && (
        <View className="app-card id-code" data-testid="id-code">
          <Text className="id-code__shop">{shop.shopName}</Text>
          <Text className="id-code__booth">{[boothText(shop.booth), ratingText(shop.rating)].filter(Boolean).join(' · ')}</Text>
          <View className="id-code__qr">
            <QrCode value={code.idCode.token} label="店铺身份码二维码" dimmed={expired} />
          </View>
          <Text className={`id-code__hint ${expired ? 'id-code__hint--expired' : ''}`} data-testid="id-code-left">
            {expired ? '身份码已过期，请刷新' : `${code.left === null ? '' : clock(code.left)} 后失效，页面会自动刷新`}
          </Text>
          <Text className="id-code__hint">请勿截图转发他人</Text>
          <View className="app-actions">
            <AsyncButton fill="outline" onClick={code.reload}>
              刷新身份码
            </AsyncButton>
          </View>
        </View>
      )}
    </Page>
  )
})
