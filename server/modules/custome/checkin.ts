/**
 * Daily health check-ins (docs/estate.md, "Staff"): the questionnaire (riskAreaSituationKey), the
 * caller's check-ins (riskAreaSituationVal, riskAreaMain/hasFillIn, report/getCurrentLatest...),
 * and every staff member's for the market office (market/health/checkins, module 健康统计).
 * One check-in per staff member and China day (unique); saving again the same day updates it.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import {
  contract,
  HEALTH_LIMITS,
  HEALTH_SYMPTOMS,
  YES_NO,
  type CheckIn,
  type CheckInPayload,
  type HealthAnswer,
  type HealthAnswerInput,
  type HealthQuestion,
  type HealthQuestionKind,
  type HealthSymptom,
  type Place,
  type RiskLevel,
} from '@/contract'
import type { Db } from '../../db/client'
import { healthCheckins, healthQuestions, riskAreas, users } from '../../db/schema'
import { chinaDay, isDay } from '../../lib/dates'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { bool, id, opt, str, type Field } from '../../lib/validate'
import { checkModule } from '../../http/grants'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'

type CheckInRow = typeof healthCheckins.$inferSelect

const HEALTH = { staff: 'healthCheck' } as const
const STATS = { staff: 'healthStats' } as const

/** A China day 'YYYY-MM-DD', not after today. */
export const dayField = (what = '日期'): Field<string> => ({
    optional: false,
    parse(value, key) {
      const s = typeof value === 'string' ? value.trim() : ''
      if (!s) throw new BizError(`缺少参数：${key}`)
      if (!isDay(s)) throw new BizError(`${what}格式不正确`)
      if (s > chinaDay()) throw new BizError(`${what}不能大于当前时间，请重新选择！`)
      return s
    },
  })

const presentQuestion = (q: typeof healthQuestions.$inferSelect): HealthQuestion => ({
  id: q.id,
  title: q.title,
  kind: q.kind as HealthQuestionKind,
  options: q.kind === 'yesNo' ? [...YES_NO] : q.options,
  required: q.required,
})

export async function presentCheckIns(db: Db, rows: CheckInRow[]): Promise<CheckIn[]> {
  if (!rows.length) return []
  const names = await db.select({ id: users.id, name: users.realName }).from(users).where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]))
  const nameOf = new Map(names.map((n) => [n.id, n.name]))
  return rows.map((r) => {
    const temperature = Number(r.temperature)
    return {
      id: r.id,
      userId: r.userId,
      userName: nameOf.get(r.userId) ?? '',
      day: r.day,
      temperature,
      fever: temperature >= HEALTH_LIMITS.feverFrom,
      symptoms: r.symptoms as HealthSymptom[],
      location: { province: r.province, city: r.city, district: r.district, address: r.address },
      visitedRiskArea: r.visitedRiskArea,
      riskArea: r.riskLevel ? { id: r.riskAreaId, province: r.riskProvince!, city: r.riskCity!, district: r.riskDistrict!, level: r.riskLevel as RiskLevel } : null,
      answers: r.answers,
      abnormal: r.abnormal,
      remark: r.remark,
      createTime: iso(r.createdAt)!,
      updateTime: iso(r.updatedAt)!,
    }
  })
}

const questionResource = resource({
  table: healthQuestions,
  id: healthQuestions.id,
  order: [by.asc(healthQuestions.sort), by.asc(healthQuestions.id)],
  present: (_db, rows) => rows.map(presentQuestion),
})

const checkInResource = resource({
  table: healthCheckins,
  id: healthCheckins.id,
  scope: (u) => (u ? eq(healthCheckins.userId, u.id) : sql`false`),
  order: [by.desc(healthCheckins.day), by.desc(healthCheckins.id)],
  present: presentCheckIns,
})

/** Every staff member's check-ins (the office), newest day first. */
const allCheckIns = resource({
  table: healthCheckins,
  id: healthCheckins.id,
  order: [by.desc(healthCheckins.day), by.desc(healthCheckins.createdAt), by.desc(healthCheckins.id)],
  present: presentCheckIns,
})

// ---- Saving ---------------------------------------------------------------------------------------

