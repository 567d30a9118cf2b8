/**
 * Leases (issue 19, docs/lease.md): the market's releases of booths and their sign-ups, leases
 * with the booths they hold, their installments (billed through the bill service), contracts,
 * the action record, expiry reminders and booths published for take-over.
 *
 * A booth is never let twice for overlapping days: `lease_booth_holds` carries an exclusion
 * constraint over (asset, days) written by hand in the migration (drizzle-kit cannot declare
 * one): `EXCLUDE USING gist ((int8range(asset_seq * 100000 + start day, asset_seq * 100000 + end
 * day + 1)) WITH &&)`, days counted from 2000-01-01. Each asset's days live in its own block of
 * 100,000, so two ranges overlap exactly when they are of the same asset and share a day. Plain
 * range types need no extension, so PGlite and PostgreSQL enforce it alike.
 */
import { sql } from 'drizzle-orm'
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  INSTALLMENT_KINDS,
  INSTALLMENT_STATES,
  LEASE_ACTIONS,
  LEASE_ACTORS,
  LEASE_SOURCES,
  LEASE_STATES,
  RELEASE_MODES,
  RELEASE_STATES,
  TRANSFER_STATES,
} from '@/contract'
import { areas, assets } from './basic'
import { bills } from './bill'
import { at, createdAt, day, fen, idColumn, inList, updatedAt } from './columns'
import { customers, users } from './users'

