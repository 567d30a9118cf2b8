/**
 * The H5 location picker (/choose-location?resultId=), standing in for WeChat's map picker in a
 * browser, with no map tiles: the park plan's places with their coordinates (the public area tree)
 * and coordinates typed in. The choice is kept (stores/location) and handed back to the screen that
 * asked (core/pageResult); leaving without one answers null. The mini program uses WeChat's own
 * picker instead (core/wechat/location.ts), so its build has no such page.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PlaceLocation } from '@/contract/types'
import { basicApi } from '@/api/basic'
import { coordinateText, round6 } from '@/core/coordinates'
import { goBack } from '@/core/navigate'
import { validate, type Rule } from '@/core/validate'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePageResult } from '@/hooks/usePageResult'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useChosenLocation } from '@/stores/location'
import { placesOf, samePlace } from '@/domain/location/places'
import { Section } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { pressable } from '@/components/Pressable'
import { screen } from '@/components/Screen'
import './location.scss'

const RULES: readonly Rule[] = [
  { name: 'latitude', checkType: 'betweenF', checkRule: '-90,90', errorMsg: '纬度应在-90到90之间，最多6位小数', emptyMsg: '请输入纬度' },
  { name: 'longitude', checkType: 'betweenF', checkRule: '-180,180', errorMsg: '经度应在-180到180之间，最多6位小数', emptyMsg: '请输入经度' },
  { name: 'latitude', checkType: 'reg', checkRule: /^-?\d+(\.\d{1,6})?$/, errorMsg: '纬度最多6位小数' },
  { name: 'longitude', checkType: 'reg', checkRule: /^-?\d+(\.\d{1,6})?$/, errorMsg: '经度最多6位小数' },
]

export default screen(function ChooseLocation() {
  const { resultId } = useRouteParams('chooseLocation')
  const kept = useChosenLocation((s) => s.chosen)
  const tree = useAsyncData(() => basicApi.areaTree(), [])
  const [typed, setTyped] = useState({ latitude: '', longitude: '', name: '' })
  const answer = usePageResult<PlaceLocation>(resultId)

  function choose(place: PlaceLocation) {
    useChosenLocation.getState().keep(place)
    answer(place)
    void goBack()
  }

  function chooseTyped() {
    const form = { latitude: typed.latitude.trim(), longitude: typed.longitude.trim() }
    if (!validate(form, RULES)) return
    const name = typed.name.trim() || '自定义位置'
    choose({ latitude: round6(Number(form.latitude)), longitude: round6(Number(form.longitude)), name, address: name })
  }

  const places = tree.data ? placesOf(tree.data) : []
  return (
    <Page loading={tree.loading} error={tree.error} onRetry={() => void tree.reload()}>
      <View className="app-location">
        <Text className="app-location__hint">浏览器中无法使用地图选点：请从市场平面图的位置中选择，或输入坐标</Text>
        <Section title="市场内的位置">
          {places.map((p) => (
            <View key={`${p.name}-${p.latitude}-${p.longitude}`} className={`app-location__place ${samePlace(kept, p) ? 'app-location__place--on' : ''}`} data-testid="place" {...pressable(() => choose(p))} onClick={() => choose(p)}>
              <Text className="app-location__name">{p.name}</Text>
              <Text className="app-location__coords">{coordinateText(p)}</Text>
            </View>
          ))}
        </Section>
        <Section title="输入坐标">
          <FormGroup>
            <FormField label="纬度" name="latitude" type="digit" value={typed.latitude} onChange={(latitude) => setTyped((t) => ({ ...t, latitude }))} maxLength={11} />
            <FormField label="经度" name="longitude" type="digit" value={typed.longitude} onChange={(longitude) => setTyped((t) => ({ ...t, longitude }))} maxLength={11} />
            <FormField label="地点名称" name="name" value={typed.name} onChange={(name) => setTyped((t) => ({ ...t, name }))} maxLength={50} />
          </FormGroup>
          <View className="app-actions">
            <Button type="primary" block onClick={chooseTyped}>
              使用该坐标
            </Button>
          </View>
        </Section>
      </View>
    </Page>
  )
})
