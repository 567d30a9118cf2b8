/**
 * One entry report: every field, the goods, the reject reason, the entry time and, once entered,
 * the gate's entry record. 撤销报备 while submitted; 重新提交 when rejected.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PrefillDetail } from '@/contract/types'
import { gate } from '@/contract/gate'
import { gateApi } from '@/api/gate'
import { mutate } from '@/api/mutate'
import type { UserAction } from '@/core/request'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { goodsLines, GoodsTable } from '@/domain/prefill/GoodsTable'
import { canResubmit, canRevoke, PREFILL_STATUS } from '@/domain/prefill/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import './inmarket.scss'

/** The gate's entry record that fulfilled this report (looked up by plate and order number). */
async function entryRecordOf(d: PrefillDetail) {
  const page = await gateApi.inmarketPage({ keyword: d.plateNumber, current: 1, size: 20 })
  const found = page.records.find((r) => r.prefillOrderNo === d.orderNo)
  return found ? gateApi.inmarketDetail(found.id) : null
}

function EntryRecord({ prefill }: { prefill: PrefillDetail }) {
  const entry = useAsyncData(() => entryRecordOf(prefill).catch(() => null), [prefill])
  const e = entry.data
  if (!e) return null
  return (
    <DetailSection
      title="入场记录"
      rows={[
        { label: '入场道口', value: e.gateName },
        { label: '入场时间', value: dateTime(e.entryTime) },
        { label: '车辆类型', value: e.vehicleTypeName },
        { label: '司机', value: e.driverName },
      ]}
    >
      <GoodsTable items={goodsLines(e.items)} />
    </DetailSection>
  )
}

export default screen(function InmarketRecordDetail() {
  const { id } = useRouteParams('inmarketRecordDetail')
  const detail = useAsyncData(() => gateApi.prefillDetail(id), [id], { refreshOn: [gate.inmarketPrefillMain] })
  const d = detail.data

  // Stays here: the report reloads (and the lists below) with its new state.
  const revoke = (action: UserAction) => mutate(gate.inmarketPrefillMain.revokePrefillOrder, { id }, { successText: '已撤销', back: false, ...action })

  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetailSection
            title="报备信息"
            extra={<StatusTag status={d.status} map={PREFILL_STATUS} />}
            rows={[
              { label: '报备单号', value: d.orderNo, copyable: true },
              { label: '车牌号', value: d.plateNumber },
              { label: '车辆类型', value: d.vehicleTypeName },
              { label: '司机姓名', value: d.driverName },
              { label: '司机电话', value: d.driverPhone, phone: 'driver' },
              { label: '预计进场', value: dateTime(d.expectedTime) },
              { label: '提交时间', value: dateTime(d.createTime) },
              { label: '进场时间', value: dateTime(d.entryTime), hidden: d.status !== 'entered' },
              { label: '备注', value: d.remark },
            ]}
          />
          {d.status === 'rejected' && (
            <View className="inmarket-reject" data-testid="reject-reason">
              <Text className="inmarket-reject__title">驳回原因</Text>
              <Text>{d.rejectReason || '—'}</Text>
            </View>
          )}
          <DetailSection title="货品">
            <GoodsTable items={goodsLines(d.items)} />
          </DetailSection>
          {d.status === 'entered' && <EntryRecord prefill={d} />}
          {(canRevoke(d.status) || canResubmit(d.status)) && (
            <ActionBar>
              {canRevoke(d.status) && (
                <ConfirmButton message="确定要撤销该报备吗？" onConfirm={revoke} block>
                  撤销报备
                </ConfirmButton>
              )}
              {canResubmit(d.status) && (
                <Button type="primary" block onClick={() => void go('inmarketCreate', { id: d.id })}>
                  重新提交
                </Button>
              )}
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
})
