/**
 * The shop's daily settlement (/supplier/statistics/daily, 日结对账): a market day (today by
 * default, never a future day) with its net takings, orders and sales, then each section's rows
 * (sales by method, credit and repayments, refunds, coupons, net) with count and amount, as the
 * server summed them (settle/supplierData/dailySettlement). 分享日结图片 draws the same figures on
 * a canvas and shares the picture (weapp: WeChat's share sheet or the album; H5: a PNG download);
 * 导出日结 asks for a one-time link to the day as XLSX and hands it to openExport (weapp: opened
 * with Taro.openDocument; H5: downloaded).
 */
import { useState } from 'react'
import { Canvas, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import type { DailySettlement } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { mutate } from '@/api/mutate'
import { toast } from '@/core/dialog'
import { money, parseDate } from '@/core/format'
import { marketNow, marketToday } from '@/core/marketTime'
import { canvasNode } from '@/core/wechat/canvasNode'
import { openExport } from '@/core/wechat/exportFile'
import { shareCanvasImage } from '@/core/wechat/shareImage'
import { SHARE_IMAGE_FAILED } from '@/core/wechat/shareImageText'
import { countText, isTotalRow, salesTotalFen, settlementFileName, shiftDay } from '@/domain/settlement'
import { IMAGE_WIDTH, paintSettlement, settlementImageHeight, type Painter } from '@/domain/settlement/paint'
import { StatTotals } from '@/domain/stats/StatBlocks'
import { useAction } from '@/hooks/useAction'
import { useAsyncData } from '@/hooks/useAsyncData'
import { DateTimeField } from '@/components/DateTimeField'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import './daily.scss'

const CANVAS_ID = 'daily-settlement-canvas'

function Figures({ data: s }: { data: DailySettlement }) {
  return (
    <>
      <StatTotals
        items={[
          ['实收合计', money(s.netFen)],
          ['订单数', String(s.orderCount)],
          ['销售合计', money(salesTotalFen(s))],
        ]}
      />
      {s.sections.map((section) => (
        <DetailSection key={section.key} title={section.title}>
          {section.rows.map((r) => (
            <View key={r.key} className={`settlement-row ${isTotalRow(r) ? 'settlement-row--total' : ''}`} data-testid="settlement-row" data-key={r.key}>
              <Text className="settlement-row__label">{r.label}</Text>
              <Text className="settlement-row__count">{countText(r)}</Text>
              <Text className="settlement-row__amount">{money(r.amountFen)}</Text>
            </View>
          ))}
        </DetailSection>
      ))}
    </>
  )
}

/** Draws the settlement on the page's canvas and shares the picture. */
async function share(s: DailySettlement): Promise<void> {
  const target = await canvasNode(CANVAS_ID)
  if (!target) return toast(SHARE_IMAGE_FAILED)
  const { canvas, pixelRatio } = target
  canvas.width = Math.round(IMAGE_WIDTH * pixelRatio)
  canvas.height = Math.round(settlementImageHeight(s) * pixelRatio)
  const ctx = canvas.getContext('2d') as Painter
  ctx.scale(pixelRatio, pixelRatio)
  paintSettlement(ctx, s, marketNow().format('YYYY-MM-DD HH:mm'))
  await shareCanvasImage(canvas, settlementFileName(s))
}

/** The day as an XLSX file (every platform opens or saves one). */
async function exportDay(day: string): Promise<void> {
  const out = await mutate(settle.supplierData.dailySettlementExport, { day, format: 'xlsx' }, { back: false, successText: false, loading: '正在生成...' })
  if (out.ok) await openExport(out.result)
}

export default screen(function SupplierDailySettlement() {
  const today = marketToday()
  const [day, setDay] = useState(today)
  const data = useAsyncData(() => settleApi.dailySettlement(day), [day], { refreshOn: [settle.orderInfo, settle.orderRefund] })
  const sharing = useAction()
  const exporting = useAction()
  const s = data.data
  return (
    <View className="settlement">
      <View className="settlement-day">
        <DateTimeField type="date" name="day" label="对账日期" value={day} onChange={setDay} max={() => parseDate(today)!.toDate()} />
        <View className="settlement-day__steps">
          <Button size="small" onClick={() => setDay(shiftDay(day, -1))}>
            前一天
          </Button>
          <Button size="small" disabled={day >= today} onClick={() => setDay(shiftDay(day, 1))}>
            后一天
          </Button>
        </View>
      </View>
      <Page loading={data.loading} error={data.error} empty={!!s && !s.hasActivity} emptyText="当日暂无交易" onRetry={() => void data.reload()}>
        {s && (
          <>
            <Figures data={s} />
            <View className="app-actions">
              <Button type="primary" block loading={sharing.busy} disabled={sharing.busy} onClick={() => void sharing.run(() => share(s))}>
                分享日结图片
              </Button>
              <Button block loading={exporting.busy} disabled={exporting.busy} onClick={() => void exporting.run(() => exportDay(s.day))}>
                导出日结
              </Button>
            </View>
            <Canvas type="2d" id={CANVAS_ID} canvasId={CANVAS_ID} className="settlement-canvas" style={{ width: `${IMAGE_WIDTH}px`, height: `${settlementImageHeight(s)}px` }} />
          </>
        )}
      </Page>
    </View>
  )
})
