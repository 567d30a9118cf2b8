import { loginScreen } from '@/components/LoginForm'

export default loginScreen('supplier')
