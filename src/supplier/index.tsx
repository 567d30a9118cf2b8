import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function SupplierHome() {
  return <RoleHome role="supplier" />
})
