import { RoleHome } from '@/components/RoleHome'

export default function MaintainerHome() {
  return <RoleHome role="maintainer" />
}
