/**
 * The screen states shared by Page, PagedList and the screen shell: loading, error (with 重新加载),
 * empty, not-logged-in and no-permission. Every image is a local icon: NutUI's default Empty image
 * is on a remote CDN.
 */
import { Text, View } from '@tarojs/components'
import { Button, Empty, Skeleton } from '@nutui/nutui-react-taro'
import { Category, Failure, ShieldCheck, User } from '@nutui/icons-react-taro'
import { NO_MODULE, ROLE_NAMES, type Role } from '@/contract/types'
import { go } from '@/core/navigate'
import { homeRoute, loginRoute, type Refusal } from '@/routes'
import { NETWORK_ERROR_MESSAGE } from '@/core/request'
import { useSession } from '@/stores/session'
import './index.scss'

/**
 * A platform's failure text (`request:fail errcode:-102 ... net::ERR_CONNECTION_REFUSED`, a
 * browser's `Failed to fetch`): never shown as is.
 */
const PLATFORM_FAILURE = /\b(?:request|uploadFile|downloadFile):fail\b|\bERR_[A-Z_]+|Failed to fetch|NetworkError/

/**
 * What to tell the user about a failed load: the error's text (a string, an Error's message),
 * else `fallback`. A platform's raw failure text becomes the network message; the raw text goes
 * to the log.
 */
export function errorText(error: unknown, fallback = '加载失败，请稍后重试'): string {
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : String((error as { errMsg?: unknown } | null)?.errMsg ?? '')
  if (PLATFORM_FAILURE.test(text)) {
    console.warn(`[error state] ${text}`)
    return NETWORK_ERROR_MESSAGE
  }
  if (text && (typeof error === 'string' || error instanceof Error)) return text
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

/**
 * 暂无权限: the screen is another role's (then: which roles it is for, and as whom the user is
 * logged in) or needs a module the user does not hold; 进入X首页 opens the user's own home.
 */
export function NoPermissionState({ refusal, roles }: { refusal: Refusal; roles?: readonly Role[] }) {
  const userType = useSession((s) => s.user?.userType)
  if (!userType) return null
  const text = refusal === 'role' && roles ? `该页面供${roles.map((r) => ROLE_NAMES[r]).join('、')}使用，您当前以${ROLE_NAMES[userType]}身份登录` : NO_MODULE
  return (
    <View className="app-state" data-testid="state-no-permission">
      <Empty image={<ShieldCheck size={48} color="#c2c4cc" />} title="暂无权限" description={text} />
      <View className="app-state__action">
        <Button type="primary" size="small" onClick={() => void go(homeRoute(userType), {}, { relaunch: true })}>
          进入{ROLE_NAMES[userType]}首页
        </Button>
      </View>
    </View>
  )
}
