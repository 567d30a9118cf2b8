/** One exit application of the purchaser (domain/inout). */
import { ExitView } from '@/domain/inout/ExitView'
import { useRouteParams } from '@/hooks/useRouteParams'
import { screen } from '@/components/Screen'

export default screen(function PurchaserInoutExit() {
  const { id } = useRouteParams('purchaserInoutExit')
  return <ExitView role="purchaser" id={id} />
})
