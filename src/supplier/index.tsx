import { RoleHome } from '@/components/RoleHome'

export default function SupplierHome() {
  return <RoleHome role="supplier" />
}
