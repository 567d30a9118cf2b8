/**
 * A titled text on a white card (notice and message details): the title, a meta line (time,
 * category), then the body: server HTML through RichContent, or plain text as is.
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { RichContent } from '@/components/RichContent'
import './index.scss'

export interface ArticleProps {
  title: string
  meta?: ReactNode
  /** Untrusted server HTML: sanitised by RichContent. */
  html?: string | null
  /** Plain text (shown as text, never parsed). */
  text?: string | null
}

export function Article({ title, meta, html, text }: ArticleProps) {
  return (
    <View className="app-article" data-testid="article">
      <Text className="app-article__title">{title}</Text>
      {meta && <View className="app-article__meta">{meta}</View>}
      <View className="app-article__body">
        {html !== undefined ? <RichContent html={html} /> : <Text className="app-article__text">{text || '暂无内容'}</Text>}
      </View>
    </View>
  )
}

export default Article
