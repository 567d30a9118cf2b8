/**
 * The buyer's identity code (/purchaser/IDCode): a QR code of a server-signed token the shop scans
 * at the stall to identify the buyer and make one sale (docs/trade.md, "Identity codes"). It is
 * valid a few minutes: a fresh one is fetched every `refreshAfterSeconds`, when the screen shows
 * again, and on 刷新; the time left is shown, and an expired code is greyed out (useIdentityCode +
 * IdentityCodeCard, as the shop's). The buyer chooses what a shop may take at once with it from the
 * balance or on credit (每笔确认 by default), and confirms or refuses the charges above that here.
 */
import { useEffect, useRef, useState } from 'react'
import { memberApi } from '@/api/member'
import { maskPhone } from '@/core/format'
import { IdCodeLimitPicker, limitTip } from '@/domain/buyer/IdCodeLimitPicker'
import { PendingCharges } from '@/domain/order/PendingCharges'
import { useIdentityCode } from '@/hooks/useIdentityCode'
import { IdentityCodeCard } from '@/components/IdentityCodeCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

export default screen(function PurchaserIdCode() {
  const [limitFen, setLimitFen] = useState(0)
  const code = useIdentityCode(() => memberApi.buyerProfile({ withIdCode: true, ...(limitFen ? { idCodeLimitFen: limitFen } : {}) }, { loading: false }))
  // A new limit is a new code (the limit travels signed in it).
  const { reload } = code
  const first = useRef(true)
  useEffect(() => {
    if (first.current) first.current = false
    else void reload()
  }, [limitFen, reload])
  const profile = code.data
  return (
    <Page loading={code.loading} error={code.error} onRetry={() => void code.reload()}>
      {profile && code.idCode && (
        <>
          <IdentityCodeCard
            code={code.idCode}
            left={code.left}
            name={profile.name}
            meta={maskPhone(profile.mobile)}
            label="我的身份码二维码"
            tip={`向商户出示此码，商户扫码后可为您开一笔单；${limitTip(code.idCode.limitFen ?? 0)}`}
            onRefresh={code.reload}
            offline={code.offline}
          >
            <IdCodeLimitPicker value={limitFen} onChange={setLimitFen} />
          </IdentityCodeCard>
          <PendingCharges />
        </>
      )}
    </Page>
  )
})
