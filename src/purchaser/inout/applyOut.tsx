/** The purchaser applies for a vehicle to leave, or sends a refused application again (domain/inout). */
import { ApplyOut } from '@/domain/inout/ApplyOut'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function PurchaserInoutApplyOut() {
  const { recordId, id } = useRouteParams('purchaserInoutApplyOut')
  return <ApplyOut role="purchaser" recordId={recordId} id={id} />
})
