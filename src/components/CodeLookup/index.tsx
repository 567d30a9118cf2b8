/**
 * A code the user types or scans (core/wechat scanCode), parsed before it is looked up: the trace
 * code (/suyuan/index), a scale ticket's order code (/scanorder/index), a plate (/suyuan/scanpay).
 * A text that holds no code is refused with `invalid` (the form checker); a good one is shown in
 * the field as parsed and handed to `onCode`.
 */
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { validate } from '@/core/validate'
import { scanCode } from '@/core/wechat/scan'
import { FormField, FormGroup } from '@/components/FormField'

export interface CodeLookupProps {
  title: string
  label: string
  name: string
  placeholder: string
  maxLength: number
  /** The code in a typed or scanned text, or null when it holds none. */
  parse: (text: string) => string | null
  /** What a text without a code is told. */
  invalid: string
  onCode: (code: string) => void
  /** The field's text at first (a code the route brought). */
  initial?: string
  /** How typing shows in the field (e.g. a plate in capitals). */
  format?: (typed: string) => string
  scanText?: string
  findText?: string
}

export function CodeLookup({ title, label, name, placeholder, maxLength, parse, invalid, onCode, initial = '', format, scanText = '扫码', findText = '查询' }: CodeLookupProps) {
  const [text, setText] = useState(initial)
  const find = (typed: string) => {
    const code = parse(typed)
    if (!validate({ code }, [(d) => (d.code ? null : invalid)])) return
    setText(code!)
    onCode(code!)
  }
  const scan = async () => {
    const scanned = await scanCode()
    if (scanned) find(scanned)
  }
  return (
    <FormGroup title={title}>
      <FormField label={label} name={name} value={text} onChange={(v) => setText(format ? format(v) : v)} placeholder={placeholder} maxLength={maxLength} />
      <View className="app-button-row">
        <Button type="primary" fill="outline" onClick={() => void scan()}>
          {scanText}
        </Button>
        <Button type="primary" onClick={() => find(text)}>
          {findText}
        </Button>
      </View>
    </FormGroup>
  )
}

export default CodeLookup
