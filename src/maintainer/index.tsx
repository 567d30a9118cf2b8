import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function MaintainerHome() {
  return <RoleHome role="maintainer" />
})
