/**
 * 确认秤票 (/stall/scale/confirm?id=, module 快速开单): a scale's weighing ticket, its goods, weight
 * and amount and the code it printed. While open the shop confirms it as an order to a buyer (the
 * buyer picker: scanned identity code, phone or a new buyer) paid as a quick order's, or voids it;
 * a buyer may instead scan the printed code. The order then opens.
 */
import { useEffect, useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import type { PayMethod, TicketInfo } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { validate } from '@/core/validate'
import { BuyerPicker } from '@/domain/buyer/BuyerPicker'
import type { PickedBuyer } from '@/domain/buyer/pick'
import { STALL_PAY_OPTIONS } from '@/domain/order/payOptions'
import { PayMethodPicker } from '@/domain/payment/PayMethodPicker'
import { SCALE_TICKET_STATUS } from '@/domain/scale/status'
import { useAction } from '@/hooks/useAction'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const CONFIRM_RULES = [(d: { buyer: PickedBuyer | null }) => (d.buyer ? null : '请选择买家')]

function ConfirmForm({ ticket }: { ticket: TicketInfo }) {
  const [buyer, setBuyer] = useState<PickedBuyer | null>(null)
  const [payMethod, setPayMethod] = useState<PayMethod>('wechat')
  const [owePassword, setOwePassword] = useState('')
  const { busy, run, renew } = useAction()
  useEffect(renew, [renew, buyer, payMethod, owePassword])

  async function send() {
    if (!validate({ buyer }, CONFIRM_RULES) || !buyer) return
    const typed = owePassword.trim()
    const payload = { id: ticket.id, purchaserId: buyer.id, payMethod, ...(buyer.idCode ? { idCode: buyer.idCode } : {}), ...(payMethod === 'credit' && typed ? { owePassword: typed } : {}) }
    const r = await run((action) => mutate(settle.scanOrder.confirm, payload, { back: false, successText: '开单成功', refresh: [settle.orderInfo], ...action }))
    if (r?.ok) void go('supplierOrderDetail', { id: r.result.id }, { replace: true })
  }

  return (
    <>
      <BuyerPicker value={buyer} onChange={setBuyer} register />
      <DetailSection title="支付方式">
        <PayMethodPicker options={STALL_PAY_OPTIONS(Boolean(buyer?.idCode))} value={payMethod} onChange={setPayMethod} />
      </DetailSection>
      {payMethod === 'credit' && (
        <FormGroup>
          <FormField label="赊账密码" name="owePassword" type="number" password value={owePassword} onChange={setOwePassword} placeholder="如已设置赊账密码请输入" maxLength={6} />
        </FormGroup>
      )}
      <ActionBar>
        <ConfirmButton message="确定作废这张秤票吗？作废后买家无法再扫码下单。" onConfirm={(action) => mutate(settle.scanOrder.cancelTicket, { id: ticket.id }, { successText: '已作废', fallback: 'supplierScaleTickets', ...action })}>
          作废
        </ConfirmButton>
        <Button type="primary" loading={busy} disabled={busy} onClick={() => void send()}>
          确认开单
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierScaleTicketConfirm() {
  const { id } = useRouteParams('supplierScaleTicketConfirm')
  const ticket = useAsyncData(() => settleApi.ticketDetail(id), [id], { refreshOn: [settle.scanOrder] })
  const t = ticket.data
  return (
    <Page loading={ticket.loading} error={ticket.error} onRetry={() => void ticket.reload()}>
      {t && (
        <>
          <DetailSection
            title={t.scaleName ?? '秤票'}
            extra={<StatusTag status={t.status} map={SCALE_TICKET_STATUS} />}
            rows={[
              { label: '票号', value: t.scaleTicketNo },
              { label: '称重时间', value: t.weighedAt ? dateTime(t.weighedAt) : null },
              { label: '订单码', value: t.code, copyable: true },
              { label: '有效期至', value: dateTime(t.expiresAt) },
              { label: '订单号', value: t.orderNo, hidden: !t.orderNo },
            ]}
          >
            {t.lines.map((l) => (
              <ListCard key={l.skuId} title={l.skuName} meta={[`${l.quantity}${l.unit} × ${money(l.priceFen)}`]} extra={money(l.amountFen)} />
            ))}
          </DetailSection>
          {t.status === 'open' ? (
            <ConfirmForm ticket={t} />
          ) : t.orderId ? (
            <ActionBar>
              <Button type="primary" onClick={() => void go('supplierOrderDetail', { id: t.orderId as string })}>
                查看订单
              </Button>
            </ActionBar>
          ) : null}
        </>
      )}
    </Page>
  )
})
