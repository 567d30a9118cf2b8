/**
 * The buyer's electronic scales (/purchaser/devList): the scales the market bound to the buyer,
 * bound ones first; a bound scale can be unbound (confirmed; binding again is done by the market).
 */
import { Button } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { SCALE_STATE_LABELS, type ScaleItem } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { memberApi } from '@/api/member'
import { dateTime } from '@/core/format'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { usePagedList } from '@/hooks/usePagedList'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { StatusTag, statusMap } from '@/components/StatusTag'

const SCALE_STATUS = statusMap(SCALE_STATE_LABELS, { bound: 'success', unbound: 'default' })

function ScaleCard({ scale: s }: { scale: ScaleItem }) {
  const unbind = useConfirmAction(`确定解绑电子秤“${s.name}”吗？解绑后需联系市场重新绑定。`, (action) =>
    mutate(member.electronicScaleManage.unboundElectronicScale, { id: s.id }, { back: false, successText: '解绑成功', ...action }),
  )
  return (
    <ListCard
      title={s.name}
      extra={<StatusTag status={s.state} map={SCALE_STATUS} />}
      meta={[`设备编号：${s.serialNo}`, s.model ? `型号：${s.model}` : null, `绑定时间：${dateTime(s.boundTime)}`, s.unboundTime ? `解绑时间：${dateTime(s.unboundTime)}` : null]}
      footer={
        s.state === 'bound' ? (
          <Button type="danger" fill="outline" size="small" loading={unbind.busy} disabled={unbind.busy} onClick={() => void unbind.run()}>
            解绑
          </Button>
        ) : null
      }
    />
  )
}

export default screen(function PurchaserDevList() {
  const list = usePagedList((q) => memberApi.scalePage(q), [], { refreshOn: [member.electronicScaleManage] })
  return <PagedList list={list} keyOf={(s) => s.id} emptyText="暂无绑定的设备" renderItem={(s) => <ScaleCard scale={s} />} />
})
