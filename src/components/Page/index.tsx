/**
 * A screen: the navigation bar, then one of its states (not logged in, loading, error, empty) or
 * its content. `auth` screens show the not-logged-in state when there is no session user.
 */
import { type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import { useSession } from '@/stores/session'
import { NUTUI_THEMES, type Accent } from '@/theme'
import { NavBar } from '@/components/NavBar'
import { EmptyState, ErrorState, LoadingState, LoginState } from '@/components/States'
import './index.scss'

export interface PageProps {
  title?: string
  loading?: boolean
  /** Anything truthy: the error state (an Error or string is shown as the message). */
  error?: unknown
  empty?: boolean
  emptyText?: string
  onRetry?: () => void
  /** Needs a logged-in user. */
  auth?: boolean
  accent?: Accent
  className?: string
  children?: ReactNode
}

export function Page({ title, loading, error, empty, emptyText, onRetry, auth, accent = 'primary', className, children }: PageProps) {
  const user = useSession((s) => s.user)
  let body: ReactNode
  if (auth && !user) body = <LoginState />
  else if (loading) body = <LoadingState />
  else if (error) body = <ErrorState error={error} onRetry={onRetry} />
  else if (empty) body = <EmptyState text={emptyText} />
  else body = children
  return (
    <ConfigProvider theme={NUTUI_THEMES[accent]} className={`app-page ${className ?? ''}`}>
      <NavBar title={title} accent={accent} />
      <View className="app-page__body">{body}</View>
    </ConfigProvider>
  )
}

export default Page