/** The market office's release of booths for sign-up (releaseNotice). */
export const leaseReleases = pgTable(
  'lease_releases',
  {
    id: idColumn(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    mode: text('mode').notNull(),
    state: text('state').notNull().default('open'),
    signUpStart: day('sign_up_start').notNull(),
    signUpEnd: day('sign_up_end').notNull(),
    leaseStart: day('lease_start').notNull(),
    leaseEnd: day('lease_end').notNull(),
    months: integer('months').notNull(),
    createdBy: text('created_by').references(() => users.id),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lease_releases_mode', inList(t.mode, RELEASE_MODES)),
    check('lease_releases_state', inList(t.state, RELEASE_STATES)),
    check('lease_releases_window', sql`${t.signUpEnd} >= ${t.signUpStart} and ${t.leaseEnd} >= ${t.leaseStart} and ${t.months} >= 1`),
    index('lease_releases_list_idx').on(t.state, t.createdAt, t.id),
  ],
)

/** The booths of a release and the rent each is offered at. */
export const leaseReleaseBooths = pgTable(
  'lease_release_booths',
  {
    id: idColumn(),
    releaseId: text('release_id')
      .notNull()
      .references(() => leaseReleases.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    monthlyRentFen: fen('monthly_rent_fen').notNull(),
    depositFen: fen('deposit_fen').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('lease_release_booths_pair').on(t.releaseId, t.assetId),
    index('lease_release_booths_asset_idx').on(t.assetId),
    check('lease_release_booths_money', sql`${t.monthlyRentFen} > 0 and ${t.depositFen} >= 0`),
  ],
)

/** A merchant's sign-up for a release (leaseReleaseRegister): one per merchant and release. */
export const leaseRegistrations = pgTable(
  'lease_registrations',
  {
    id: idColumn(),
    releaseId: text('release_id')
      .notNull()
      .references(() => leaseReleases.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id),
    /** The booths of the release it wants (1-LEASE_LIMITS.wantedBooths). */
    assetIds: text('asset_ids').array().notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    businessScope: text('business_scope').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lease_registrations_pair').on(t.releaseId, t.customerId),
    index('lease_registrations_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('lease_registrations_release_list_idx').on(t.releaseId, t.createdAt, t.id),
  ],
)

export const leases = pgTable(
  'leases',
  {
    id: idColumn(),
    /** 'ZL' + yyyymmdd + 4 digits. */
    leaseNo: text('lease_no').notNull().unique(),
    /** The tenant (a shop) and the user who applied. */
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: text('user_id').references(() => users.id),
    source: text('source').notNull(),
    state: text('state').notNull(),
    releaseId: text('release_id').references(() => leaseReleases.id),
    registrationId: text('registration_id').references(() => leaseRegistrations.id),
    transferId: text('transfer_id'),
    /** The zone asked for; the booth held (the one the term ends on), null while the market is to assign one. */
    areaId: text('area_id').references(() => areas.id),
    assetId: text('asset_id').references(() => assets.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    months: integer('months').notNull(),
    payCycleMonths: integer('pay_cycle_months').notNull(),
    monthlyRentFen: fen('monthly_rent_fen').notNull(),
    depositFen: fen('deposit_fen').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    businessScope: text('business_scope').notNull().default(''),
    remark: text('remark').notNull().default(''),
    rejectReason: text('reject_reason'),
    approvedBy: text('approved_by').references(() => users.id),
    approvedAt: at('approved_at'),
    payDeadline: day('pay_deadline'),
    /** The first installment and the deposit, billed by createBillAndPay. */
    firstBillId: text('first_bill_id').references(() => bills.id, { onDelete: 'set null' }),
    confirmedAt: at('confirmed_at'),
    activatedAt: at('activated_at'),
    /** When it expired, was quit or cancelled. */
    endedAt: at('ended_at'),
    quitDate: day('quit_date'),
    withdrawalFen: fen('withdrawal_fen'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('leases_state', inList(t.state, LEASE_STATES)),
    check('leases_source', inList(t.source, LEASE_SOURCES)),
    check('leases_pay_cycle', sql`${t.payCycleMonths} in (1, 3, 6, 12)`),
    check('leases_term', sql`${t.endDate} >= ${t.startDate} and ${t.months} >= 1`),
    check('leases_money', sql`${t.monthlyRentFen} >= 0 and ${t.depositFen} >= 0 and coalesce(${t.withdrawalFen}, 0) >= 0`),
    // From the approval on a lease holds a booth.
    check('leases_booth_held', sql`${t.state} in ('applied', 'rejected', 'cancelled') or ${t.assetId} is not null`),
    index('leases_customer_list_idx').on(t.customerId, t.endDate, t.id),
    index('leases_customer_state_list_idx').on(t.customerId, t.state, t.endDate, t.id),
    index('leases_state_list_idx').on(t.state, t.createdAt, t.id),
    index('leases_created_list_idx').on(t.createdAt, t.id),
    index('leases_first_bill_idx').on(t.firstBillId),
    index('leases_asset_idx').on(t.assetId),
    // A merchant takes at most one booth of a release, and a published booth goes to one applicant.
    uniqueIndex('leases_release_customer_key').on(t.releaseId, t.customerId).where(sql`${t.releaseId} is not null and ${t.state} not in ('rejected', 'cancelled')`),
    uniqueIndex('leases_transfer_key').on(t.transferId).where(sql`${t.transferId} is not null and ${t.state} not in ('rejected', 'cancelled')`),
  ],
)

/**
 * The days a lease holds a booth: one row per booth over the term (a booth adjustment ends one and
 * starts another). Written from the approval on; deleted when an approval lapses or is cancelled;
 * cut short when a lease is quit. The exclusion constraint (file comment) is the hard rule.
 */
export const leaseBoothHolds = pgTable(
  'lease_booth_holds',
  {
    id: idColumn(),
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    assetId: text('asset_id').notNull(),
    /** assets.seq of the asset (the composite reference keeps them together). */
    assetSeq: integer('asset_seq').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'lease_booth_holds_asset_fk', columns: [t.assetId, t.assetSeq], foreignColumns: [assets.id, assets.seq] }),
    check('lease_booth_holds_days', sql`${t.endDate} >= ${t.startDate} and ${t.startDate} >= '2000-01-02' and ${t.endDate} < '2200-01-01'`),
    index('lease_booth_holds_lease_idx').on(t.leaseId, t.startDate),
    index('lease_booth_holds_asset_idx').on(t.assetId, t.endDate),
  ],
)

/** The deposit (seq 0) and the rent periods (1, 2, ...) of a lease. */
export const leaseInstallments = pgTable(
  'lease_installments',
  {
    id: idColumn(),
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    periodStart: day('period_start'),
    periodEnd: day('period_end'),
    amountFen: fen('amount_fen').notNull(),
    dueDate: day('due_date').notNull(),
    state: text('state').notNull().default('scheduled'),
    billId: text('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lease_installments_seq_key').on(t.leaseId, t.seq),
    check('lease_installments_kind', inList(t.kind, INSTALLMENT_KINDS)),
    check('lease_installments_state', inList(t.state, INSTALLMENT_STATES)),
    check('lease_installments_amount', sql`${t.amountFen} >= 0`),
    check('lease_installments_period', sql`(${t.kind} = 'deposit') = (${t.periodStart} is null) and (${t.periodStart} is null) = (${t.periodEnd} is null) and coalesce(${t.periodEnd} >= ${t.periodStart}, true)`),
    index('lease_installments_customer_list_idx').on(t.customerId, t.dueDate, t.id),
    index('lease_installments_bill_idx').on(t.billId),
    index('lease_installments_due_idx').on(t.periodStart).where(sql`${t.state} = 'scheduled'`),
  ],
)

/** Contracts of a lease: the lease contract (drafted at approval, signed by the first payment), renewals, adjustments. */
export const leaseContracts = pgTable(
  'lease_contracts',
  {
    id: idColumn(),
    /** 'HT' + yyyymmdd + 4 digits. */
    contractNo: text('contract_no').notNull().unique(),
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    title: text('title').notNull(),
    /** The template filled with the lease's fields: plain text paragraphs, one per line. */
    content: text('content').notNull(),
    /** The filled fields, [{label, value}], in the contract's order. */
    fields: jsonb('fields').$type<Array<{ label: string; value: string }>>().notNull(),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
    monthlyRentFen: fen('monthly_rent_fen').notNull(),
    signedAt: at('signed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('lease_contracts_kind', inList(t.kind, CONTRACT_KINDS)),
    check('lease_contracts_state', inList(t.state, CONTRACT_STATES)),
    check('lease_contracts_signed', sql`(${t.state} = 'signed') = (${t.signedAt} is not null)`),
    uniqueIndex('lease_contracts_one_lease_contract').on(t.leaseId).where(sql`${t.kind} = 'lease'`),
    index('lease_contracts_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('lease_contracts_lease_idx').on(t.leaseId, t.createdAt),
  ],
)

/** Every action on a lease, with who and when (/supplier/lease/record). */
export const leaseRecords = pgTable(
  'lease_records',
  {
    id: idColumn(),
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    userId: text('user_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('lease_records_action', inList(t.action, LEASE_ACTIONS)),
    check('lease_records_actor', inList(t.actor, LEASE_ACTORS)),
    index('lease_records_customer_list_idx').on(t.customerId, t.createdAt, t.id),
    index('lease_records_lease_list_idx').on(t.leaseId, t.createdAt, t.id),
  ],
)

/** Expiry reminders sent: one row per lease and threshold (30, 7, 1 days), so each goes once. */
export const leaseReminders = pgTable(
  'lease_reminders',
  {
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    /** The lease's last day when it was sent (a renewal moves the end: its reminders go again). */
    endDate: day('end_date').notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'lease_reminders_pk', columns: [t.leaseId, t.endDate, t.days] }), check('lease_reminders_days', sql`${t.days} in (30, 7, 1)`)],
)

/** A tenant's booth published for another merchant to take over (leaseRelease). */
export const leaseTransfers = pgTable(
  'lease_transfers',
  {
    id: idColumn(),
    leaseId: text('lease_id')
      .notNull()
      .references(() => leases.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    remark: text('remark').notNull().default(''),
    state: text('state').notNull().default('open'),
    takenByLeaseId: text('taken_by_lease_id').references(() => leases.id),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lease_transfers_state', inList(t.state, TRANSFER_STATES)),
    check('lease_transfers_days', sql`${t.toDate} >= ${t.fromDate}`),
    uniqueIndex('lease_transfers_one_open').on(t.leaseId).where(sql`${t.state} = 'open'`),
    index('lease_transfers_state_list_idx').on(t.state, t.createdAt, t.id),
    index('lease_transfers_customer_list_idx').on(t.customerId, t.createdAt, t.id),
  ],
)
