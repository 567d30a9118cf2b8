/**
 * The screen states shared by Page, PagedList and the screen shell: loading, error, empty,
 * not-logged-in and no-permission. Each is one white rounded card: a local icon centred over its
 * words (NutUI's Empty draws its image in a 160 px box, off centre, and its default image is on a
 * remote CDN), and the state's button inside the card. An error offers 重新加载 when the screen can
 * load again, and 返回 (the page below, else home) when it cannot (记录不存在, a missing parameter).
 */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Skeleton } from '@nutui/nutui-react-taro'
import { Category, Failure, ShieldCheck, User } from '@nutui/icons-react-taro'
import { NO_MODULE, ROLE_NAMES, STATE, type Role } from '@/contract/types'
import { go, goBack } from '@/core/navigate'
import { homeRoute, loginRoute, type Refusal } from '@/routes'
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/core/request'
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

/** Whether loading again may help: not when the record does not exist (STATE.NOT_FOUND, 记录不存在). */
export const isRetriable = (error: unknown): boolean => !(isApiError(error) && error.state === STATE.NOT_FOUND)

const ICON_COLOR = '#c2c4cc'

/** The card every state draws: icon, title, words and button, centred in one white rounded card. */
function StateCard({ testId, icon, title, text, action }: { testId: string; icon: ReactNode; title?: string; text: string; action?: ReactNode }) {
  return (
    <View className="app-state" data-testid={testId}>
      <View className="app-state__icon" data-testid="state-icon">
        {icon}
      </View>
      {title && <Text className="app-state__title">{title}</Text>}
      <Text className="app-state__text">{text}</Text>
      {action && (
        <View className="app-state__action" data-testid="state-action">
          {action}
        </View>
      )}
    </View>
  )
}

export function LoadingState({ rows = 4 }: { rows?: number }) {
  return (
    <View className="app-state app-state--loading" data-testid="state-loading">
      <Skeleton rows={rows} animated />
      <Text className="app-state__hint">加载中...</Text>
    </View>
  )
}

/** The way back from a screen that cannot show: the page below, else the user's home. */
function BackButton() {
  const user = useSession((s) => s.user)
  return (
    <Button type="primary" size="small" onClick={() => void goBack(user ? homeRoute(user.userType) : 'navi')}>
      返回
    </Button>
  )
}

export function ErrorState({ error, onRetry, title = '加载失败' }: { error?: unknown; onRetry?: () => void; title?: string }) {
  const action =
    onRetry && isRetriable(error) ? (
      <Button type="primary" size="small" onClick={onRetry}>
        重新加载
      </Button>
    ) : (
      <BackButton />
    )
  return <StateCard testId="state-error" icon={<Failure size={48} color={ICON_COLOR} />} title={title} text={errorText(error)} action={action} />
}

export function EmptyState({ text = '暂无数据' }: { text?: string }) {
  return <StateCard testId="state-empty" icon={<Category size={48} color={ICON_COLOR} />} text={text} />
}

/** 您还未登录 + 去登录 (the login page of the kept user type). */
export function LoginState() {
  const userType = useSession((s) => s.userType)
  return (
    <StateCard
      testId="state-login"
      icon={<User size={48} color={ICON_COLOR} />}
      text="您还未登录"
      action={
        <Button type="primary" size="small" onClick={() => void go(loginRoute(userType))}>
          去登录
        </Button>
      }
    />
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
    <StateCard
      testId="state-no-permission"
      icon={<ShieldCheck size={48} color={ICON_COLOR} />}
      title="暂无权限"
      text={text}
      action={
        <Button type="primary" size="small" onClick={() => void go(homeRoute(userType), {}, { relaunch: true })}>
          进入{ROLE_NAMES[userType]}首页
        </Button>
      }
    />
  )
}
