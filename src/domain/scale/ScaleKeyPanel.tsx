/**
 * A scale's device key, shown once (after registering or re-issuing it): the serial number and the
 * key to type into the scale's network settings, each copyable. The server keeps only its hash.
 */
import { Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ScaleKeyIssued } from '@/contract/types'
import { DetailSection } from '@/components/DetailSection'
import './scale.scss'

export function ScaleKeyPanel({ issued, onDone }: { issued: ScaleKeyIssued; onDone: () => void }) {
  return (
    <DetailSection
      title={`${issued.scale.name}的设备密钥`}
      rows={[
        { label: '设备编号', value: issued.scale.serialNo, copyable: true },
        { label: '设备密钥', value: issued.secret, copyable: true },
      ]}
    >
      <Text className="scale-key__help">密钥仅显示这一次：请立即填入电子秤的联网设置。遗失后可“重置密钥”，旧密钥随即失效。</Text>
      <Button type="primary" block onClick={onDone}>
        我已保存
      </Button>
    </DetailSection>
  )
}
