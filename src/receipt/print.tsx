/**
 * Printing an order's receipt (/receipt/print?id=, the shop's; its own package, so the encoder
 * loads only here): the receipt as it prints, the printer (the last one reconnects, 选择打印机
 * finds others) and 打印小票, which sends the ESC/POS bytes over Bluetooth (core/ble). On H5,
 * 打印页面 prints the preview itself on 58 mm paper through the browser.
 */
import { useMemo } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { OrderDetail } from '@/contract/types'
import { settleApi } from '@/api/settle'
import { printPage } from '@/core/wechat/printPage'
import { encodeReceipt } from '@/domain/receipt/escpos'
import { layoutReceipt } from '@/domain/receipt/layout'
import { PrinterPanel } from '@/domain/receipt/PrinterPanel'
import { ReceiptPaper } from '@/domain/receipt/ReceiptPaper'
import { receiptOf } from '@/domain/receipt/receipt'
import { usePrinter } from '@/domain/receipt/usePrinter'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

function ReceiptView({ order }: { order: OrderDetail }) {
  const blocks = useMemo(() => layoutReceipt(receiptOf(order)), [order])
  const printer = usePrinter()
  return (
    <>
      <PrinterPanel printer={printer} />
      <ReceiptPaper blocks={blocks} />
      <ActionBar>
        {printPage && (
          <Button type="default" size="large" onClick={printPage}>
            打印页面
          </Button>
        )}
        {printer.client && (
          <Button
            type="primary"
            size="large"
            loading={printer.phase === 'printing'}
            disabled={!printer.link || printer.busy}
            onClick={() => void printer.print(encodeReceipt(blocks))}
          >
            打印小票
          </Button>
        )}
      </ActionBar>
    </>
  )
}

export default screen(function ReceiptPrint() {
  const { id } = useRouteParams('receiptPrint')
  const detail = useAsyncData(() => settleApi.orderDetail(id), [id])
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {detail.data && <ReceiptView order={detail.data} />}
    </Page>
  )
})
