/**
 * A zone of the park plan: its rows, each a grid of booths coloured by the state of their asset
 * (legend above); a tap selects a booth. `BoothInfo` shows the selected booth's code, type, size,
 * price and state.
 */
import { Text, View } from '@tarojs/components'
import { fenOfYuan, money } from '@/core/format'
import { DetailSection } from '@/components/DetailSection'
import { pressable } from '@/components/Pressable'
import { BOOTH_STATES, boothState, PLAIN_BOOTH, type BoothCell, type Zone } from './model'
import './index.scss'

export function BoothLegend() {
  return (
    <View className="app-booth-legend" data-testid="booth-legend">
      {[...BOOTH_STATES, { state: 'none', ...PLAIN_BOOTH }].map((s) => (
        <View key={s.state} className="app-booth-legend__item">
          <View className={`app-booth-legend__swatch ${s.state === 'none' ? 'app-booth-legend__swatch--plain' : ''}`} style={{ background: s.color }} />
          <Text>{s.text}</Text>
        </View>
      ))}
    </View>
  )
}

export interface BoothMapProps {
  zone: Zone
  selected?: string
  onSelect: (booth: BoothCell) => void
}

export function BoothMap({ zone, selected, onSelect }: BoothMapProps) {
  return (
    <View className="app-booth-map" data-testid="booth-map">
      {zone.rows.map((row) => (
        <View key={row.id} className="app-booth-map__row">
          <Text className="app-booth-map__row-name">{row.name}</Text>
          <View className="app-booth-map__grid">
            {row.booths.map((b) => {
              const info = boothState(b.asset?.state)
              return (
                <View
                  key={b.id}
                  className={`app-booth-map__booth ${info ? '' : 'app-booth-map__booth--plain'} ${selected === b.id ? 'app-booth-map__booth--on' : ''}`}
                  style={info ? { background: info.color } : undefined}
                  data-testid="booth"
                  data-state={b.asset?.state ?? 'none'}
                  aria-pressed={selected === b.id}
                  {...pressable(() => onSelect(b))}
                  onClick={() => onSelect(b)}
                >
                  <Text className="app-booth-map__code">{b.label}</Text>
                  <Text className="app-booth-map__state">{info?.text ?? ''}</Text>
                </View>
              )
            })}
          </View>
        </View>
      ))}
    </View>
  )
}

export function BoothInfo({ booth, loggedIn }: { booth: BoothCell; loggedIn: boolean }) {
  const a = booth.asset
  const state = a ? boothState(a.state)?.text : loggedIn ? PLAIN_BOOTH.text : '登录后可查看'
  return (
    <DetailSection
      title={a?.name ?? booth.name}
      rows={[
        { label: '编号', value: a?.code ?? booth.label },
        { label: '类型', value: a?.typeName },
        { label: '面积', value: a ? `${a.size}㎡` : null },
        { label: a?.state === 'forSale' ? '售价' : '租金', value: a ? money(fenOfYuan(a.price)) : null },
        { label: '状态', value: state },
      ]}
    />
  )
}

export type { BoothCell, Zone } from './model'
export { zonesOf } from './model'
