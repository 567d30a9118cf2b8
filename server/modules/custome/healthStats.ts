/**
 * The market office's health statistics (market/health/statistics, module 健康统计; docs/estate.md,
 * "Staff"): of the enabled staff accounts, who checked in on a day (and who did not), fever and
 * abnormal check-ins, declared risk-area visits by level, vaccination states, and the last 7 days.
 */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { contract, HEALTH_LIMITS, RISK_LEVELS, VACCINATION_STATES, type HealthStatistics, type RiskLevel, type VaccinationState } from '@/contract'
import type { Db } from '../../db/client'
import { healthCheckins, users, vaccinations } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { dayField } from './checkin'
import { vaccinationStateOf } from './vaccination'

const TREND_DAYS = 7

/** checked / total in percent with one decimal (0 when there is nobody). */
const percent = (checked: number, total: number): number => (total ? Math.round((checked * 1000) / total) / 10 : 0)

export async function healthStatistics(db: Db, day: string): Promise<HealthStatistics> {
  const staff = await db
    .select({ userId: users.id, realName: users.realName, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.userType, 'staff'), eq(users.enabled, true)))
    .orderBy(asc(users.username))
  const ids = new Set(staff.map((s) => s.userId))
  const from = addDays(day, 1 - TREND_DAYS)
  const [checkins, doses] = await Promise.all([
    db
      .select({ userId: healthCheckins.userId, day: healthCheckins.day, temperature: healthCheckins.temperature, abnormal: healthCheckins.abnormal, riskLevel: healthCheckins.riskLevel })
      .from(healthCheckins)
      .where(and(gte(healthCheckins.day, from), lte(healthCheckins.day, day))),
    db.select({ userId: vaccinations.userId, n: sql<number>`count(*)::int` }).from(vaccinations).groupBy(vaccinations.userId),
  ])
  const ofStaff = checkins.filter((c) => ids.has(c.userId))
  const today = ofStaff.filter((c) => c.day === day)
  const checked = new Set(today.map((c) => c.userId))
  const riskVisits = Object.fromEntries(RISK_LEVELS.map((l) => [l, today.filter((c) => c.riskLevel === l).length])) as Record<RiskLevel, number>
  const doseOf = new Map(doses.map((d) => [d.userId, d.n]))
  const vaccination = Object.fromEntries(VACCINATION_STATES.map((s) => [s, 0])) as Record<VaccinationState, number>
  for (const s of staff) vaccination[vaccinationStateOf(doseOf.get(s.userId) ?? 0)] += 1
  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const d = addDays(from, i)
    const n = new Set(ofStaff.filter((c) => c.day === d).map((c) => c.userId)).size
    return { day: d, checkedIn: n, rate: percent(n, staff.length) }
  })
  return {
    day,
    staffTotal: staff.length,
    checkedIn: checked.size,
    rate: percent(checked.size, staff.length),
    notCheckedIn: staff.filter((s) => !checked.has(s.userId)),
    fever: today.filter((c) => Number(c.temperature) >= HEALTH_LIMITS.feverFrom).length,
    abnormal: today.filter((c) => c.abnormal).length,
    riskVisits,
    vaccination,
    trend,
  }
}

export const healthStatsHandlers = [
  handler({
    endpoint: contract.market.health.statistics,
    access: ['staff'],
    module: { staff: 'healthStats' },
    input: { day: opt(dayField()) },
    handle: ({ db }, input) => healthStatistics(db, input.day ?? chinaDay()),
  }),
]
