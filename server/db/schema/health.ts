/**
 * Staff health and feedback (docs/estate.md, "Staff"): the risk-area list, the check-in
 * questionnaire, daily check-ins (one per staff member and day), vaccinations (one per dose) and
 * staff feedback to the market.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { FEEDBACK_CATEGORIES, FEEDBACK_STATES, HEALTH_QUESTION_KINDS, RISK_LEVELS, type HealthAnswer } from '@/contract'
import { at, createdAt, day, idColumn, inList, updatedAt } from './columns'
import { users } from './users'

/** The risk areas as the market office lists them (market/riskArea). */
export const riskAreas = pgTable(
  'risk_areas',
  {
    id: idColumn(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    level: text('level').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('risk_areas_level', inList(t.level, RISK_LEVELS)),
    unique('risk_areas_place_unique').on(t.province, t.city, t.district),
    index('risk_areas_level_idx').on(t.level, t.province, t.city, t.district),
  ],
)

/** The check-in's extra questions (riskAreaSituationKey). */
export const healthQuestions = pgTable(
  'health_questions',
  {
    id: idColumn(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    options: text('options').array().notNull().default([]),
    /** Answers that mark a check-in abnormal. */
    abnormalValues: text('abnormal_values').array().notNull().default([]),
    required: boolean('required').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('health_questions_kind', inList(t.kind, HEALTH_QUESTION_KINDS))],
)

/** One check-in per staff member and China day; a second save of the day updates it. */
export const healthCheckins = pgTable(
  'health_checkins',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: day('day').notNull(),
    temperature: numeric('temperature', { precision: 3, scale: 1 }).notNull(),
    symptoms: text('symptoms').array().notNull().default([]),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    address: text('address'),
    visitedRiskArea: boolean('visited_risk_area').notNull().default(false),
    /** The risk area declared, and a copy of it as listed at the time (the list changes). */
    riskAreaId: text('risk_area_id').references(() => riskAreas.id, { onDelete: 'set null' }),
    riskProvince: text('risk_province'),
    riskCity: text('risk_city'),
    riskDistrict: text('risk_district'),
    riskLevel: text('risk_level'),
    answers: jsonb('answers').$type<HealthAnswer[]>().notNull().default([]),
    abnormal: boolean('abnormal').notNull().default(false),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('health_checkins_once_a_day').on(t.userId, t.day),
    check('health_checkins_temperature', sql`${t.temperature} between 35 and 42`),
    check('health_checkins_risk', sql`${t.visitedRiskArea} = (${t.riskLevel} is not null) and (${t.riskLevel} is null or ${inList(t.riskLevel, RISK_LEVELS)})`),
    index('health_checkins_day_idx').on(t.day, t.userId),
    index('health_checkins_day_abnormal_idx').on(t.day, t.createdAt, t.id).where(sql`${t.abnormal}`),
    index('health_checkins_day_list_idx').on(t.day, t.createdAt, t.id),
  ],
)

/** One row per dose of a staff member. */
export const vaccinations = pgTable(
  'vaccinations',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dose: integer('dose').notNull(),
    vaccineName: text('vaccine_name').notNull(),
    manufacturer: text('manufacturer'),
    vaccinatedOn: day('vaccinated_on').notNull(),
    site: text('site').notNull(),
    batchNo: text('batch_no'),
    /** The proof photo; the API requires one (seeded history has none). */
    proofImage: text('proof_image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('vaccinations_one_per_dose').on(t.userId, t.dose), check('vaccinations_dose', sql`${t.dose} between 1 and 4`)],
)

/** Staff feedback to the market; the office replies once (market/staffFeedback/reply). */
export const staffFeedback = pgTable(
  'staff_feedback',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    images: text('images').array().notNull().default([]),
    status: text('status').notNull().default('pending'),
    reply: text('reply'),
    repliedBy: text('replied_by').references(() => users.id, { onDelete: 'set null' }),
    replierName: text('replier_name'),
    repliedAt: at('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('staff_feedback_category', inList(t.category, FEEDBACK_CATEGORIES)),
    check('staff_feedback_status', inList(t.status, FEEDBACK_STATES)),
    check('staff_feedback_reply', sql`(${t.status} = 'replied') = (${t.reply} is not null)`),
    index('staff_feedback_user_list_idx').on(t.userId, t.createdAt, t.id),
    index('staff_feedback_status_list_idx').on(t.status, t.createdAt, t.id),
    index('staff_feedback_list_idx').on(t.createdAt, t.id),
  ],
)
