import { RoleHome } from '@/components/RoleHome'

export default function ProprietorHome() {
  return <RoleHome role="proprietor" />
}
