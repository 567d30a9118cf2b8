import { LoginScreen } from '@/components/LoginForm'

export default function SupplierLogin() {
  return <LoginScreen role="supplier" />
}
