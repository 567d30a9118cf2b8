/**
 * The buyer's identity code (/purchaser/IDCode): a QR code of a server-signed token the shop scans
 * at the stall to identify the buyer (and, for prepaid balance or credit, to settle at once). It is
 * valid a few minutes: a fresh one is fetched every `refreshAfterSeconds`, when the screen shows
 * again, and on 刷新; the time left is shown, and an expired code is greyed out.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { tradeApi } from '@/api/trade'
import { maskPhone } from '@/core/format'
import { clock } from '@/hooks/useCountdown'
import { useIdentityCode } from '@/hooks/useIdentityCode'
import { Page } from '@/components/Page'
import { QrCode } from '@/components/QrCode'
import { screen } from '@/components/Screen'
import './IDCode.scss'

export default screen(function PurchaserIdCode() {
  // A fresh code every refreshAfterSeconds while the screen is open, and when it shows again.
  const code = useIdentityCode(() => tradeApi.buyerProfile(true, { loading: false }))
  const { reload, idCode, left } = code
  const profile = code.data
  const expired = left === 0
  return (
    <Page loading={code.loading} error={code.error ?? (profile && !idCode ? '身份码获取失败，请稍后重试' : null)} onRetry={() => void reload()}>
      {profile && idCode && (
        <View className="id-code" data-testid="id-code">
          <Text className="id-code__name">{profile.name}</Text>
          <Text className="id-code__meta">{maskPhone(profile.mobile)}</Text>
          <QrCode value={idCode.token} label="我的身份码二维码" dimmed={expired} />
          <Text className={`id-code__left ${expired ? 'id-code__left--expired' : ''}`} data-testid="id-code-left">
            {expired ? '身份码已过期，请刷新' : `${left === null ? '' : clock(left)} 后失效，页面会自动刷新`}
          </Text>
          <Text className="id-code__tip">向商户出示此码，商户扫码后即可为您开单；请勿截图转发他人</Text>
          <View className="id-code__refresh">
            <Button type="primary" fill="outline" size="small" onClick={() => void reload()}>
              刷新身份码
            </Button>
          </View>
        </View>
      )}
    </Page>
  )
})
