/**
 * The buyer's identity code (/purchaser/IDCode): a QR code of a server-signed token the shop scans
 * at the stall to identify the buyer (and, for prepaid balance or credit, to settle at once). It is
 * valid a few minutes: a fresh one is fetched every `refreshAfterSeconds`, when the screen shows
 * again, and on 刷新; the time left is shown, and an expired code is greyed out (useIdentityCode +
 * IdentityCodeCard, as the shop's).
 */
import { memberApi } from '@/api/member'
import { maskPhone } from '@/core/format'
import { useIdentityCode } from '@/hooks/useIdentityCode'
import { IdentityCodeCard } from '@/components/IdentityCodeCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function PurchaserIdCode() {
  const code = useIdentityCode(() => memberApi.buyerProfile({ withIdCode: true }, { loading: false }))
  const profile = code.data
  return (
    <Page loading={code.loading} error={code.error} onRetry={() => void code.reload()}>
      {profile && code.idCode && (
        <IdentityCodeCard
          code={code.idCode}
          left={code.left}
          name={profile.name}
          meta={maskPhone(profile.mobile)}
          label="我的身份码二维码"
          tip="向商户出示此码，商户扫码后即可为您开单"
          onRefresh={code.reload}
        />
      )}
    </Page>
  )
})
