/**
 * A place on H5 (/open-location?latitude=&longitude=&name=&address=), standing in for WeChat's map
 * (Taro.openLocation in the mini program): a browser here has no map, so the screen says so and
 * shows the place's name, address and coordinates to copy into a map app.
 */
import { Text, View } from '@tarojs/components'
import { coordinateText } from '@/core/coordinates'
import { useRouteParams } from '@/hooks/useRouteParams'
import { DetailSection } from '@/components/DetailSection'
import { ResultPanel } from '@/components/ResultPanel'
import { screen } from '@/components/Screen'
import './location.scss'

export const BAD_COORDINATES = '位置坐标不正确'

export default screen(function OpenLocation() {
  const p = useRouteParams('openLocation')
  const latitude = Number(p.latitude)
  const longitude = Number(p.longitude)
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return <ResultPanel tone="fail" title="无法查看位置" text={BAD_COORDINATES} />
  return (
    <View className="app-location">
      <Text className="app-location__hint">浏览器中无法显示地图：可复制坐标，在地图应用中查看</Text>
      <DetailSection
        title={p.name || '位置'}
        rows={[
          { label: '地址', value: p.address },
          { label: '坐标', value: coordinateText({ latitude, longitude }), copyable: true },
        ]}
      />
    </View>
  )
})
