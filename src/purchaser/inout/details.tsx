/** One entry of the purchaser's vehicle (domain/inout). */
import { StayView } from '@/domain/inout/StayView'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function PurchaserInoutDetail() {
  const { id } = useRouteParams('purchaserInoutDetail')
  return <StayView role="purchaser" id={id} />
})
