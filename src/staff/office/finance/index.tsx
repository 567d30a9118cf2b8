/**
 * 财务对账 (/staff/office/finance/index; the market office's, module 财务对账): export a period's
 * bills, payments or refunds (market days, at most FINANCE_LIMITS.maxSpanDays) as XLSX, or CSV
 * where the platform can save one; the server answers a one-time link that `openExport` downloads
 * (H5) or downloads and opens (weapp). 支付对账 reconciles a day against the provider's statement.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { market } from '@/contract/market'
import { EXPORT_FORMAT_LABELS, FINANCE_EXPORT_KINDS, FINANCE_EXPORT_LABELS, type ExportFormat, type FinanceExportKind } from '@/contract/types'
import { alertModal } from '@/core/dialog'
import { marketNow, marketToday } from '@/core/marketTime'
import { exportFormats, openExport } from '@/core/wechat/exportFile'
import { mutate } from '@/api/mutate'
import { periodError } from '@/domain/finance/period'
import { ActionBar } from '@/components/ActionBar'
import { AsyncButton } from '@/components/AsyncButton'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { PickerField } from '@/components/PickerField'
import { ScreenLinks } from '@/components/ScreenLinks'
import { screen } from '@/components/Screen'
import '@/domain/finance/finance.scss'

const KIND_OPTIONS = FINANCE_EXPORT_KINDS.map((k) => ({ value: k, label: FINANCE_EXPORT_LABELS[k] }))
const FORMAT_OPTIONS = exportFormats.map((f) => ({ value: f, label: EXPORT_FORMAT_LABELS[f] }))
const todayDate = () => marketNow().toDate()

export default screen(function OfficeFinance() {
  const [kind, setKind] = useState<FinanceExportKind>('bills')
  const [format, setFormat] = useState<ExportFormat>('xlsx')
  const [from, setFrom] = useState(() => marketNow().subtract(29, 'day').format('YYYY-MM-DD'))
  const [to, setTo] = useState(() => marketToday())

  const exportNow = async () => {
    const refused = periodError(from, to, marketToday())
    if (refused) return alertModal(refused)
    const out = await mutate(market.financeExport.link, { kind, from, to, format }, { back: false, successText: false, loading: '正在生成...' })
    if (out.ok) await openExport(out.result)
  }

  return (
    <View className="finance-form">
      <DetailSection title="导出明细" />
      <PickerField label="导出内容" name="kind" value={kind} options={KIND_OPTIONS} onChange={(v) => setKind(v as FinanceExportKind)} required />
      <DateTimeField label="开始日期" name="from" type="date" value={from} onChange={setFrom} max={todayDate} required />
      <DateTimeField label="结束日期" name="to" type="date" value={to} onChange={setTo} max={todayDate} required />
      <PickerField label="文件格式" name="format" value={format} options={FORMAT_OPTIONS} onChange={(v) => setFormat(v as ExportFormat)} required />
      <ActionBar>
        <AsyncButton onClick={exportNow}>导出</AsyncButton>
      </ActionBar>
      <ScreenLinks screens={['officeReconcile']} />
    </View>
  )
})
