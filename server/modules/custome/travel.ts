/**
 * The travel path (beyond the spec; docs/estate.md, "Staff"): where a staff member was over the
 * last days (1-14) by its check-ins, and the risk areas it declared visiting, each place flagged
 * with its level when the current risk-area list names it.
 */
import { and, asc, eq, gte } from 'drizzle-orm'
import { contract, HEALTH_LIMITS, type RiskLevel, type TravelPath, type TravelPlace } from '@/contract'
import type { Db } from '../../db/client'
import { healthCheckins, riskAreas } from '../../db/schema'
import { addDays, chinaDay } from '../../lib/dates'
import { int, opt } from '../../lib/validate'
import { handler } from '../../http/handler'

const placeKey = (p: { province: string; city: string; district: string }): string => `${p.province}/${p.city}/${p.district}`

/** The caller's places of the last `days` days, newest first. */
export async function travelPath(db: Db, userId: string, days: number, today: string = chinaDay()): Promise<TravelPath> {
  const from = addDays(today, 1 - days)
  const [rows, risks] = await Promise.all([
    db.select().from(healthCheckins).where(and(eq(healthCheckins.userId, userId), gte(healthCheckins.day, from))).orderBy(asc(healthCheckins.day)),
    db.select({ province: riskAreas.province, city: riskAreas.city, district: riskAreas.district, level: riskAreas.level }).from(riskAreas),
  ])
  const listed = new Map(risks.map((r) => [placeKey(r), r.level as RiskLevel]))
  const places = new Map<string, TravelPlace>()
  const visit = (p: { province: string; city: string; district: string }, day: string, source: TravelPlace['source'], declared: RiskLevel | null) => {
    const key = `${source}:${placeKey(p)}`
    const seen = places.get(key)
    if (seen) {
      seen.lastDay = day
      seen.days += 1
      return
    }
    places.set(key, { province: p.province, city: p.city, district: p.district, firstDay: day, lastDay: day, days: 1, source, riskLevel: listed.get(placeKey(p)) ?? declared })
  }
  for (const r of rows) {
    visit(r, r.day, 'checkIn', null)
    if (r.riskLevel) visit({ province: r.riskProvince!, city: r.riskCity!, district: r.riskDistrict! }, r.day, 'riskVisit', r.riskLevel as RiskLevel)
  }
  const list = [...places.values()].sort((a, b) => b.lastDay.localeCompare(a.lastDay) || a.source.localeCompare(b.source))
  return { from, to: today, places: list, riskPlaces: list.filter((p) => p.riskLevel !== null).length }
}

export const travelHandlers = [
  handler({
    endpoint: contract.custome.report.travelPath,
    access: ['staff'],
    module: { staff: 'travelPath' },
    input: { days: opt(int({ min: 1, max: HEALTH_LIMITS.travelDays, msg: `天数需为1-${HEALTH_LIMITS.travelDays}` })) },
    handle: ({ db, user }, input) => travelPath(db, user.id, input.days ?? HEALTH_LIMITS.travelDays),
  }),
]
