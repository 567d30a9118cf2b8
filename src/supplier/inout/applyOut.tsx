/** The supplier applies for a vehicle to leave, or sends a refused application again (domain/inout). */
import { ApplyOut } from '@/domain/inout/ApplyOut'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function SupplierInoutApplyOut() {
  const { recordId, id } = useRouteParams('supplierInoutApplyOut')
  return <ApplyOut role="supplier" recordId={recordId} id={id} />
})
