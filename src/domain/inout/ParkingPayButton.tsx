/**
 * 立即支付 ¥x.xx for a parking fee (docs/gate.md "Paying by plate"): the one payment hook with the
 * `parking` subject (payImmediately with the plate and the amount the payer saw; WeChat Pay only,
 * the payer may have no account). While an online payment of the stay is open it says 支付确认中.
 * `beforeSheet` moves to a result screen first, where the checkout page comes back to.
 */
import { Button } from '@nutui/nutui-react-taro'
import type { ParkingFee } from '@/contract/types'
import { money } from '@/core/format'
import { usePayment } from '@/domain/payment/usePayment'

export function ParkingPayButton({ fee, beforeSheet }: { fee: ParkingFee; beforeSheet?: () => Promise<unknown> }) {
  const { busy, polling, pay } = usePayment('parking', fee)
  const waiting = busy || polling || fee.paying
  return (
    <Button type="primary" block loading={waiting} disabled={waiting} onClick={() => void pay({ method: 'wechat', amountFen: fee.dueFen, beforeSheet })}>
      {fee.paying || polling ? '支付确认中' : `立即支付 ${money(fee.dueFen)}`}
    </Button>
  )
}
