/**
 * Signature (/ydui/view/signature?resultId=): draw with a finger (NutUI Signature: the mini
 * program's 2d canvas and canvasToTempFilePath, H5 a data URL), 重签 to clear, 确认签名 to upload
 * it as an image (the existing image upload) and show it. An empty signature is refused. The
 * uploaded image's URL goes back to the screen that opened this one (core/pageResult, by
 * `resultId`): leaving without one answers null. No lease-contract screen exists yet to call it.
 */
import { useRef, useState } from 'react'
import { Image, View } from '@tarojs/components'
import { Button, Signature } from '@nutui/nutui-react-taro'
import { toast } from '@/core/dialog'
import { mediaUrl } from '@/core/media'
import { goBack } from '@/core/navigate'
import { uploadImage } from '@/core/request/upload'
import { uploadablePath } from '@/core/wechat/canvasFile'
import { usePageResult } from '@/hooks/usePageResult'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'
import './ydui.scss'

export const EMPTY_SIGNATURE = '请先签名'

interface Pad {
  confirm: () => void
  clear: () => void
}

export default screen(function SignatureScreen() {
  const { resultId } = useRouteParams('yduiSignature')
  const pad = useRef<Pad>(null)
  const [busy, setBusy] = useState(false)
  const [uploaded, setUploaded] = useState<string | null>(null)
  // Leaving without a signature tells the caller so (null).
  const answer = usePageResult<string>(resultId)

  async function drawn(path: string, signed?: boolean) {
    if (!signed || !path) {
      toast(EMPTY_SIGNATURE)
      return
    }
    setBusy(true)
    try {
      setUploaded(await uploadImage(uploadablePath(path)))
    } catch {
      // Shown by the upload.
    } finally {
      setBusy(false)
    }
  }

  function done() {
    if (!uploaded) return
    answer(uploaded)
    void goBack()
  }

  if (uploaded)
    return (
      <View className="ydui">
        <Image className="ydui-signature-image" src={mediaUrl(uploaded)} mode="aspectFit" data-testid="signature-image" imgProps={{ alt: '已上传的签名' }} />
        <View className="app-actions">
          <Button type="primary" block onClick={done}>
            完成
          </Button>
          <Button block onClick={() => setUploaded(null)}>
            重新签名
          </Button>
        </View>
      </View>
    )
  return (
    <View className="ydui">
      <View className="ydui-signature" data-testid="signature-pad">
        <Signature ref={pad} canvasId="ydui-signature" lineWidth={3} onConfirm={(path, signed) => void drawn(path, signed)} />
      </View>
      <View className="app-actions">
        <Button type="primary" block loading={busy} disabled={busy} onClick={() => pad.current?.confirm()}>
          确认签名
        </Button>
        <Button block disabled={busy} onClick={() => pad.current?.clear()}>
          重签
        </Button>
      </View>
    </View>
  )
})
