/** Who is logged in: an avatar placeholder, a name and one line of details, on the accent colour. */
import { type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { User } from '@nutui/icons-react-taro'
import type { Accent } from '@/theme'
import './index.scss'

export interface ProfileCardProps {
  name: string
  meta: string
  accent?: Accent
  /** Rounded card with a margin (home) or a full-width band (settings). */
  variant?: 'card' | 'band'
  right?: ReactNode
}

export function ProfileCard({ name, meta, accent = 'primary', variant = 'card', right }: ProfileCardProps) {
  return (
    <View className={`app-profile app-profile--${variant} app-profile--${accent}`}>
      <View className="app-profile__avatar">
        <User size={32} color="#fff" />
      </View>
      <View className="app-profile__who">
        <Text className="app-profile__name">{name}</Text>
        <Text className="app-profile__meta">{meta}</Text>
      </View>
      {right}
    </View>
  )
}

export default ProfileCard
