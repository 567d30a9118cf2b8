/**
 * An identity code on screen (docs/trade.md section 14), the buyer's and the shop's alike: who it
 * is, the QR code of the signed token, the time left until it expires (greyed out and said once it
 * has), a tip and 刷新身份码. The code and its countdown come from `useIdentityCode`; while a refresh
 * gets no answer it says that a code fetched ahead is shown.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { IdentityCode } from '@/contract/types'
import { clock } from '@/hooks/useCountdown'
import { AsyncButton } from '@/components/AsyncButton'
import { QrCode } from '@/components/QrCode'
import './index.scss'

export interface IdentityCodeCardProps {
  code: IdentityCode
  /** Seconds until the code expires (0: expired; null: not counted yet). */
  left: number | null
  /** Whose code it is (the buyer's or the shop's name). */
  name: string
  /** A line under the name (a masked phone, the booth and rating). */
  meta?: ReactNode
  /** What the QR code is, for screen readers. */
  label: string
  /** What to do with it; always ends with the warning against forwarding it. */
  tip?: string
  onRefresh: () => Promise<unknown>
  /** A code fetched ahead is shown: the refresh got no answer (useIdentityCode). */
  offline?: boolean
  /** Settings of the code shown under it (the buyer's at-once limit). */
  children?: ReactNode
}

export function IdentityCodeCard({ code, left, name, meta, label, tip, onRefresh, offline, children }: IdentityCodeCardProps) {
  const expired = left === 0
  return (
    <View className="app-card id-code" data-testid="id-code">
      <Text className="id-code__name">{name}</Text>
      {meta ? <Text className="id-code__meta">{meta}</Text> : null}
      <View className="id-code__qr">
        <QrCode value={code.token} label={label} dimmed={expired} />
      </View>
      <Text className={`id-code__left ${expired ? 'id-code__left--expired' : ''}`} data-testid="id-code-left">
        {expired ? '身份码已过期，请刷新' : `${left === null ? '' : clock(left)} 后失效，页面会自动刷新`}
      </Text>
      {offline ? (
        <Text className="id-code__offline" data-testid="id-code-offline">
          网络不可用，已换用预先获取的身份码
        </Text>
      ) : null}
      <Text className="id-code__tip">{tip ? `${tip}；请勿截图转发他人` : '请勿截图转发他人'}</Text>
      {children}
      <View className="app-actions">
        <AsyncButton fill="outline" onClick={onRefresh}>
          刷新身份码
        </AsyncButton>
      </View>
    </View>
  )
}
