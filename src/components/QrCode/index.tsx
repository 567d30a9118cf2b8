/**
 * A QR code drawn on a 2d canvas (weapp and H5), shared by identity codes and trace codes. Drawn
 * again whenever `value` changes; waits until the canvas is laid out. The text under it (`caption`)
 * and the label are what a screen reader gets.
 */
import { memo, useEffect, useState } from 'react'
import { Canvas, Text, View } from '@tarojs/components'
import { canvasNode } from '@/core/wechat/canvasNode'
import { paintQr, qrMatrix, type QrLevel, type QrPainter } from './encode'
import './index.scss'

const RETRY_MS = 50
const MAX_TRIES = 40
let seq = 0

const QrCanvas = memo(function QrCanvas({ id }: { id: string }) {
  return <Canvas type="2d" id={id} canvasId={id} className="app-qrcode__canvas" />
})

export interface QrCodeProps {
  value: string
  /** What the code is, for screen readers ('我的身份码'). */
  label: string
  caption?: string
  level?: QrLevel
  /** 'large' (identity codes, 440 design px) or 'small' (trace codes, 280). */
  size?: 'large' | 'small'
  /** Greyed over (e.g. while a fresh code loads). */
  dimmed?: boolean
}

export function QrCode({ value, label, caption, level = 'M', size = 'large', dimmed = false }: QrCodeProps) {
  const [id] = useState(() => `app-qrcode-${++seq}`)
  useEffect(() => {
    let stopped = false
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const matrix = qrMatrix(value, level)
    const draw = async () => {
      const target = await canvasNode(id)
      if (stopped) return
      if (!target) {
        if (++tries < MAX_TRIES) timer = setTimeout(() => void draw(), RETRY_MS)
        return
      }
      const { canvas, width, pixelRatio } = target
      const px = Math.round(width * pixelRatio)
      canvas.width = px
      canvas.height = px
      paintQr(canvas.getContext('2d') as QrPainter, matrix, px)
    }
    void draw()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [value, level, id])
  return (
    <View className={`app-qrcode app-qrcode--${size} ${dimmed ? 'app-qrcode--dimmed' : ''}`} data-testid="qrcode" data-value={value}>
      <View className="app-qrcode__box" role="img" aria-label={label}>
        <QrCanvas id={id} />
      </View>
      {caption && <Text className="app-qrcode__caption">{caption}</Text>}
    </View>
  )
}

export default QrCode
