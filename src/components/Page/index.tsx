/**
 * A screen body's states: loading, error (with 重新加载), empty, or its content. The frame around it
 * (navigation bar, accent, not-logged-in state) is the screen shell's (`screen()` in
 * components/Screen), read from the route table; `title` only overrides the route's title.
 */
import { type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { useScreenTitle } from '@/components/Screen'
import { EmptyState, ErrorState, LoadingState } from '@/components/States'
import './index.scss'

export interface PageProps {
  /** A title other than the route's (e.g. an edit mode). */
  title?: string
  loading?: boolean
  /** Anything truthy: the error state (an Error or string is shown as the message). */
  error?: unknown
  empty?: boolean
  emptyText?: string
  onRetry?: () => void
  className?: string
  children?: ReactNode
}

export function Page({ title, loading, error, empty, emptyText, onRetry, className, children }: PageProps) {
  useScreenTitle(title)
  let body: ReactNode
  if (loading) body = <LoadingState />
  else if (error) body = <ErrorState error={error} onRetry={onRetry} />
  else if (empty) body = <EmptyState text={emptyText} />
  else body = children
  return className ? <View className={className}>{body}</View> : <>{body}</>
}

export default Page
