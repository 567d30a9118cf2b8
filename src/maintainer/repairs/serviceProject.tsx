/**
 * 选择服务 (/maintainer/repairs/serviceProject?resultId=): the repair services and their prices,
 * by code or name; a tap hands one back to the worksheet being recorded.
 */
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { serviceItem } from '@/domain/repair/workLines'
import { WorkItemPicker } from '@/domain/repair/WorkItemPicker'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function MaintainerRepairServices() {
  const { resultId } = useRouteParams('maintainerRepairServices')
  return (
    <WorkItemPicker
      resultId={resultId}
      load={estateApi.servicePage}
      toItem={serviceItem}
      refreshOn={[estate.recordsProject]}
      emptyText="暂无服务项目"
      meta={(s) => [s.remark]}
    />
  )
})
