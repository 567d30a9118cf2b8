/** One exit application of the supplier (domain/inout). */
import { ExitView } from '@/domain/inout/ExitView'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function SupplierInoutExit() {
  const { id } = useRouteParams('supplierInoutExit')
  return <ExitView role="supplier" id={id} />
})
