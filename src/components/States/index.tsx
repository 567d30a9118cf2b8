/**
 * The screen states shared by Page and PagedList: loading, error (with 重新加载), empty and
 * not-logged-in. Every image is a local icon: NutUI's default Empty image is on a remote CDN.
 */
import { Text, View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { Category, Failure, User } from '@nutui/icons-react-taro'
import { go } from '@/core/navigate'
import { loginRoute } from '@/routes'
import { useSession } from '@/stores/session'
import './index.scss'

/** What to tell the user about a failed load. */
export function errorText(error: unknown, fallback = '加载失败，请稍后重试'): string {
  if (typeof error === 'string' && error) return error
  if (error instanceof Error && error.message) return error.message
  return fallback
}

export function LoadingState({ rows = 4 }: { rows?: number }) {
  return (
    <View className="app-state app-state--loading" data-testid="state-loading">
      <Skeleton rows={rows} animated />
      <Text className="app-state__hint">加载中...</Text>
    </View>
  )
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error?: unknown; onRetry?: () => void; title?: string }) {
  return (
    <View className="app-state" data-testid="state-error">
      <Empty image={<Failure size={48} color="#c2c4cc" />} title={title} description={errorText(error)} />
      {onRetry && (
        <View className="app-state__action">
          <Button type="primary" size="small" onClick={onRetry}>
            重新加载
          </Button>
        </View>
      )}
    </View>
  )
}

export function EmptyState({ text = '暂无数据' }: { text?: string }) {
  return (
    <View className="app-state" data-testid="state-empty">
      <Empty image={<Category size={48} color="#c2c4cc" />} description={text} />
    </View>
  )
}

/** 您还未登录 + 去登录 (the login page of the kept user type). */
export function LoginState() {
  const userType = useSession((s) => s.userType)
  return (
    <View className="app-state" data-testid="state-login">
      <Empty image={<User size={48} color="#c2c4cc" />} description="您还未登录" />
      <View className="app-state__action">
        <Button type="primary" size="small" onClick={() => void go(loginRoute(userType))}>
          去登录
        </Button>
      </View>
    </View>
  )
}
