import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function StaffHome() {
  return <RoleHome role="staff" />
})
