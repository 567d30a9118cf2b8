import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function DcHome() {
  return <RoleHome role="dc" />
})
