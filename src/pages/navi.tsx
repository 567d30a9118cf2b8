/**
 * The entry page: the centre, then one card per audience; a card keeps the role as the login user
 * type and opens its login page. Logged in: a button straight to the role's home. Below the cards,
 * a link to the price publication, open to visitors without logging in.
 */
import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { ROLE_NAMES, ROLES, type Role } from '@/contract/types'
import { go } from '@/core/navigate'
import { homeRoute, loginRoute } from '@/routes'
import { centreName, loadCentre, useCentre } from '@/stores/centre'
import { useSession } from '@/stores/session'
import { Page } from '@/components/Page'
import { screen } from '@/components/Screen'
import { ACCENT_COLOR } from '@/theme'
import './navi.scss'

/**
 * What each role finds after logging in: captions of its home menu (routes.ts), so a card never
 * promises a screen that is not built (tests/components/navi.test.tsx holds them to the menus).
 */
const ROLE_HIGHLIGHTS: Record<Role, readonly string[]> = {
  supplier: ['订单管理', '快速开单', '商品管理', '库存管理', '账单服务'],
  purchaser: ['我的订单', '售后服务', '采购统计', '我的身份码'],
  maintainer: ['通知公告', '在线投诉', '园区平面图', '培训考试'],
  proprietor: ['通知公告', '在线投诉', '园区平面图', '价格公示'],
  dc: ['通知公告', '在线投诉', '园区平面图', '价格公示'],
  staff: ['通知公告', '知识库', '培训考试', '在线投诉'],
}

function chooseRole(role: Role): void {
  useSession.getState().chooseRole(role)
  void go(loginRoute(role))
}

export default screen(function Navi() {
  const user = useSession((s) => s.user)
  // Public and optional: without it the configured name stands.
  const centre = useCentre((s) => s.info)
  useEffect(() => {
    loadCentre().catch(() => undefined)
  }, [])
  const name = centreName(centre)
  return (
    <Page>
      <View className="navi__hero">
        <Text className="navi__name">{name}</Text>
        {centre?.address ? <Text className="navi__sub">{centre.address}</Text> : <Text className="navi__sub">请选择您的身份</Text>}
      </View>
      {user && (
        <View className="app-actions navi__enter">
          <Button type="primary" block onClick={() => void go(homeRoute(user.userType), {}, { relaunch: true })}>
            进入{ROLE_NAMES[user.userType]}首页
          </Button>
        </View>
      )}
      <View className="navi__roles">
        {ROLES.map((role) => (
          <View key={role} className="navi__role" data-testid={`role-card-${role}`} onClick={() => chooseRole(role)}>
            <View className="navi__role-text">
              <Text className="navi__role-name">{ROLE_NAMES[role]}</Text>
              <Text className="navi__role-desc">{ROLE_HIGHLIGHTS[role].join('、')}</Text>
            </View>
            <ArrowRight size={16} color="#c2c4cc" />
          </View>
        ))}
      </View>
      <View className="navi__links">
        <View className="navi__link" data-testid="navi-public-price" onClick={() => void go('publicPrice')}>
          <Text>价格公示</Text>
          <ArrowRight size={12} color={ACCENT_COLOR} />
        </View>
      </View>
    </Page>
  )
})
