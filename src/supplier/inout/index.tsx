/** The supplier's vehicles at the gate: inside now, entries, exit applications (domain/inout). */
import { InoutList } from '@/domain/inout/InoutList'
import { screen } from '@/components/Screen'

export default screen(function SupplierInout() {
  return <InoutList role="supplier" />
})
