/**
 * The market office's decision on a request (an entry report, an exit application, a loss report):
 * 通过 after a confirmation, or 驳回 with a reason (required, 1-200 characters) typed in place.
 * Each tap is one user action (its idempotency key passed to `onApprove` / `onReject`).
 */
import { useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { UserAction } from '@/core/request'
import { alertModal } from '@/core/dialog'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { FormGroup } from '@/components/FormField'
import { TextareaField } from '@/components/TextareaField'
import './index.scss'

export const REASON_MAX = 200

export interface AuditBarProps {
  /** The confirmation before approving. */
  approveMessage: string
  onApprove: (action: UserAction) => Promise<unknown>
  onReject: (reason: string, action: UserAction) => Promise<unknown>
  /** 'bar' (default): fixed at the bottom of a detail screen; 'inline': in a list row's footer. */
  layout?: 'bar' | 'inline'
}

function Buttons({ layout, children }: { layout: 'bar' | 'inline'; children: ReactNode }) {
  return layout === 'bar' ? <ActionBar>{children}</ActionBar> : <View className="app-audit-bar">{children}</View>
}

export function AuditBar({ approveMessage, onApprove, onReject, layout = 'bar' }: AuditBarProps) {
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const approve = useConfirmAction(approveMessage, onApprove)
  const reject = useAction()
  const send = () => {
    const text = reason.trim()
    if (!text) return void alertModal('请填写驳回原因')
    void reject.run((action) => onReject(text, action))
  }
  if (rejecting)
    return (
      <>
        <FormGroup title="驳回">
          <TextareaField
            label="驳回原因"
            name="rejectReason"
            required
            value={reason}
            onChange={(v) => {
              reject.renew()
              setReason(v)
            }}
            placeholder="请说明驳回的原因，申请人可以看到"
            maxLength={REASON_MAX}
          />
        </FormGroup>
        <Buttons layout={layout}>
          <Button type="default" onClick={() => setRejecting(false)}>
            取消
          </Button>
          <Button type="danger" loading={reject.busy} disabled={reject.busy} onClick={send}>
            确认驳回
          </Button>
        </Buttons>
      </>
    )
  return (
    <Buttons layout={layout}>
      <Button type="danger" fill="outline" onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Button type="primary" loading={approve.busy} disabled={approve.busy} onClick={() => void approve.run()}>
        通过
      </Button>
    </Buttons>
  )
}
