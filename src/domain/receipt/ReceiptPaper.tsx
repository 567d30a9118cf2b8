/**
 * The receipt as it prints: the laid-out lines on a 58 mm strip of paper, in a monospaced font
 * (a Chinese character two columns wide), the trace QR codes drawn. The print screen's preview,
 * and on H5 what the browser prints (`app-print-only`, core/wechat/printPage.h5.ts).
 */
import { Text, View } from '@tarojs/components'
import { QrCode } from '@/components/QrCode'
import type { ReceiptBlock } from './layout'
import './receipt.scss'

export function ReceiptPaper({ blocks }: { blocks: readonly ReceiptBlock[] }) {
  return (
    <View className="receipt-paper app-print-only" data-testid="receipt-paper">
      {blocks.map((b, i) =>
        b.kind === 'qr' ? (
          <View key={i} className="receipt-paper__qr">
            <QrCode value={b.data} label={b.label} size="small" />
          </View>
        ) : (
          <Text
            key={i}
            className={`receipt-paper__line${b.center ? ' receipt-paper__line--center' : ''}${b.bold ? ' receipt-paper__line--bold' : ''}${b.large ? ' receipt-paper__line--large' : ''}`}
          >
            {b.text}
          </Text>
        ),
      )}
    </View>
  )
}