/** Temperature in °C, 35.0-42.0, one decimal. */
function temperatureField(): Field<number> {
  const t = HEALTH_LIMITS.temperature
  return {
    optional: false,
    parse(value, key) {
      if (value === undefined || value === null || value === '') throw new BizError(`缺少参数：${key}`)
      const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : ''
      const n = /^\d{2}(\.\d)?$/.test(s) ? Number(s) : NaN
      if (!(n >= t.min && n <= t.max)) throw new BizError(t.msg)
      return n
    },
  }
}

function symptomsField(): Field<HealthSymptom[] | undefined, true> {
  return opt({
    optional: false,
    parse(value) {
      if (!Array.isArray(value) || value.some((v) => !(HEALTH_SYMPTOMS as readonly unknown[]).includes(v))) throw new BizError('症状选择不正确')
      return [...new Set(value as HealthSymptom[])]
    },
  })
}

function placeField(): Field<Place> {
  const name = str({ max: HEALTH_LIMITS.place.max, msg: HEALTH_LIMITS.place.msg })
  const address = opt(str({ max: HEALTH_LIMITS.address.max, msg: HEALTH_LIMITS.address.msg }))
  return {
    optional: false,
    parse(value, key) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BizError(`请选择当前所在地：${key}`)
      const v = value as Record<string, unknown>
      return { province: name.parse(v.province, 'province'), city: name.parse(v.city, 'city'), district: name.parse(v.district, 'district'), address: address.parse(v.address, 'address') ?? null }
    },
  }
}

function answersField(): Field<HealthAnswerInput[] | undefined, true> {
  return opt({
    optional: false,
    parse(value) {
      if (!Array.isArray(value)) throw new BizError('问卷回答格式不正确')
      return value.map((a: unknown) => {
        const v = a as { questionId?: unknown; value?: unknown } | null
        if (!v || typeof v.questionId !== 'string' || typeof v.value !== 'string') throw new BizError('问卷回答格式不正确')
        return { questionId: v.questionId, value: v.value.trim() }
      })
    },
  })
}

/** Checks the answers against the enabled questions: each required one answered, each answer one of its options. */
async function gradeAnswers(db: Db, given: HealthAnswerInput[]): Promise<HealthAnswer[]> {
  const questions = (await db.select().from(healthQuestions).where(eq(healthQuestions.enabled, true)).orderBy(asc(healthQuestions.sort), asc(healthQuestions.id))).map((q) => ({ q, p: presentQuestion(q) }))
  const known = new Set(questions.map(({ q }) => q.id))
  if (given.some((a) => !known.has(a.questionId))) throw new BizError('问卷问题不存在')
  const out: HealthAnswer[] = []
  for (const { q, p } of questions) {
    const answer = given.find((a) => a.questionId === q.id)?.value ?? ''
    if (!answer) {
      if (q.required) throw new BizError(`请回答：${q.title}`)
      continue
    }
    if (answer.length > HEALTH_LIMITS.answer.max) throw new BizError(HEALTH_LIMITS.answer.msg)
    if (q.kind !== 'text' && !p.options.includes(answer)) throw new BizError(`回答不正确：${q.title}`)
    out.push({ questionId: q.id, title: q.title, value: answer, abnormal: q.abnormalValues.includes(answer) })
  }
  return out
}

/** Saves the caller's check-in of today (a second save of the day replaces its answers). */
export async function saveCheckIn(db: Db, userId: string, p: CheckInPayload, at: Date = new Date()): Promise<CheckInRow> {
  if (p.visitedRiskArea && !p.riskAreaId) throw new BizError('请选择到访的风险地区')
  const [risk] = p.visitedRiskArea ? await db.select().from(riskAreas).where(eq(riskAreas.id, p.riskAreaId!)) : []
  if (p.visitedRiskArea && !risk) throw new BizError('风险地区不存在')
  const answers = await gradeAnswers(db, p.answers ?? [])
  const symptoms = p.symptoms ?? []
  const values = {
    temperature: p.temperature.toFixed(1),
    symptoms,
    province: p.location.province,
    city: p.location.city,
    district: p.location.district,
    address: p.location.address ?? null,
    visitedRiskArea: p.visitedRiskArea,
    riskAreaId: risk?.id ?? null,
    riskProvince: risk?.province ?? null,
    riskCity: risk?.city ?? null,
    riskDistrict: risk?.district ?? null,
    riskLevel: risk?.level ?? null,
    answers,
    abnormal: p.temperature >= HEALTH_LIMITS.feverFrom || symptoms.length > 0 || p.visitedRiskArea || answers.some((a) => a.abnormal),
    remark: p.remark ?? null,
    updatedAt: at,
  }
  const [row] = await db
    .insert(healthCheckins)
    .values({ ...values, userId, day: chinaDay(at), createdAt: at })
    .onConflictDoUpdate({ target: [healthCheckins.userId, healthCheckins.day], set: values })
    .returning()
  return row!
}

