/** A grid of menu items (icon + caption); a tap opens the item's screen. */
import { Text, View } from '@tarojs/components'
import { go } from '@/core/navigate'
import type { RouteName } from '@/routes'
import { pressable } from '@/components/Pressable'
import { glyphClass } from './glyphs'
import './glyphs.scss'
import './index.scss'

export interface MenuItem {
  caption: string
  icon: string
  /** The screen the item opens. */
  route: RouteName
  /** The titled menu section the item belongs to; absent: the role's own items. */
  section?: string
}

export interface MenuSection {
  /** Absent: the role's own items (no heading). */
  title?: string
  items: MenuItem[]
}

/** Items split into sections: the unsectioned ones first, then each section in order of first appearance. */
export function menuSections(items: readonly MenuItem[]): MenuSection[] {
  const own: MenuItem[] = []
  const named = new Map<string, MenuItem[]>()
  for (const item of items) {
    if (!item.section) own.push(item)
    else if (named.has(item.section)) named.get(item.section)!.push(item)
    else named.set(item.section, [item])
  }
  const out: MenuSection[] = own.length ? [{ items: own }] : []
  named.forEach((list, title) => out.push({ title, items: list }))
  return out
}

export interface MenuGridProps {
  items: readonly MenuItem[]
  columns?: number
  onSelect?: (item: MenuItem) => void
}

export function MenuGrid({ items, columns = 4, onSelect }: MenuGridProps) {
  const open = onSelect ?? ((item: MenuItem) => void go(item.route))
  return (
    <View className="app-menu-grid">
      {items.map((item) => {
        return (
          <View
            key={item.route}
            className="app-menu-grid__item"
            style={{ width: `${100 / columns}%` }}
            data-testid="menu-item"
            {...pressable(() => open(item))}
            onClick={() => open(item)}
          >
            <View className="app-menu-grid__icon">
              {/* No colour of its own: the glyph takes the screen's accent (index.scss). */}
              <Text className={glyphClass(item.icon)} />
            </View>
            <Text className="app-menu-grid__caption">{item.caption}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default MenuGrid
