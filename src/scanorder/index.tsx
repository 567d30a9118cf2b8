/**
 * Scan-to-order (/scanorder/index, purchaser, pull-to-refresh): scan a shop's order code or scale
 * ticket (or type it), see the shop and the lines, 确认下单 makes the order (claim), then it is paid
 * like any order. Below: the buyer's orders made this way.
 */
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { TICKET_STATE_LABELS, type TicketInfo } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { settleApi } from '@/api/settle'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { ticketCodeOf } from '@/domain/order/ticket'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { CodeLookup } from '@/components/CodeLookup'
import { ListCard } from '@/components/ListCard'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import './scanorder.scss'

function Ticket({ code, t }: { code: string; t: TicketInfo }) {
  const { busy, run: submit } = useAction()
  const claim = () =>
    submit(async (action) => {
      const r = await mutate(settle.scanOrder.claim, { code }, { back: false, successText: '下单成功', refresh: [settle.orderInfo], ...action })
      if (r.ok) await go('scanOrderSuccess', { orderId: r.result.id }, { replace: true })
      return r
    })
  return (
    <>
      <DetailSection
        title={t.supplierName}
        extra={<Text>{TICKET_STATE_LABELS[t.status]}</Text>}
        rows={[
          { label: '摊位', value: t.boothCodes.join('、') },
          { label: '电子秤', value: t.scaleName, hidden: !t.scaleName },
          { label: '有效期至', value: dateTime(t.expiresAt) },
          { label: '备注', value: t.remark, hidden: !t.remark },
        ]}
      >
        {t.lines.map((l) => (
          <ListCard key={l.skuId} title={l.skuName && l.skuName !== l.productName ? `${l.productName} ${l.skuName}` : l.productName} meta={[`${l.quantity}${l.unit} × ${money(l.priceFen)}`]} extra={money(l.amountFen)} />
        ))}
        <Text className="scanorder__total" data-testid="ticket-total">{`合计 ${money(t.goodsFen)}`}</Text>
      </DetailSection>
      {t.status === 'open' && (
        <ActionBar>
          <Button type="primary" block loading={busy} disabled={busy} onClick={() => void claim()}>
            确认下单
          </Button>
        </ActionBar>
      )}
    </>
  )
}

function Claimed() {
  const list = usePagedList((q) => settleApi.ticketPage(q), [], { refreshOn: [settle.scanOrder] })
  return (
    <PagedList
      list={list}
      keyOf={(t) => t.id}
      emptyText="暂无扫码下单记录"
      renderItem={(t) => (
        <ListCard
          title={t.supplierName}
          subtitle={t.orderNo ? `订单号：${t.orderNo}` : null}
          meta={[dateTime(t.createTime)]}
          extra={money(t.goodsFen)}
          onClick={t.orderId ? () => void go('purchaserOrderDetail', { id: t.orderId as string }) : undefined}
        />
      )}
    />
  )
}

export default screen(function ScanOrder() {
  const params = useRouteParams('scanOrder')
  const [code, setCode] = useState(() => (params.code ? ticketCodeOf(params.code) ?? '' : ''))
  const ticket = useAsyncData(() => settleApi.ticketRead(code), [code], { enabled: Boolean(code) })
  return (
    <>
      <CodeLookup
        title="扫码下单"
        label="订单码"
        name="ticketCode"
        placeholder="请输入SO开头的订单码"
        maxLength={200}
        initial={params.code}
        parse={ticketCodeOf}
        invalid="订单码格式不正确，请核对后重试"
        onCode={(c) => (c === code ? void ticket.reload() : setCode(c))}
      />
      {code ? (
        <Page loading={ticket.loading} error={ticket.error} onRetry={() => void ticket.reload()}>
          {ticket.data && <Ticket code={code} t={ticket.data} />}
        </Page>
      ) : (
        <Claimed />
      )}
    </>
  )
})
