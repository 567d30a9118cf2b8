/**
 * The shop's identity code (/supplier/user/IDCode): a QR code of a server-signed token (valid a few
 * minutes) a buyer's app or the market scans to know the shop. A fresh code is fetched every
 * `refreshAfterSeconds`, when the screen shows again and on 刷新身份码; the time left is shown and
 * an expired code is greyed out (useIdentityCode + IdentityCodeCard, as the buyer's).
 */
import { memberApi } from '@/api/member'
import { boothText, ratingText } from '@/domain/shop/rating'
import { useIdentityCode } from '@/hooks/useIdentityCode'
import { IdentityCodeCard } from '@/components/IdentityCodeCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function SupplierIdCode() {
  const code = useIdentityCode(() => memberApi.shop({ withIdCode: true }, { loading: false }))
  const shop = code.data
  return (
    <Page loading={code.loading} error={code.error} onRetry={() => void code.reload()}>
      {shop && code.idCode && (
        <IdentityCodeCard
          code={code.idCode}
          left={code.left}
          name={shop.shopName}
          meta={[boothText(shop.booth), ratingText(shop.rating)].filter(Boolean).join(' · ')}
          label="店铺身份码二维码"
          onRefresh={code.reload}
        />
      )}
    </Page>
  )
})
