/**
 * A PDF file in a screen (the inspection's test report). weapp: a button that downloads it and
 * opens it in WeChat's document viewer (the attachment adapter, Taro.openDocument). H5
 * (index.h5.tsx): the pages themselves, drawn in the screen by pdf.js, with a download link; the
 * mini program never carries pdf.js.
 */
import { Button } from '@nutui/nutui-react-taro'
import { openAttachment } from '@/core/wechat/attachment'
import { ActionBar } from '@/components/ActionBar'

export interface PdfViewProps {
  url: string
  /** The name the file is saved under (`检测报告-J20261126001.pdf`). */
  fileName: string
  /** What the file is, in the action's words (`打开检测报告`, H5 `下载检测报告`). */
  label: string
}

export function PdfView({ url, fileName, label }: PdfViewProps) {
  return (
    <ActionBar>
      <Button type="primary" block onClick={() => void openAttachment({ name: fileName, url })}>
        {`打开${label}`}
      </Button>
    </ActionBar>
  )
}
