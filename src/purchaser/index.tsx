import { RoleHome } from '@/components/RoleHome'

export default function PurchaserHome() {
  return <RoleHome role="purchaser" />
}
