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

/** A tab's label: the text itself, or a status map entry (`{ text, tone }`). */
type TabLabel = string | { text: string }

export interface TabsOptions<S extends string, E extends string> {
  /** The tabs after 全部, in order: values of the labels, or ready tabs of other filters (待评价). Default: every label in its order. */
  values?: readonly (S | FilterTab<E>)[]
  /** Adds '(n)' to each title (全部 included) once the counts are known; undefined counts as 0. */
  count?: (value: S | 'all') => number | undefined
}

/**
 * The one way to derive filter tabs from labels (the contract's `X_LABELS`) or a status map: 全部
 * (value 'all') first, then each value's label. `all: false` leaves 全部 out.
 */
export function tabsOf<S extends string, E extends string = never>(labels: Readonly<Record<S, TabLabel>>, o: TabsOptions<S, E> & { all: false }): FilterTab<S | E>[]
export function tabsOf<S extends string, E extends string = never>(labels: Readonly<Record<S, TabLabel>>, o?: TabsOptions<S, E> & { all?: true }): FilterTab<S | E | 'all'>[]
export function tabsOf<S extends string, E extends string = never>(labels: Readonly<Record<S, TabLabel>>, o: TabsOptions<S, E> & { all?: boolean } = {}): FilterTab<S | E | 'all'>[] {
  const title = (text: string, value: S | 'all') => (o.count ? `${text}(${o.count(value) ?? 0})` : text)
  const textOf = (l: TabLabel) => (typeof l === 'string' ? l : l.text)
  const values = o.values ?? (Object.keys(labels) as S[])
  const tabs = values.map((v): FilterTab<S | E> => (typeof v === 'string' ? { value: v, title: title(textOf(labels[v]), v) } : v))
  return o.all === false ? tabs : [{ value: 'all', title: title('全部', 'all') }, ...tabs]
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
