/** Public price publication (subpackage public-price): visitors use it without logging in. */
import { routesOf } from './route'

const route = routesOf('public-price')

export const PUBLIC_PRICE_ROUTES = [
  route('publicPrice', '/public-price/index', { aliases: ['/publicPrice'], title: '价格公示', auth: false, module: '价格公示', menu: { icon: 'price' } }),
  route('priceFollows', '/public-price/follows', { title: '我的价格关注', module: '价格公示', roles: ['supplier', 'purchaser'] }),
] as const
