/**
 * 收款码 (/maintainer/receiptCode?billId=): a payment QR code for a merchant's outstanding repair
 * or utility bill. The merchant scans it with 账单服务's 扫码缴费 and pays the bill there; this
 * screen polls the code and shows the payment start and arrive (已支付). An expired or replaced
 * code is greyed with 重新生成.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { RECEIPT_CODE_STATE_LABELS, type ReceiptCodeState } from '@/contract/types'
import { dateTime, money } from '@/core/format'
import { useReceiptCode } from '@/domain/receiptCode/useReceiptCode'
import { useCountdown } from '@/hooks/useCountdown'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { QrCode } from '@/components/QrCode'
import { screen } from '@/components/Screen'
import '@/domain/repair/repair.scss'

const noop = () => undefined

function statusText(s: ReceiptCodeState, left: number | null): string {
  if (s.payStatus === 'paid') return '已支付'
  if (s.status === 'waiting' && left === 0) return RECEIPT_CODE_STATE_LABELS.expired
  if (s.status === 'waiting' && s.latestPayment?.status === 'pending') return '商户正在支付…'
  return RECEIPT_CODE_STATE_LABELS[s.status]
}

export default screen(function MaintainerReceiptCode() {
  const { billId } = useRouteParams('maintainerReceiptCode')
  const { code, state, failed, renew } = useReceiptCode(billId)
  const left = useCountdown(state?.expiresAt, noop)
  const paid = state?.payStatus === 'paid'
  const open = state?.status === 'waiting' && left !== 0 && !paid
  return (
    <Page loading={!state && !failed} error={failed ? '收款码生成失败' : null} onRetry={() => void renew()}>
      {state && (
        <>
          <View className="repair-done" data-testid="receipt-code">
            <Text className="repair-done__amount">{`${state.customerName} · 待收 ${money(state.outstandingFen)}`}</Text>
            {code && !paid && <QrCode value={code} label="收款码" caption={open ? '请商户在「账单服务」中扫码缴费' : '收款码已失效'} dimmed={!open} />}
            <Text className={paid ? 'repair-done__title' : 'repair-done__amount'} data-testid="receipt-code-status">
              {statusText(state, left)}
            </Text>
            {open && left !== null && <Text className="repair-line__calc">{`${Math.ceil(left / 60)}分钟内有效`}</Text>}
          </View>
          <DetailSection
            title={state.title}
            rows={[
              { label: '账单编号', value: state.billNo },
              { label: '账单金额', value: money(state.amountFen) },
              { label: '支付时间', value: state.paidTime ? dateTime(state.paidTime) : null, hidden: !state.paidTime },
            ]}
          />
          {!paid && !open && (
            <ActionBar>
              <Button type="primary" onClick={() => void renew()}>
                重新生成
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
