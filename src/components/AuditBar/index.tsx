/**
 * The market office's decision on a request (an entry report, an exit application, a loss report):
 * 通过 after a confirmation, or 驳回 with a reason (required, 1-200 characters) typed in place.
 * Each tap is one user action (its idempotency key passed to `onApprove` / `onReject`).
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { UserAction } from '@/core/request'
import { useConfirmAction } from '@/hooks/useConfirmAction'
import { DecisionButtons, TextActionForm, type TextActionLayout } from '@/components/TextActionForm'

export const REASON_MAX = 200

export interface AuditBarProps {
  /** The confirmation before approving. */
  approveMessage: string
  onApprove: (action: UserAction) => Promise<unknown>
  onReject: (reason: string, action: UserAction) => Promise<unknown>
  /** 'bar' (default): fixed at the bottom of a detail screen; 'inline': in a list row's footer. */
  layout?: TextActionLayout
}

export function AuditBar({ approveMessage, onApprove, onReject, layout = 'bar' }: AuditBarProps) {
  const [rejecting, setRejecting] = useState(false)
  const approve = useConfirmAction(approveMessage, onApprove)
  if (rejecting)
    return (
      <TextActionForm
        title="驳回"
        label="驳回原因"
        name="rejectReason"
        placeholder="请说明驳回的原因，申请人可以看到"
        emptyMessage="请填写驳回原因"
        length={{ max: REASON_MAX }}
        sendText="确认驳回"
        sendType="danger"
        onCancel={() => setRejecting(false)}
        onSend={onReject}
        layout={layout}
      />
    )
  return (
    <DecisionButtons layout={layout}>
      <Button type="danger" fill="outline" onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <Button type="primary" loading={approve.busy} disabled={approve.busy} onClick={() => void approve.run()}>
        通过
      </Button>
    </DecisionButtons>
  )
}
