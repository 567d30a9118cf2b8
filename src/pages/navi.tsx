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

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  supplier: '商户经营：订单、商品、租赁、账单与进出场',
  purchaser: '采购订单、售后评价与进出场',
  maintainer: '报修工单、水电抄表与收款码',
  proprietor: '名下资产与业主信息',
  dc: '配送车辆登记与管理',
  staff: '健康打卡、疫苗记录与意见反馈',
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
              <Text className="navi__role-desc">{ROLE_DESCRIPTIONS[role]}</Text>
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
