/**
 * Pick and upload images (spec: /api/user/fileUpload/file/imgUpload). `value` holds the server
 * URLs (/uploads/x.png); each finished upload is appended through `onChange`. Picked images
 * upload one after another: a tile shows 等待上传 / the progress / 上传失败 (tap to retry); × removes
 * a tile; tapping an uploaded image previews it. The add tile asks for at most the images still
 * allowed (`max`, default 6), compressed.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { Close, Plus } from '@nutui/icons-react-taro'
import { toast } from '@/core/dialog'
import { mediaUrl } from '@/core/media'
import { uploadImage } from '@/core/request/upload'
import { useAlive } from '@/hooks/useAlive'
import { errorText } from '@/components/States'
import { Pressable, pressable } from '@/components/Pressable'
import './index.scss'

export interface ImageUploaderProps {
  value: string[]
  onChange: (urls: string[]) => void
  max?: number
  disabled?: boolean
}

type PendingStatus = 'queued' | 'uploading' | 'failed'
interface Pending {
  id: number
  path: string
  status: PendingStatus
  progress: number
}

let nextId = 1

/** The × in a tile's corner; its tap does not reach the tile (preview / retry). */
function RemoveBadge({ onRemove }: { onRemove: () => void }) {
  return (
    <View
      className="app-uploader__remove"
      {...pressable(onRemove)}
      aria-label="删除图片"
      data-testid="uploader-remove"
      onClick={(e) => {
        e.stopPropagation()
        onRemove()
      }}
    >
      <Close size={10} color="#fff" />
    </View>
  )
}

export function ImageUploader({ value, onChange, max = 6, disabled }: ImageUploaderProps) {
  const [pending, setPending] = useState<Pending[]>([])
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  // The latest URLs, including uploads the parent has not re-rendered with yet.
  const valueRef = useRef(value)
  valueRef.current = value
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange
  const working = useRef(false)
  const alive = useAlive()

  const update = (id: number, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)))

  /** Uploads queued tiles one at a time until none is left. */
  const pump = useCallback(async () => {
    if (working.current) return
    working.current = true
    try {
      for (;;) {
        const next = pendingRef.current.find((p) => p.status === 'queued')
        if (!next || !alive.current) return
        pendingRef.current = pendingRef.current.map((p) => (p.id === next.id ? { ...p, status: 'uploading' } : p))
        update(next.id, { status: 'uploading', progress: 0 })
        try {
          const url = await uploadImage(next.path, { silent: true, onProgress: (progress) => alive.current && update(next.id, { progress }) })
          if (!alive.current) return
          if (!pendingRef.current.some((p) => p.id === next.id)) continue // removed meanwhile
          pendingRef.current = pendingRef.current.filter((p) => p.id !== next.id)
          setPending((list) => list.filter((p) => p.id !== next.id))
          valueRef.current = [...valueRef.current, url]
          onChangeRef.current(valueRef.current)
        } catch (e) {
          if (!alive.current) return
          pendingRef.current = pendingRef.current.map((p) => (p.id === next.id ? { ...p, status: 'failed' } : p))
          update(next.id, { status: 'failed' })
          toast(errorText(e, '上传失败'))
        }
      }
    } finally {
      working.current = false
    }
  }, [alive])

  useEffect(() => {
    if (pending.some((p) => p.status === 'queued')) void pump()
  }, [pending, pump])

  const left = Math.max(0, max - value.length - pending.length)

  async function add() {
    if (disabled || left <= 0) return
    let paths: string[]
    try {
      const res = await Taro.chooseImage({ count: left, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
      paths = res.tempFilePaths ?? []
    } catch {
      return // cancelled
    }
    if (!alive.current || !paths.length) return
    const room = Math.max(0, max - valueRef.current.length - pendingRef.current.length)
    const added = paths.slice(0, room).map((path) => ({ id: nextId++, path, status: 'queued' as const, progress: 0 }))
    pendingRef.current = [...pendingRef.current, ...added]
    setPending(pendingRef.current)
  }

  function retry(id: number) {
    pendingRef.current = pendingRef.current.map((p) => (p.id === id ? { ...p, status: 'queued' } : p))
    setPending(pendingRef.current)
  }

  function removePending(id: number) {
    pendingRef.current = pendingRef.current.filter((p) => p.id !== id)
    setPending(pendingRef.current)
  }

  function removeUrl(index: number) {
    valueRef.current = valueRef.current.filter((_, i) => i !== index)
    onChange(valueRef.current)
  }

  function preview(url: string) {
    void Taro.previewImage({ current: mediaUrl(url), urls: value.map(mediaUrl) }).catch(() => undefined)
  }

  return (
    <View className="app-uploader" data-testid="image-uploader">
      {value.map((url, i) => (
        <View key={`${url}-${i}`} className="app-uploader__tile" data-testid="uploader-image" onClick={() => preview(url)}>
          <Image className="app-uploader__img" src={mediaUrl(url)} mode="aspectFill" imgProps={{ alt: `图片 ${i + 1}` }} />
          {!disabled && (
            <RemoveBadge onRemove={() => removeUrl(i)} />
          )}
        </View>
      ))}
      {pending.map((p) => (
        <View
          key={p.id}
          className={`app-uploader__tile app-uploader__tile--${p.status}`}
          data-testid="uploader-pending"
          data-status={p.status}
          onClick={() => p.status === 'failed' && retry(p.id)}
        >
          <Image className="app-uploader__img" src={p.path} mode="aspectFill" imgProps={{ alt: '' }} />
          <View className="app-uploader__mask">
            <Text>{p.status === 'queued' ? '等待上传' : p.status === 'uploading' ? (p.progress > 0 ? `${Math.round(p.progress)}%` : '上传中') : '上传失败'}</Text>
            {p.status === 'failed' && <Text className="app-uploader__retry">点击重试</Text>}
          </View>
          {p.status !== 'uploading' && (
            <RemoveBadge onRemove={() => removePending(p.id)} />
          )}
        </View>
      ))}
      {!disabled && left > 0 && (
        <Pressable className="app-uploader__tile app-uploader__add" label={`添加图片 ${value.length + pending.length}/${max}`} data-testid="uploader-add" onPress={() => void add()}>
          <Plus size={24} color="#c2c4cc" />
          <Text className="app-uploader__count">
            {value.length + pending.length}/{max}
          </Text>
        </Pressable>
      )}
    </View>
  )
}

export default ImageUploader
