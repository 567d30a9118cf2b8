import { LoginScreen } from '@/components/LoginForm'

export default function ProprietorLogin() {
  return <LoginScreen role="proprietor" />
}
