/** Menu icons by the `icon` key of a route's menu entry; unknown keys get a default glyph. */
import type { ComponentType } from 'react'
import {
  Cart,
  Category,
  Comment,
  Coupon,
  Edit,
  Health,
  Home,
  Location,
  Message,
  Notice,
  Order,
  Prices,
  QrCode,
  Repairman,
  Scan,
  Service,
  Setting,
  ShieldCheck,
  Store,
  Tips,
  Transit,
  User,
  Wallet,
} from '@nutui/icons-react-taro'

type IconComponent = ComponentType<{ size?: number | string; color?: string }>

export const MENU_ICONS: Readonly<Record<string, IconComponent>> = {
  setting: Setting,
  lock: ShieldCheck,
  info: Tips,
  user: User,
  order: Order,
  cart: Cart,
  coupon: Coupon,
  wallet: Wallet,
  bill: Wallet,
  store: Store,
  product: Store,
  message: Message,
  notice: Notice,
  complaint: Comment,
  edit: Edit,
  health: Health,
  home: Home,
  location: Location,
  qrcode: QrCode,
  repair: Repairman,
  scan: Scan,
  service: Service,
  vehicle: Transit,
  price: Prices,
}

export const DEFAULT_MENU_ICON: IconComponent = Category

export const menuIcon = (key: string): IconComponent => MENU_ICONS[key] ?? DEFAULT_MENU_ICON
