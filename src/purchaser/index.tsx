import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function PurchaserHome() {
  return <RoleHome role="purchaser" />
})
