/**
 * Status filter tabs over a list (全部 / 待处理 / ...): a light scrollable bar that sticks under
 * the navigation bar. `value` is the chosen tab's value; a tap on another tab calls `onChange`.
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { navBarMetrics } from '@/core/wechat/navBarMetrics'
import { pressable } from '@/components/Pressable'
import './index.scss'

export interface FilterTab<V extends string = string> {
  title: string
  value: V
}

export interface FilterTabsProps<V extends string = string> {
  tabs: readonly FilterTab<V>[]
  value: V
  onChange: (value: V) => void
  /** Sticks under the navigation bar (default true). */
  sticky?: boolean
}

/**
 * For assistive technology and the keyboard (H5): a tablist of tabs, each in the tab order (which
 * also makes the horizontal scroller reachable), Enter or Space choosing it.
 */
const TABLIST = { role: 'tablist' }

export function FilterTabs<V extends string = string>({ tabs, value, onChange, sticky = true }: FilterTabsProps<V>) {
  const m = navBarMetrics()
  const top = sticky ? `${m.statusBarHeight + m.barHeight}px` : undefined
  const fill = tabs.length <= 5
  return (
    <View className={`app-filter-tabs ${sticky ? 'app-filter-tabs--sticky' : ''}`} style={top ? { top } : undefined} data-testid="filter-tabs">
      <ScrollView scrollX enhanced showScrollbar={false} className="app-filter-tabs__scroll">
        <View className={`app-filter-tabs__row ${fill ? 'app-filter-tabs__row--fill' : ''}`} {...TABLIST}>
          {tabs.map((tab) => {
            const on = tab.value === value
            const choose = () => !on && onChange(tab.value)
            return (
              <View
                key={tab.value}
                className={`app-filter-tabs__tab ${on ? 'app-filter-tabs__tab--on' : ''}`}
                data-testid="filter-tab"
                data-active={on ? 'true' : 'false'}
                aria-selected={on}
                {...pressable(choose, 'tab')}
                onClick={choose}
              >
                <Text>{tab.title}</Text>
              </View>
            )
          })}
        </View>
      </ScrollView>
    </View>
  )
}

export default FilterTabs
