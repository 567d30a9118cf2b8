import { LoginScreen } from '@/components/LoginForm'

export default function PurchaserLogin() {
  return <LoginScreen role="purchaser" />
}
