/**
 * 摊位水电表 (/maintainer/meter/assetsHydropowerList?assetId=): one booth's meters and what it owes:
 * the holder and the arrears of its unpaid utility bills (a tap shows a bill's receipt code for the
 * merchant to pay on the spot), each meter with its last reading and this period's state (a tap
 * opens the reading), and the booth's readings, newest period first.
 */
import { Text } from '@tarojs/components'
import { METER_TYPE_LABELS, type MeterReading } from '@/contract/types'
import { estate } from '@/contract/estate'
import { basicApi } from '@/api/basic'
import { estateApi } from '@/api/estate'
import { readAll } from '@/api/paging'
import { dateTime, money } from '@/core/format'
import { go } from '@/core/navigate'
import { BillCard } from '@/domain/bill/BillCard'
import { BILL_STATUS } from '@/domain/bill/status'
import { MeterCard } from '@/domain/meter/MeterCard'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { ListCard } from '@/components/ListCard'
import { PagedList } from '@/components/PagedList'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'

const showReceiptCode = (billId: string) => void go('maintainerReceiptCode', { billId })

function ReadingCard({ r }: { r: MeterReading }) {
  return (
    <ListCard
      title={`${r.period} ${METER_TYPE_LABELS[r.meterType]} ${r.meterNo}`}
      extra={r.billPayStatus ? <StatusTag status={r.billPayStatus} map={BILL_STATUS} /> : '未出账'}
      meta={[
        `读数：${r.lastReading} → ${r.reading}${r.unit}`,
        `用量：${r.consumption}${r.unit} · 金额：${money(r.amountFen)}`,
        r.replaced ? `换表：旧表${r.oldMeterNo ?? ''}止码${r.oldFinalReading ?? ''}，新表起码${r.newStartReading ?? ''}` : null,
        `抄表：${r.readerName} ${dateTime(r.readTime)}`,
      ]}
    />
  )
}

export default screen(function MaintainerAssetMeters() {
  const { assetId } = useRouteParams('maintainerAssetMeters')
  const data = useAsyncData(
    async () => {
      const [arrears, meters] = await Promise.all([estateApi.meterArrears(assetId), readAll((q) => basicApi.meterPage({ ...q, assetId }), 5)])
      return { arrears, meters }
    },
    [assetId],
    { refreshOn: [estate.hydropowerReading] },
  )
  const readings = usePagedList((q) => estateApi.readingPage({ ...q, assetId }), [assetId], { refreshOn: [estate.hydropowerReading] })
  const a = data.data?.arrears
  return (
    <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
      {a && data.data && (
        <>
          <DetailSection
            title={`${a.assetCode} ${a.assetName}`}
            rows={[
              { label: '商户', value: a.customerName ?? '无商户' },
              { label: '欠费合计', value: <Text data-testid="asset-arrears">{money(a.arrearsFen)}</Text> },
            ]}
          />
          <DetailSection title="欠费账单">
            {a.bills.length ? a.bills.map((b) => <BillCard key={b.id} bill={b} onOpen={showReceiptCode} />) : <Text>暂无欠费</Text>}
          </DetailSection>
          <DetailSection title="水电表">{data.data.meters.length ? data.data.meters.map((m) => <MeterCard key={m.id} meter={m} />) : <Text>该摊位暂无水电表</Text>}</DetailSection>
          <DetailSection title="抄表记录">
            <PagedList list={readings} keyOf={(r) => r.id} emptyText="暂无抄表记录" renderItem={(r) => <ReadingCard r={r} />} />
          </DetailSection>
        </>
      )}
    </Page>
  )
})
