import { loginScreen } from '@/components/LoginForm'

/** The general login page: the role is picked on the form. */
export default loginScreen()
