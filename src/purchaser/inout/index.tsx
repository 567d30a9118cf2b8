/** The purchaser's vehicles at the gate: inside now, entries, exit applications (domain/inout). */
import { InoutList } from '@/domain/inout/InoutList'
import { screen } from '@/components/Screen'

export default screen(function PurchaserInout() {
  return <InoutList role="purchaser" />
})
