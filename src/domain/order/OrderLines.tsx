/**
 * An order's lines: product and SKU, quantity x unit price, the line's amount, and its trace code,
 * which opens as a QR code (its content is the H5 link of /suyuan/index?code=, so any phone's
 * camera opens the trace page; the suyuan screen also takes the code when opened in the app).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { OrderLine } from '@/contract/types'
import { money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { QrCode } from '@/components/QrCode'
import './order.scss'
import { pressable } from '@/components/Pressable'
import { traceLink } from './trace'

const quantityText = (l: Pick<OrderLine, 'quantity' | 'unit'>) => `${l.quantity}${l.unit}`

function Line({ line }: { line: OrderLine }) {
  const [open, setOpen] = useState(false)
  const toggle = () => setOpen((v) => !v)
  return (
    <View className="order-lines__line" data-testid="order-line">
      <View className="order-lines__head">
        <Text className="order-lines__name">
          {line.productName}
          {line.skuName && line.skuName !== line.productName ? ` · ${line.skuName}` : ''}
        </Text>
        <Text className="order-money">{money(line.amountFen)}</Text>
      </View>
      <Text className="order-lines__meta">
        {quantityText(line)} × {money(line.priceFen)}/{line.unit}
      </Text>
      <View className="order-lines__trace" {...pressable(toggle)} aria-expanded={open} data-testid="trace-toggle" onClick={toggle}>
        <Text>
          溯源码 {line.traceCode} {open ? '收起' : '查看二维码'}
        </Text>
      </View>
      {open && (
        <View className="order-lines__qr">
          <QrCode value={traceLink(line.traceCode)} label={`${line.productName}溯源二维码`} caption="扫码查看商品溯源信息" size="small" />
        </View>
      )}
    </View>
  )
}

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <DetailSection title={`商品明细（${lines.length}）`}>
      {lines.map((l) => (
        <Line key={l.id} line={l} />
      ))}
    </DetailSection>
  )
}
