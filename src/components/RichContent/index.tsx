/**
 * Server HTML (articles, notices, knowledge), sanitised (core/sanitize) and drawn with Taro's
 * RichText (weapp rich-text, an HTML block on H5). Images load from the API root (mediaUrl).
 * Typography comes from the wrapper (inherited on both platforms) plus the inline styles the
 * sanitiser adds to images and tables.
 */
import { useMemo } from 'react'
import { RichText, View } from '@tarojs/components'
import { mediaUrl } from '@/core/media'
import { sanitizeHtml } from '@/core/sanitize'
import './index.scss'

export interface RichContentProps {
  html: string | null | undefined
  /** Shown when there is nothing to show. */
  emptyText?: string
  className?: string
}

export function RichContent({ html, emptyText = '暂无内容', className }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html, { resolveSrc: mediaUrl }), [html])
  return (
    <View className={`app-rich-content ${className ?? ''}`} data-testid="rich-content">
      {clean.trim() ? <RichText nodes={clean} /> : <View className="app-rich-content__empty">{emptyText}</View>}
    </View>
  )
}

export default RichContent
