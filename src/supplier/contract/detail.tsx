/**
 * 合同详情 (/supplier/contract/detail?id=): a contract's parties and filled fields, its state
 * (signed when), and its full text from getContractContentData: plain-text paragraphs rendered as
 * text (never as HTML: a shop named `<b>` stays a name).
 */
import { Text, View } from '@tarojs/components'
import { CONTRACT_KIND_LABELS, type ContractContent, type ContractDetail } from '@/contract/types'
import { customeApi } from '@/api/custome'
import { dateTime } from '@/core/format'
import { go } from '@/core/navigate'
import { CONTRACT_STATUS } from '@/domain/lease/status'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useRouteParams } from '@/hooks/useRouteParams'
import { CellLink } from '@/components/CellLink'
import { DetailSection } from '@/components/DetailSection'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { StatusTag } from '@/components/StatusTag'
import '@/domain/lease/lease.scss'

function ContractView({ c, text }: { c: ContractDetail; text: ContractContent }) {
  return (
    <>
      <DetailSection
        title={c.title}
        extra={<StatusTag status={c.state} map={CONTRACT_STATUS} />}
        rows={[
          { label: '合同编号', value: c.contractNo, copyable: true },
          { label: '合同类型', value: CONTRACT_KIND_LABELS[c.kind] },
          { label: '出租方（甲方）', value: c.partyA },
          { label: '承租方（乙方）', value: c.partyB },
          ...c.fields.map((f) => ({ label: f.label, value: f.value })),
          { label: '签署时间', value: c.signedTime ? dateTime(c.signedTime) : '未签署' },
        ]}
      />
      <CellLink title={`租赁 ${c.leaseNo}`} onClick={() => void go('supplierLeaseDetail', { id: c.leaseId })} />
      <DetailSection title="合同正文">
        <View data-testid="contract-text">
          {text.paragraphs.map((p, i) => (
            <Text key={i} className="lease-text" userSelect>
              {p}
            </Text>
          ))}
        </View>
      </DetailSection>
    </>
  )
}

export default screen(function SupplierContractDetail() {
  const { id } = useRouteParams('supplierContractDetail')
  const data = useAsyncData(() => Promise.all([customeApi.contract.detail(id), customeApi.contract.content(id)]), [id])
  return (
    <Page loading={data.loading} error={data.error} onRetry={() => void data.reload()}>
      {data.data && <ContractView c={data.data[0]} text={data.data[1]} />}
    </Page>
  )
})
