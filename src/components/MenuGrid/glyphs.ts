/**
 * Menu glyphs by the `icon` key of a route's menu entry: the name of each one's glyph in NutUI's
 * icon font. The table holds exactly the keys the route table uses (`MenuIcon`: an unused or a
 * missing key does not compile); a new menu entry with a new glyph adds its name here, then
 * `npm run menu-glyphs` writes glyphs.scss: a font of exactly these glyphs (a few KB, in the
 * main package once) and one class per key. Drawn as NutUI's icon components, each glyph was
 * a base64 SVG of 1-3 KB: 47 KB of the main package (issue 23).
 */
import type { MenuIcon } from '@/routes'

export const MENU_GLYPHS: Readonly<Record<MenuIcon, string>> = {
  setting: 'setting',
  lock: 'shield-check',
  info: 'tips',
  store: 'store',
  message: 'message',
  notice: 'notice',
  complaint: 'comment',
  edit: 'edit',
  location: 'location',
  vehicle: 'transit',
  inout: 'arrow-transfer',
  detection: 'health',
  price: 'prices',
  order: 'order',
  bill: 'wallet',
  cart: 'cart',
  service: 'service',
  user: 'user',
  qrcode: 'qr-code',
  scan: 'scan',
  product: 'instocks',
  knowledge: 'articles',
  stats: 'list',
  rate: 'star',
  stock: 'to-receive',
  role: 'designer',
  lease: 'home',
  contract: 'save',
  repair: 'repairman',
  meter: 'clock',
  health: 'heart',
  vaccine: 'doctor',
  travel: 'footprint',
  feedback: 'feedback',
  reply: 'mail',
}

/** The glyph of a key no menu names (a stale menu entry at run time). */
export const DEFAULT_GLYPH = 'category'

/** The class that draws a menu item's glyph (glyphs.scss). */
export const glyphClass = (key: string): string => `app-glyph app-glyph--${key in MENU_GLYPHS ? key : 'default'}`
