/** One entry of the supplier's vehicle (domain/inout). */
import { StayView } from '@/domain/inout/StayView'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function SupplierInoutDetail() {
  const { id } = useRouteParams('supplierInoutDetail')
  return <StayView role="supplier" id={id} />
})
