import { RoleHome } from '@/components/RoleHome'

export default function StaffHome() {
  return <RoleHome role="staff" />
}
