import { LoginScreen } from '@/components/LoginForm'

export default function MaintainerLogin() {
  return <LoginScreen role="maintainer" />
}
