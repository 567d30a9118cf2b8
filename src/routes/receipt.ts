/** Receipt printing (subpackage receipt, docs/architecture.md "Receipt printing"): its own package, so the encoder loads only where it prints. */
import { routesOf } from './route'

const route = routesOf('receipt', { roles: ['supplier'], module: '订单管理', accent: 'supplier' })

export const RECEIPT_ROUTES = [route('receiptPrint', '/receipt/print', { title: '打印小票', params: { id: { label: '订单编号' } } })] as const
