/** An exit application for the office: the application, goods and parking; 通过 / 驳回 (with a reason) while submitted; the stay it belongs to. */
import { Button } from '@nutui/nutui-react-taro'
import { gate } from '@/contract/gate'
import { market } from '@/contract/market'
import { mutate } from '@/api/mutate'
import { marketApi } from '@/api/market'
import { go } from '@/core/navigate'
import { ExitSections } from '@/domain/inout/ExitView'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { AuditBar } from '@/components/AuditBar'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'

const STAY = { back: false, refresh: [gate.outmarketMain, market.inmarket] } as const

export default screen(function OfficeExitDetail() {
  const { id } = useRouteParams('officeExitDetail')
  const detail = useAsyncData(() => marketApi.exitDetail(id), [id], { refreshOn: [market.outmarket] })
  const d = detail.data
  return (
    <Page loading={detail.loading} error={detail.error} onRetry={() => void detail.reload()}>
      {d && (
        <>
          <DetailSection title="申请商户" rows={[{ label: '商户', value: d.customerName }]} />
          <ExitSections d={d} />
          {d.status === 'submitted' ? (
            <AuditBar
              approveMessage="确定通过该出场申请吗？"
              onApprove={(action) => mutate(market.outmarket.approve, { id }, { ...STAY, successText: '已通过', ...action })}
              onReject={(reason, action) => mutate(market.outmarket.reject, { id, reason }, { ...STAY, successText: '已驳回', ...action })}
            />
          ) : (
            d.status === 'approved' && (
              <ActionBar>
                <Button type="primary" block onClick={() => void go('officeStayDetail', { id: d.recordId })}>
                  去放行
                </Button>
              </ActionBar>
            )
          )}
        </>
      )}
    </Page>
  )
})
