/**
 * Scan-to-order tickets (docs/gate.md, "Scan-to-order"): a shop's (or its scale's) lines waiting
 * for a buyer to scan and claim them; the claim makes an ordinary order. The code is unique and
 * the claim is one guarded UPDATE (open -> claimed), so a ticket becomes at most one order.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { TICKET_STATES } from '@/contract'
import { at, createdAt, fen, idColumn, inList, qty, updatedAt } from './columns'
import { electronicScales, shopSkus } from './shop'
import { orders } from './trade'
import { customers, users } from './users'

export const saleTickets = pgTable(
  'sale_tickets',
  {
    id: idColumn(),
    /** 'SO' + 14 base32 characters: what the QR code carries. */
    code: text('code').notNull().unique(),
    shopId: text('shop_id')
      .notNull()
      .references(() => customers.id),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bound to one buyer; null: any buyer may claim it. */
    purchaserId: text('purchaser_id').references(() => customers.id),
    scaleId: text('scale_id').references(() => electronicScales.id),
    /** A scale's weighing ticket: its number on that scale (one ticket per number) and when it was weighed. */
    scaleTicketNo: text('scale_ticket_no'),
    weighedAt: at('weighed_at'),
    status: text('status').notNull().default('open'),
    goodsFen: fen('goods_fen').notNull(),
    remark: text('remark'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: text('order_id').references(() => orders.id),
    /** The buyer (customer) whose claim made the order, and its user. */
    buyerId: text('buyer_id').references(() => customers.id),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: at('claimed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('sale_tickets_status', inList(t.status, TICKET_STATES)),
    check('sale_tickets_claimed', sql`(${t.status} = 'claimed') = (${t.orderId} is not null and ${t.buyerId} is not null)`),
    check('sale_tickets_goods_pos', sql`${t.goodsFen} > 0`),
    index('sale_tickets_shop_list_idx').on(t.shopId, t.createdAt, t.id),
    index('sale_tickets_shop_status_idx').on(t.shopId, t.status, t.createdAt, t.id),
    index('sale_tickets_buyer_list_idx').on(t.buyerId, t.createdAt, t.id),
    uniqueIndex('sale_tickets_scale_ticket_unique').on(t.scaleId, t.scaleTicketNo).where(sql`${t.scaleTicketNo} is not null`),
    check('sale_tickets_scale_ticket', sql`${t.scaleTicketNo} is null or ${t.scaleId} is not null`),
  ],
)

export const saleTicketLines = pgTable(
  'sale_ticket_lines',
  {
    id: idColumn(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => saleTickets.id, { onDelete: 'cascade' }),
    skuId: text('sku_id')
      .notNull()
      .references(() => shopSkus.id),
    productName: text('product_name').notNull(),
    skuName: text('sku_name').notNull(),
    unit: text('unit').notNull(),
    quantity: qty('quantity').notNull(),
    priceFen: fen('price_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('sale_ticket_lines_quantity_pos', sql`${t.quantity} > 0`), index('sale_ticket_lines_ticket_idx').on(t.ticketId)],
)
