import { LoginScreen } from '@/components/LoginForm'

export default function StaffLogin() {
  return <LoginScreen role="staff" />
}
