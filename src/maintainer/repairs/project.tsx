/**
 * 选择耗材 (/maintainer/repairs/project?resultId=): the estate's consumables with stock left, by
 * code or name, each with its price and the stock left (the server keeps the stock from going
 * below zero on completion); a tap hands it back to the worksheet being recorded.
 */
import type { EstateStockPagePayload } from '@/contract/types'
import { estate } from '@/contract/estate'
import { estateApi } from '@/api/estate'
import { materialItem } from '@/domain/repair/workLines'
import { WorkItemPicker } from '@/domain/repair/WorkItemPicker'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

const inStock = (q: EstateStockPagePayload) => estateApi.materialPage({ ...q, inStock: true })

export default screen(function MaintainerRepairMaterials() {
  const { resultId } = useRouteParams('maintainerRepairMaterials')
  return (
    <WorkItemPicker
      resultId={resultId}
      load={inStock}
      toItem={materialItem}
      refreshOn={[estate.stockMain]}
      emptyText="暂无有库存的耗材"
      meta={(m) => [m.lowStock ? '库存紧张' : null]}
    />
  )
})
