/**
 * Menu icons by the `icon` key of a route's menu entry. The table holds exactly the keys the route
 * table uses (`MenuIcon`: an unused or a missing key does not compile), so the role home carries
 * only the icons a menu can show; a new menu entry with a new glyph adds its icon here. Unknown
 * keys at run time get a default glyph.
 */
import type { ComponentType } from 'react'
import {
  ArrowTransfer, Articles, Cart, Category, Clock, Comment, Designer, Doctor, Edit, Feedback, Footprint, Health, Heart, Home, Instocks, List, Location, Mail, Message, Notice, Order,
  Prices, QrCode, Repairman, Save, Scan, Service, Setting, ShieldCheck, Star, Store, Tips, ToReceive, Transit, User, Wallet,
} from '@nutui/icons-react-taro'
import type { MenuIcon } from '@/routes'

type IconComponent = ComponentType<{ size?: number | string; color?: string }>

export const MENU_ICONS: Readonly<Record<MenuIcon, IconComponent>> = {
  setting: Setting,
  lock: ShieldCheck,
  info: Tips,
  store: Store,
  message: Message,
  notice: Notice,
  complaint: Comment,
  edit: Edit,
  location: Location,
  vehicle: Transit,
  inout: ArrowTransfer,
  detection: Health,
  price: Prices,
  order: Order,
  bill: Wallet,
  cart: Cart,
  service: Service,
  user: User,
  qrcode: QrCode,
  scan: Scan,
  product: Instocks,
  knowledge: Articles,
  stats: List,
  rate: Star,
  stock: ToReceive,
  role: Designer,
  lease: Home,
  contract: Save,
  repair: Repairman,
  meter: Clock,
  health: Heart,
  vaccine: Doctor,
  travel: Footprint,
  feedback: Feedback,
  reply: Mail,
}

export const DEFAULT_MENU_ICON: IconComponent = Category

export const menuIcon = (key: string): IconComponent => MENU_ICONS[key as MenuIcon] ?? DEFAULT_MENU_ICON
