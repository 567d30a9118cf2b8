/**
 * 电子秤 (/stall/scale/index, module 电子秤): the shop's electronic scales, bound first: serial
 * number, model, its device key and whether the newest PLU list reached it (已同步 / 待同步). A
 * bound scale's key can be re-issued (shown once; the old one stops working) and the scale
 * removed (it can no longer call). 登记电子秤 registers one; 秤票 lists the weighing tickets.
 */
import { useState } from 'react'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import type { ScaleItem, ScaleKeyIssued } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { memberApi } from '@/api/member'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { ScaleKeyPanel } from '@/domain/scale/ScaleKeyPanel'
import { SCALE_STATUS, SCALE_SYNC_STATUS } from '@/domain/scale/status'
import { usePagedList } from '@/hooks/usePagedList'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { RowActions } from '@/components/RowActions'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

function syncText(s: ScaleItem): string {
  if (!s.lastSync) return '商品价签：未同步'
  return `商品价签：第${s.lastSync.version}版 ${SCALE_SYNC_STATUS[s.lastSync.status].text}`
}

function ScaleCard({ scale: s, onKey }: { scale: ScaleItem; onKey: (issued: ScaleKeyIssued) => void }) {
  const bound = s.state === 'bound'
  return (
    <ListCard
      title={s.name}
      extra={bound && s.lastSync ? <StatusTag status={s.lastSync.status} map={SCALE_SYNC_STATUS} /> : <StatusTag status={s.state} map={SCALE_STATUS} />}
      meta={[
        `设备编号：${s.serialNo}`,
        s.model ? `型号：${s.model}` : null,
        bound ? syncText(s) : null,
        bound ? (s.keyIssuedTime ? `密钥签发：${dateTime(s.keyIssuedTime)}` : '未设置密钥，请重置密钥') : `移除时间：${s.unboundTime ? dateTime(s.unboundTime) : ''}`,
      ]}
      footer={
        bound ? (
          <RowActions>
            <ConfirmButton
              type="primary"
              size="small"
              message={`确定重置“${s.name}”的密钥吗？旧密钥将立即失效，需在电子秤上填入新密钥。`}
              onConfirm={async (action) => {
                const r = await mutate(member.electronicScaleManage.reissueKey, { id: s.id }, { back: false, successText: '密钥已重置', ...action })
                if (r.ok) onKey(r.result)
              }}
            >
              重置密钥
            </ConfirmButton>
            <ConfirmButton
              size="small"
              message={`确定移除电子秤“${s.name}”吗？移除后它将无法同步商品和上传秤票。`}
              onConfirm={(action) => mutate(member.electronicScaleManage.unboundElectronicScale, { id: s.id }, { back: false, successText: '已移除', ...action })}
            >
              移除
            </ConfirmButton>
          </RowActions>
        ) : null
      }
    />
  )
}

export default screen(function SupplierScaleList() {
  const list = usePagedList((q) => memberApi.scalePage(q), [], { refreshOn: [member.electronicScaleManage] })
  const [issued, setIssued] = useState<ScaleKeyIssued | null>(null)
  return (
    <>
      <PagedList list={list} keyOf={(s) => s.id} emptyText="暂无电子秤，请登记" renderItem={(s) => <ScaleCard scale={s} onKey={setIssued} />} />
      <ActionBar>
        <Button onClick={() => void go('supplierScaleTickets')}>秤票</Button>
        <Button type="primary" onClick={() => void go('supplierScaleRegister')}>
          登记电子秤
        </Button>
      </ActionBar>
      <Popup visible={Boolean(issued)} position="bottom" round title="新密钥" onClose={() => setIssued(null)}>
        {issued && <ScaleKeyPanel issued={issued} onDone={() => setIssued(null)} />}
      </Popup>
    </>
  )
})
