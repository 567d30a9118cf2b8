import { LoginScreen } from '@/components/LoginForm'

export default function DcLogin() {
  return <LoginScreen role="dc" />
}
