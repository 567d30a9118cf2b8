/**
 * The row every list of the app uses: a tappable white card with an optional thumbnail, a title,
 * an optional subtitle and meta lines, and something on the right (`extra`: a StatusTag, an
 * amount). `thumb` is an imported local image or a server path (/uploads/...): shown through
 * `mediaUrl`.
 */
import { type ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { mediaUrl } from '@/core/media'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface ListCardProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Extra lines under the title (each its own line; empty ones are skipped). */
  meta?: ReactNode[]
  /** On the right of the title: a StatusTag, money... */
  extra?: ReactNode
  thumb?: string
  /** Below everything: buttons, a summary line... */
  footer?: ReactNode
  onClick?: () => void
  /** Defaults to true when the card is tappable. */
  arrow?: boolean
  className?: string
}

const isEmpty = (v: ReactNode) => v === null || v === undefined || v === false || v === ''

export function ListCard({ title, subtitle, meta, extra, thumb, footer, onClick, arrow = Boolean(onClick), className }: ListCardProps) {
  return (
    <View
      className={`app-list-card ${onClick ? 'app-list-card--tappable' : ''} ${className ?? ''}`}
      hoverClass={onClick ? 'app-list-card--pressed' : 'none'}
      data-testid="list-card"
      {...(onClick ? pressable(onClick) : {})}
      onClick={() => onClick?.()}
    >
      <View className="app-list-card__main">
        {/* Beside the title it illustrates: decorative for a screen reader. */}
        {thumb && <Image className="app-list-card__thumb" src={mediaUrl(thumb)} mode="aspectFill" lazyLoad imgProps={{ alt: '' }} />}
        <View className="app-list-card__body">
          <View className="app-list-card__head">
            <Text className="app-list-card__title">{title}</Text>
            {!isEmpty(extra) && <View className="app-list-card__extra">{extra}</View>}
          </View>
          {!isEmpty(subtitle) && <Text className="app-list-card__subtitle">{subtitle}</Text>}
          {meta
            ?.filter((line) => !isEmpty(line))
            .map((line, i) => (
              <Text key={i} className="app-list-card__meta">
                {line}
              </Text>
            ))}
        </View>
        {arrow && (
          <View className="app-list-card__arrow">
            <ArrowRight size={12} color="#c2c4cc" />
          </View>
        )}
      </View>
      {!isEmpty(footer) && <View className="app-list-card__footer">{footer}</View>}
    </View>
  )
}

export default ListCard
