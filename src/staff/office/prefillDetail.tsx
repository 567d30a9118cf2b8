/**
 * An entry report for the market office: the report and its goods; 通过 / 驳回 (with a reason) while
 * submitted; 确认入场 once approved (the vehicle passes the gate), which opens the vehicle's stay to
 * weigh it.
 */
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { goodsLines, GoodsTable } from '@/domain/prefill/GoodsTable'
import { PREFILL_STATUS } from '@/domain/prefill/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AuditBar } from '@/components/AuditBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const STAY = { back: false, refresh: [gate.inmarketPrefillMain, gate.inmarketMain] } as const

export default screen(function OfficePrefillDetail() {
  const { id } = useRouteParams('officePrefillDetail')
  const detail = useAsyncData(() => marketApi.prefillDetail(id), [id], { refreshOn: [market.prefill] })
  const enter = useConfirmAction('确认该车辆已到达道口并放行入场吗？', async (action) => {
    const r = await mutate(market.inmarket.enterPrefill, { id }, { ...STAY, successText: '已入场', refresh: [...STAY.refresh, market.prefill], ...action })
    if (r.ok) await go('officeStayDetail', { id: r.result.recordId }, { replace: true })
    return r
  })
  const d = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetailSection
            title="进场报备"
            extra={<StatusTag status={d.status} map={PREFILL_STATUS} />}
            rows={[
              { label: '报备单号', value: d.orderNo, copyable: true },
              { label: '商户', value: d.customerName },
              { label: '车牌号', value: d.plateNumber },
              { label: '车辆类型', value: d.vehicleTypeName },
              { label: '司机', value: d.driverName },
              { label: '司机电话', value: d.driverPhone, phone: 'driver' },
              { label: '预计进场', value: dateTime(d.expectedTime) },
              { label: '提交时间', value: dateTime(d.createTime) },
              { label: '进场时间', value: dateTime(d.entryTime), hidden: !d.entryTime },
              { label: '驳回原因', value: d.rejectReason, hidden: d.status !== 'rejected' },
              { label: '备注', value: d.remark },
            ]}
          />
          <DetailSection title="货品">
            <GoodsTable items={goodsLines(d.items)} />
          </DetailSection>
          {d.status === 'submitted' && (
            <AuditBar
              approveMessage="确定通过该进场报备吗？"
              onApprove={(action) => mutate(market.prefill.approve, { id }, { ...STAY, successText: '已通过', ...action })}
              onReject={(reason, action) => mutate(market.prefill.reject, { id, reason }, { ...STAY, successText: '已驳回', ...action })}
            />
          )}
          {d.status === 'approved' && (
            <ActionBar>
              <Button type="primary" block loading={enter.busy} disabled={enter.busy} onClick={() => void enter.run()}>
                确认入场
              </Button>
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