async function checkInOf(db: Db, userId: string, day: string): Promise<CheckInRow | undefined> {
  const [row] = await db.select().from(healthCheckins).where(and(eq(healthCheckins.userId, userId), eq(healthCheckins.day, day)))
  return row
}

const one = async (db: Db, row: CheckInRow | undefined): Promise<CheckIn | null> => (row ? (await presentCheckIns(db, [row]))[0]! : null)

/** Another staff member's records are the office's (module 健康统计); one's own are always readable. */
async function subjectOf(db: Db, user: AuthUser, userId: string | undefined): Promise<string> {
  if (!userId || userId === user.id) return user.id
  await checkModule(db, STATS, user)
  return userId
}

const V = contract.custome.riskAreaSituationVal

export const checkInHandlers = [
  handler({
    endpoint: contract.custome.riskAreaSituationKey.page,
    access: ['staff'],
    module: HEALTH,
    input: { ...pageShape },
    handle: ({ db, user }, input) => questionResource.page(db, user, pageArgs(input), [eq(healthQuestions.enabled, true)]),
  }),
  handler({
    endpoint: V.saveClockRecord,
    access: ['staff'],
    module: HEALTH,
    input: {
      temperature: temperatureField(),
      symptoms: symptomsField(),
      location: placeField(),
      visitedRiskArea: bool(),
      riskAreaId: opt(id()),
      answers: answersField(),
      remark: opt(str({ max: HEALTH_LIMITS.remark.max, multiline: true, msg: HEALTH_LIMITS.remark.msg })),
    },
    handle: async ({ db, user }, input) => (await one(db, await saveCheckIn(db, user.id, input)))!,
  }),
  handler({
    endpoint: V.page,
    access: ['staff'],
    module: HEALTH,
    input: { ...pageShape, from: opt(dayField('开始日期')), to: opt(dayField('结束日期')) },
    handle: ({ db, user }, input) =>
      checkInResource.page(db, user, pageArgs(input), [input.from ? gte(healthCheckins.day, input.from) : undefined, input.to ? lte(healthCheckins.day, input.to) : undefined]),
  }),
  handler({
    endpoint: V.getClockRecordByUserId,
    access: ['staff'],
    module: HEALTH,
    input: { userId: opt(id()), day: opt(dayField()) },
    handle: async ({ db, user }, input) => one(db, await checkInOf(db, await subjectOf(db, user, input.userId), input.day ?? chinaDay())),
  }),
  handler({
    endpoint: contract.custome.riskAreaMain.hasFillIn,
    access: ['staff'],
    module: HEALTH,
    input: {},
    async handle({ db, user }) {
      const day = chinaDay()
      const row = await checkInOf(db, user.id, day)
      return { day, filled: !!row, recordId: row?.id ?? null }
    },
  }),
  handler({
    endpoint: contract.custome.report.getCurrentLatestHealthClocking,
    access: ['staff'],
    module: HEALTH,
    input: {},
    async handle({ db, user }) {
      const day = chinaDay()
      const [latest] = await db.select().from(healthCheckins).where(eq(healthCheckins.userId, user.id)).orderBy(desc(healthCheckins.day)).limit(1)
      return { day, today: latest?.day === day ? await one(db, latest) : null, latest: await one(db, latest) }
    },
  }),
  handler({
    endpoint: contract.market.health.checkins,
    access: ['staff'],
    module: STATS,
    input: { ...pageShape, day: opt(dayField()), userId: opt(id()), abnormal: opt(bool()) },
    handle: ({ db, user }, input) =>
      allCheckIns.page(db, user, pageArgs(input), [
        input.day ? eq(healthCheckins.day, input.day) : undefined,
        input.userId ? eq(healthCheckins.userId, input.userId) : undefined,
        input.abnormal === undefined ? undefined : eq(healthCheckins.abnormal, input.abnormal),
      ]),
  }),
]
