/**
 * A reconciliation's four groups (已匹配, 本地缺失, 平台缺失, 金额不符): count and net amount of
 * each, then every entry that needs a look (the three mismatch groups) with both sides' amounts.
 */
import { Text, View } from '@tarojs/components'
import { RECON_ENTRY_LABELS, RECON_GROUP_LABELS, RECON_GROUPS, type ReconGroup, type Reconciliation } from '@/contract/types'
import { money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { Figure } from '@/components/Figure'
import './finance.scss'

const MISMATCHES: readonly ReconGroup[] = ['missingLocal', 'missingProvider', 'amountDiffers']

const amountOf = (fen: number | null): string => (fen === null ? '无' : money(fen))

export function ReconGroups({ r }: { r: Reconciliation }) {
  return (
    <>
      <View className="finance-groups">
        {RECON_GROUPS.map((g) => (
          <View key={g} className={`finance-group ${g !== 'matched' && r.groups[g].count > 0 ? 'finance-group--mismatch' : ''}`} data-testid={`recon-${g}`}>
            <Figure muted label={RECON_GROUP_LABELS[g]} value={`${r.groups[g].count}笔`} testId={`recon-${g}-count`} />
            <Text className="finance-group__amount">{money(r.groups[g].amountFen)}</Text>
          </View>
        ))}
      </View>
      <DetailSection
        title="对账单汇总"
        rows={[
          { label: '交易笔数', value: `${r.statement.count}笔` },
          { label: '收款总额', value: money(r.statement.paidFen) },
          { label: '退款总额', value: money(r.statement.refundedFen) },
        ]}
      />
      {MISMATCHES.filter((g) => r.groups[g].count > 0).map((g) => (
        <DetailSection key={g} title={`${RECON_GROUP_LABELS[g]}（${r.groups[g].count}笔）`}>
          {r.groups[g].items.map((i) => (
            <View key={`${i.kind}:${i.no}`} className="finance-item" data-testid="recon-item">
              <Text className="finance-item__no">
                {RECON_ENTRY_LABELS[i.kind]} {i.no}
              </Text>
              <Text className="finance-item__line">{i.time}</Text>
              <Text className="finance-item__line">
                平台 {amountOf(i.providerFen)} · 本地 {amountOf(i.localFen)}
              </Text>
            </View>
          ))}
        </DetailSection>
      ))}
    </>
  )
}
