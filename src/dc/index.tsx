import { RoleHome } from '@/components/RoleHome'

export default function DcHome() {
  return <RoleHome role="dc" />
}
