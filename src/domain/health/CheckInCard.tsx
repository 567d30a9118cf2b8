/** A check-in in a list: the day, temperature, abnormal or normal, where, a declared risk-area visit; `onClick` opens its detail. */
import { RISK_LEVEL_LABELS, type CheckIn } from '@/contract/types'
import { ListCard } from '@/components/ListCard'
import { StatusTag, statusMap } from '@/components/StatusTag'

export const CHECK_IN_STATUS = statusMap({ abnormal: '异常', normal: '正常' }, { abnormal: 'danger', normal: 'success' })

export function CheckInCard({ c, who, onClick }: { c: CheckIn; who?: boolean; onClick?: () => void }) {
  return (
    <ListCard
      title={who ? `${c.userName} · ${c.day}` : c.day}
      onClick={onClick}
      extra={<StatusTag status={c.abnormal ? 'abnormal' : 'normal'} map={CHECK_IN_STATUS} />}
      meta={[
        `体温：${c.temperature}℃${c.fever ? '（发热）' : ''}`,
        c.symptoms.length ? `症状：${c.symptoms.join('、')}` : null,
        `所在地：${c.location.province}${c.location.city}${c.location.district}`,
        c.riskArea ? `到访风险地区：${c.riskArea.province}${c.riskArea.city}${c.riskArea.district}（${RISK_LEVEL_LABELS[c.riskArea.level]}）` : null,
      ]}
    />
  )
}
