/**
 * One entry report: every field, the goods, the reject reason, the entry time and, once entered,
 * the gate's entry record. 撤销报备 while submitted; 重新提交 when rejected.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Button } from '@nutui/nutui-react-taro'
import type { PrefillDetail } from '@/contract/types'
import { gateApi } from '@/api/gate'
import { REFRESH_EVENT } from '@/api/save'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { StatusTag } from '@/components/StatusTag'
import { successToast } from '@/core/dialog'
import { dateTime } from '@/core/format'
import { buildUrl, navigateTo } from '@/core/navigate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { routeParam, useCurrentRoute } from '@/hooks/useCurrentRoute'
import { useRefreshEvent } from '@/hooks/useRefreshEvent'
import { GoodsTable } from './GoodsTable'
import { canResubmit, canRevoke, INMARKET_PATHS, PREFILL_STATUS } from './status'
import './inmarket.scss'

/** The gate's entry record that fulfilled this report (looked up by plate and order number). */
async function entryRecordOf(d: PrefillDetail) {
  const page = await gateApi.inmarketPage({ keyword: d.plateNumber, current: 1, size: 20 })
  const found = page.records.find((r) => r.prefillOrderNo === d.orderNo)
  return found ? gateApi.inmarketDetail(found.id) : null
}

function EntryRecord({ prefill }: { prefill: PrefillDetail }) {
  const entry = useAsyncData(() => entryRecordOf(prefill).catch(() => null), [prefill.id])
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
      <GoodsTable items={e.items} />
    </DetailSection>
  )
}

export default function InmarketRecordDetail() {
  const id = routeParam(useCurrentRoute().params, 'id')
  const detail = useAsyncData(() => gateApi.prefillDetail(id), [id], { enabled: Boolean(id) })
  useRefreshEvent(() => void detail.reload())
  const d = detail.data

  async function revoke() {
    await gateApi.revokePrefill(id)
    successToast('已撤销')
    Taro.eventCenter.trigger(REFRESH_EVENT, 'inmarketPrefillMain.revokePrefillOrder')
  }

  return (
    <Page auth loading={detail.loading} error={id ? detail.error : '缺少报备编号'} onRetry={() => void detail.reload()}>
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
            <GoodsTable items={d.items} />
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
                <Button type="primary" block onClick={() => void navigateTo(buildUrl(INMARKET_PATHS.create, { id: d.id }))}>
                  重新提交
                </Button>
              )}
            </ActionBar>
          )}
        </>
      )}
    </Page>
  )
}
