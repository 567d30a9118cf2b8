/**
 * The print screen's printer: its state (未连接打印机, 已连接 name, 正在打印, 打印完成), a failure
 * in Chinese, 选择打印机 (a search) and the printers found, a tap connecting one.
 */
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { DetailSection } from '@/components/DetailSection'
import { Pressable } from '@/components/Pressable'
import type { PrinterPhase, PrinterState } from './usePrinter'
import './receipt.scss'

const PHASE_TEXT: Record<PrinterPhase, string> = {
  none: '未连接打印机',
  searching: '正在搜索打印机…',
  connecting: '正在连接打印机…',
  ready: '已连接',
  printing: '正在打印…',
  printed: '打印完成',
}

export function PrinterPanel({ printer: p }: { printer: PrinterState }) {
  if (!p.client) {
    return (
      <DetailSection title="打印机">
        <Text className="receipt-printer__state">当前环境不支持蓝牙打印，请使用页面打印</Text>
      </DetailSection>
    )
  }
  const name = p.link && p.phase === 'ready' ? `：${p.link.device.name}` : ''
  return (
    <DetailSection
      title="打印机"
      extra={
        <Button size="small" fill="outline" type="primary" loading={p.phase === 'searching'} disabled={p.busy} onClick={() => void p.search()}>
          选择打印机
        </Button>
      }
    >
      <Text className="receipt-printer__state" data-testid="printer-state">{`${PHASE_TEXT[p.phase]}${name}`}</Text>
      {p.error && (
        <Text className="receipt-printer__error" data-testid="printer-error">
          {p.error}
        </Text>
      )}
      {p.found?.map((d) => (
        <Pressable key={d.deviceId} className="receipt-printer__device" data-testid="printer-device" onPress={() => void p.choose(d)}>
          <Text>{d.name}</Text>
        </Pressable>
      ))}
    </DetailSection>
  )
}
