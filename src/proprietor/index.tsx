import { RoleHome } from '@/components/RoleHome'
import { screen } from '@/components/Screen'

export default screen(function ProprietorHome() {
  return <RoleHome role="proprietor" />
})
