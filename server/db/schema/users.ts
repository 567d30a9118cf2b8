import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, idColumn } from './columns'

/** A merchant, buyer or other organisation users belong to. */
export const customers = pgTable('customers', {
  id: idColumn(),
  name: text('name').notNull(),
  customerType: text('customer_type').notNull(),
  contactName: text('contact_name'),
  mobile: text('mobile'),
  idCard: text('id_card'),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    avatar: text('avatar'),
    userType: text('user_type').notNull(),
    customerId: text('customer_id').references(() => customers.id),
    /** The merchant's administrator: manages the sub-accounts and roles of its customer. */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A disabled account cannot log in and its tokens stop working (a merchant admin disables sub-accounts). */
    enabled: boolean('enabled').notNull().default(true),
    wxOpenId: text('wx_open_id'),
    mpOpenId: text('mp_open_id'),
    /** The password is a temporary one: until a new one is set, only the password change is open. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A one-time credential (a buyer registered at a stall): it logs in once, until this time. */
    tempPasswordExpiresAt: at('temp_password_expires_at'),
    /** When the one-time credential was used to log in (it logs in no more). */
    tempPasswordUsedAt: at('temp_password_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('users_mobile_idx').on(t.mobile),
    // User names are unique regardless of letter case (login matches lower(username)).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // One account per WeChat openid, in each slot.
    uniqueIndex('users_wx_open_id_key').on(t.wxOpenId),
    uniqueIndex('users_mp_open_id_key').on(t.mpOpenId),
  ],
)

/** The two sides of a trade row (orders, refunds, evaluations, credit accounts): customer ids. */
export const partyColumns = () => ({
  supplierId: text('supplier_id')
    .notNull()
    .references(() => customers.id),
  purchaserId: text('purchaser_id')
    .notNull()
    .references(() => customers.id),
})
