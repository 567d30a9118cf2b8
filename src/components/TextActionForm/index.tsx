/**
 * A text typed in place, then sent (驳回 with its reason, 回复 to a feedback): a titled textarea,
 * 取消 and the send button. The text is checked (required, the length its rule says) before
 * `onSend`; each send is one user action (its idempotency key passed on; a changed text is a new
 * action).
 */
import { useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { UserAction } from '@/core/request'
import { alertModal } from '@/core/dialog'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { FormGroup } from '@/components/FormField'
import { TextareaField } from '@/components/TextareaField'
import './index.scss'

export type TextActionLayout = 'bar' | 'inline'

export interface TextActionFormProps {
  title: string
  label: string
  name: string
  placeholder: string
  /** Said when nothing was typed. */
  emptyMessage: string
  /** Characters allowed, with what is said outside them (the min defaults to 1). */
  length: { min?: number; max: number; msg?: string }
  sendText: string
  sendType?: 'primary' | 'danger'
  onCancel: () => void
  onSend: (text: string, action: UserAction) => Promise<unknown>
  /** 'bar' (default): fixed at the bottom of a detail screen; 'inline': in a list row's footer. */
  layout?: TextActionLayout
}

/** The buttons of a decision: the screen's bottom bar, or a row inside a list card. */
export function DecisionButtons({ layout, children }: { layout: TextActionLayout; children: ReactNode }) {
  return layout === 'bar' ? <ActionBar>{children}</ActionBar> : <View className="app-decision-buttons">{children}</View>
}

export function TextActionForm({ title, label, name, placeholder, emptyMessage, length, sendText, sendType = 'primary', onCancel, onSend, layout = 'bar' }: TextActionFormProps) {
  const [text, setText] = useState('')
  const send = useAction()
  const submit = () => {
    const t = text.trim()
    if (!t) return void alertModal(emptyMessage)
    if (t.length < (length.min ?? 1) || t.length > length.max) return void alertModal(length.msg ?? emptyMessage)
    void send.run((action) => onSend(t, action))
  }
  return (
    <>
      <FormGroup title={title}>
        <TextareaField
          label={label}
          name={name}
          required
          value={text}
          onChange={(v) => {
            send.renew()
            setText(v)
          }}
          placeholder={placeholder}
          maxLength={length.max}
        />
      </FormGroup>
      <DecisionButtons layout={layout}>
        <Button type="default" onClick={onCancel}>
          取消
        </Button>
        <Button type={sendType} loading={send.busy} disabled={send.busy} onClick={submit}>
          {sendText}
        </Button>
      </DecisionButtons>
    </>
  )
}
