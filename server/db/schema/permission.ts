import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, idColumn } from './columns'
import { customers, users } from './users'

/** Menu modules: the app shows a menu item when a module with the same caption is granted. */
export const sysModules = pgTable('sys_modules', {
  id: idColumn(),
  caption: text('caption').notNull(),
  code: text('code').notNull().unique(),
  /** The node of the role editor's module tree (src/contract/modules.ts). */
  group: text('group_name').notNull().default('通用'),
  /** Roles (user types) that get this module when they have no role binding. */
  defaultFor: text('default_for').array().notNull().default([]),
  buttons: text('buttons').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
})

/** A role; customer roles belong to one merchant, system roles (customer_id null) to the market. */
export const sysRoles = pgTable(
  'sys_roles',
  {
    id: idColumn(),
    name: text('name').notNull(),
    userType: text('user_type').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    remark: text('remark'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('sys_roles_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    // A merchant's role names are unique regardless of letter case.
    uniqueIndex('sys_roles_customer_name_key').on(t.customerId, sql`lower(${t.name})`),
  ],
)

export const sysRoleModules = pgTable(
  'sys_role_modules',
  {
    roleId: text('role_id').notNull().references(() => sysRoles.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull().references(() => sysModules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleId] })],
)

export const sysRoleUsers = pgTable(
  'sys_role_users',
  {
    roleId: text('role_id').notNull().references(() => sysRoles.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.userId] })],
)
