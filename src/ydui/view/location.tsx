/**
 * A location for a third party (/ydui/view/location?redirectUri=&state=&resultId=): the user
 * chooses a place (WeChat's map picker in the mini program, the app's park-plan picker on H5:
 * core/wechat/location), it is kept on the device (stores/location, spec section 3) and shown, and
 * 使用该位置 returns it: to the screen that asked (`resultId`, core/pageResult), or to the other
 * system's `redirectUri` with latitude, longitude, name, address and state, only when that URL is on
 * the redirect allow-list (the mini program cannot leave for another site: it shows the link).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PlaceLocation } from '@/contract/types'
import { userApi } from '@/api/user'
import { coordinateText } from '@/core/coordinates'
import { toast } from '@/core/dialog'
import { goBack } from '@/core/navigate'
import { chooseLocation, openLocation } from '@/core/wechat/location'
import { leaveFor } from '@/core/wechat/web'
import { usePageResult } from '@/hooks/usePageResult'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useChosenLocation } from '@/stores/location'
import { AsyncButton } from '@/components/AsyncButton'
import { DetailRows, DetailSection } from '@/components/DetailSection'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'
import './ydui.scss'

export const REDIRECT_REFUSED = '回调地址不在允许范围内，无法返回位置'

/** The third party's URL with the place (and its state) in the query. */
export function placeUrl(redirectUri: string, place: PlaceLocation, state: string): string {
  const url = new URL(redirectUri)
  url.searchParams.set('latitude', String(place.latitude))
  url.searchParams.set('longitude', String(place.longitude))
  url.searchParams.set('name', place.name)
  url.searchParams.set('address', place.address)
  if (state) url.searchParams.set('state', state)
  return url.toString()
}

export default screen(function LocationForThirdParty() {
  const { redirectUri, state, resultId } = useRouteParams('yduiLocation')
  const chosen = useChosenLocation((s) => s.chosen)
  const answer = usePageResult<PlaceLocation>(resultId)
  const [shown, setShown] = useState<{ refused: true } | { link: string } | null>(null)

  async function pick() {
    const place = await chooseLocation(chosen)
    if (place) useChosenLocation.getState().keep(place)
  }

  async function use() {
    if (!chosen) return
    if (resultId) {
      answer(chosen)
      await goBack()
    } else if (redirectUri) {
      if (!(await userApi.allowCheck({ url: redirectUri, kind: 'redirect' })).allowed) return setShown({ refused: true })
      const url = placeUrl(redirectUri, chosen, state)
      if (!leaveFor(url)) setShown({ link: url })
    } else toast('位置已保存')
  }

  if (shown && 'refused' in shown) return <ResultPanel tone="fail" title="无法返回位置" text={REDIRECT_REFUSED} />
  if (shown)
    return (
      <ResultPanel tone="success" title="已选择位置" text="小程序内不能打开其他网站：请复制链接，在浏览器中打开以返回该应用">
        <DetailRows rows={[{ label: '链接', value: shown.link, copyable: true }]} />
      </ResultPanel>
    )
  return (
    <View className="ydui">
      {chosen ? (
        <DetailSection
          title="已选择的位置"
          rows={[
            { label: '名称', value: chosen.name },
            { label: '地址', value: chosen.address },
            { label: '坐标', value: coordinateText(chosen) },
          ]}
        />
      ) : (
        <Text className="ydui-note">尚未选择位置</Text>
      )}
      <View className="app-actions">
        <AsyncButton type={chosen ? 'default' : 'primary'} onClick={pick}>
          {chosen ? '重新选择' : '选择位置'}
        </AsyncButton>
        {chosen && (
          <Button block onClick={() => void openLocation(chosen)}>
            查看位置
          </Button>
        )}
        {chosen && <AsyncButton onClick={use}>使用该位置</AsyncButton>}
      </View>
    </View>
  )
})
