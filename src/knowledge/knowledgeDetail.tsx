/** A knowledge article (?id=): title, meta, sanitised content, images (tap to preview), attachments. */
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { customeApi } from '@/api/custome'
import { dateTime, fileSize } from '@/core/format'
import { mediaUrl } from '@/core/media'
import { openAttachment } from '@/core/wechat/attachment'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { RichContent } from '@/components/RichContent'
import { screen } from '@/components/Screen'
import './knowledge.scss'

export default screen(function KnowledgeDetail() {
  const { id } = useRouteParams('knowledgeDetail')
  const { data, loading, error, reload } = useAsyncData(() => customeApi.knowledge.detail(id), [id])
  const images = (data?.images ?? []).map(mediaUrl)

  return (
    <Page loading={loading} error={error} onRetry={() => void reload()}>
      {data && (
        <>
          <View className="kn-article">
            <Text className="kn-article__title">{data.title}</Text>
            <Text className="kn-article__meta">
              {[data.categoryName, dateTime(data.publishTime), `浏览 ${data.viewCount}`].filter(Boolean).join(' · ')}
            </Text>
            <RichContent html={data.content} />
            {images.length > 0 && (
              <View className="kn-images" data-testid="kn-images">
                {images.map((src, i) => (
                  <Image
                    key={src}
                    className="kn-images__item"
                    src={src}
                    mode="aspectFill"
                    lazyLoad
                    imgProps={{ alt: `图片 ${i + 1}` }}
                    onClick={() => void Taro.previewImage({ urls: images, current: src })}
                  />
                ))}
              </View>
            )}
          </View>
          {data.attachments.length > 0 && (
            <DetailSection title="附件">
              {data.attachments.map((a) => (
                <View key={a.url} className="kn-attachment" data-testid="kn-attachment" onClick={() => void openAttachment(a)}>
                  <Text className="kn-attachment__name">{a.name}</Text>
                  <Text className="kn-attachment__size">{fileSize(a.size)}</Text>
                  <Text className="kn-attachment__open">打开</Text>
                </View>
              ))}
            </DetailSection>
          )}
        </>
      )}
    </Page>
  )
})
