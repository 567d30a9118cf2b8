/**
 * One rating in a list: who (the buyer, '匿名买家' for anonymous ones, or the shop on the buyer's own
 * list), stars, tags, text and photos (tap to preview), the order (none on an anonymous one) and when.
 */
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { EvaluationItem } from '@/contract/types'
import { dateTime } from '@/core/format'
import { mediaUrl } from '@/core/media'
import { Stars } from './Stars'
import { TagList } from './TagPicker'
import './evaluation.scss'
import { pressable } from '@/components/Pressable'

export function EvaluationCard({ item: e, side, onOpenOrder }: { item: EvaluationItem; side: 'supplier' | 'purchaser'; onOpenOrder?: () => void }) {
  const urls = e.images.map(mediaUrl)
  return (
    <View className="eval-card" data-testid="evaluation-card">
      <View className="eval-card__head">
        <Text className="eval-card__who">{side === 'supplier' ? e.purchaserName : e.supplierName}</Text>
        <Text className="eval-card__time">{dateTime(e.createTime)}</Text>
      </View>
      <Stars value={e.stars} small />
      <TagList tags={e.tags} />
      {e.content && <Text className="eval-card__content">{e.content}</Text>}
      {urls.length > 0 && (
        <View className="eval-card__photos">
          {urls.map((u, i) => (
            <View key={u} className="eval-card__photo" {...pressable(() => void Taro.previewImage({ urls, current: u }))} onClick={() => void Taro.previewImage({ urls, current: u })}>
              <Image className="eval-card__img" src={u} mode="aspectFill" lazyLoad imgProps={{ alt: `评价图片 ${i + 1}` }} />
            </View>
          ))}
        </View>
      )}
      {/* An anonymous rating carries no order (it would name the buyer). */}
      {e.orderNo && (
        <View className={`eval-card__order ${onOpenOrder ? 'eval-card__order--link' : ''}`} {...(onOpenOrder ? pressable(onOpenOrder) : {})} onClick={onOpenOrder}>
          <Text>订单号：{e.orderNo}</Text>
        </View>
      )}
    </View>
  )
}
