/**
 * The risk-area list (docs/estate.md, "Staff"): riskAreaMain and riskAreaDetail read it (any
 * logged-in user: the check-in's province -> city -> area picker, the travel path, the notices);
 * the market office keeps it (market/riskArea, module 风险地区).
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import { contract, RISK_AREA_LIMITS, RISK_LEVEL_LABELS, RISK_LEVELS, type RiskAreaGroup, type RiskAreaItem, type RiskLevel, type RiskLevelCounts } from '@/contract'
import type { Db } from '../../db/client'
import { riskAreas } from '../../db/schema'
import { notFound } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { iso, resource } from '../../data/resource'
import { id, oneOf, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'

type RiskRow = typeof riskAreas.$inferSelect

export const presentRiskArea = (r: RiskRow): RiskAreaItem => ({
  id: r.id,
  province: r.province,
  city: r.city,
  district: r.district,
  level: r.level as RiskLevel,
  remark: r.remark,
  updateTime: iso(r.updatedAt)!,
})

const zh = (a: string, b: string): number => a.localeCompare(b, 'zh-Hans-CN')
const RANK: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 }
/** Highest level first, then by place (pinyin). */
const byLevelThenPlace = (a: RiskAreaItem, b: RiskAreaItem): number =>
  RANK[a.level] - RANK[b.level] || zh(a.province, b.province) || zh(a.city, b.city) || zh(a.district, b.district)

const riskResource = resource({
  table: riskAreas,
  id: riskAreas.id,
  order: [by.asc(riskAreas.province), by.asc(riskAreas.city), by.asc(riskAreas.district), by.asc(riskAreas.id)],
  present: (_db, rows) => rows.map(presentRiskArea),
})

/** The whole list (it is short: the market keeps the areas its staff may have been to). */
export async function riskAreaList(db: Db, f: { level?: RiskLevel; keyword?: string } = {}): Promise<RiskAreaItem[]> {
  const like = f.keyword ? containsPattern(f.keyword) : undefined
  const rows = await db
    .select()
    .from(riskAreas)
    .where(and(f.level ? eq(riskAreas.level, f.level) : undefined, like ? or(ilike(riskAreas.province, like), ilike(riskAreas.city, like), ilike(riskAreas.district, like)) : undefined))
  return rows.map(presentRiskArea).sort(byLevelThenPlace)
}

const distinctSorted = (values: string[]): string[] => [...new Set(values)].sort(zh)

const placeName = () => str({ max: RISK_AREA_LIMITS.name.max, msg: RISK_AREA_LIMITS.name.msg })
const levelField = () => oneOf(RISK_LEVELS, '风险等级不正确')

const M = contract.custome.riskAreaMain
const D = contract.custome.riskAreaDetail

export const riskAreaHandlers = [
  handler({
    endpoint: M.getRiskAreaList,
    access: 'user',
    input: { level: opt(levelField()), keyword: fields.keyword() },
    handle: ({ db }, input) => riskAreaList(db, input),
  }),
  handler({
    endpoint: M.getRiskAreaListNum,
    access: 'user',
    input: {},
    async handle({ db }): Promise<RiskLevelCounts> {
      const rows = await db
        .select({ level: riskAreas.level, n: sql<number>`count(*)::int`, updated: sql<Date | null>`max(${riskAreas.updatedAt})` })
        .from(riskAreas)
        .groupBy(riskAreas.level)
      const count = (l: RiskLevel) => rows.find((r) => r.level === l)?.n ?? 0
      const latest = rows.map((r) => (r.updated ? new Date(r.updated).getTime() : 0)).reduce((a, b) => Math.max(a, b), 0)
      return { high: count('high'), medium: count('medium'), low: count('low'), total: rows.reduce((s, r) => s + r.n, 0), updateTime: latest ? new Date(latest).toISOString() : null }
    },
  }),
  handler({
    endpoint: D.page,
    access: 'user',
    input: { ...pageShape, level: opt(levelField()), province: opt(placeName()), keyword: fields.keyword() },
    handle: ({ db, user }, input) => {
      const like = input.keyword ? containsPattern(input.keyword) : undefined
      return riskResource.page(db, user, pageArgs(input), [
        input.level ? eq(riskAreas.level, input.level) : undefined,
        input.province ? eq(riskAreas.province, input.province) : undefined,
        like ? or(ilike(riskAreas.province, like), ilike(riskAreas.city, like), ilike(riskAreas.district, like)) : undefined,
      ])
    },
  }),
  handler({
    endpoint: D.getAreaDetailsListGroupByLevel,
    access: 'user',
    input: {},
    async handle({ db }): Promise<RiskAreaGroup[]> {
      const all = await riskAreaList(db)
      return RISK_LEVELS.map((level) => {
        const areas = all.filter((a) => a.level === level)
        return { level, label: RISK_LEVEL_LABELS[level], count: areas.length, areas }
      })
    },
  }),
  handler({
    endpoint: D.getRiskProvinces,
    access: 'user',
    input: {},
    handle: async ({ db }) => distinctSorted((await db.selectDistinct({ p: riskAreas.province }).from(riskAreas)).map((r) => r.p)),
  }),
  handler({
    endpoint: D.getRiskCitys,
    access: 'user',
    input: { province: placeName() },
    handle: async ({ db }, input) =>
      distinctSorted((await db.selectDistinct({ c: riskAreas.city }).from(riskAreas).where(eq(riskAreas.province, input.province))).map((r) => r.c)),
  }),
  handler({
    endpoint: D.getRiskAreas,
    access: 'user',
    input: { province: placeName(), city: placeName() },
    handle: async ({ db }, input) =>
      (await db.select().from(riskAreas).where(and(eq(riskAreas.province, input.province), eq(riskAreas.city, input.city))).orderBy(asc(riskAreas.district)))
        .map(presentRiskArea)
        .sort(byLevelThenPlace),
  }),
  handler({
    endpoint: contract.market.riskArea.save,
    access: ['staff'],
    module: { staff: 'riskArea' },
    input: {
      id: opt(id()),
      province: placeName(),
      city: placeName(),
      district: placeName(),
      level: levelField(),
      remark: opt(str({ max: RISK_AREA_LIMITS.remark.max, msg: RISK_AREA_LIMITS.remark.msg })),
    },
    async handle({ db }, { id: areaId, ...values }) {
      const row = { ...values, remark: values.remark ?? null, updatedAt: new Date() }
      const [saved] = areaId
        ? await db.update(riskAreas).set(row).where(eq(riskAreas.id, areaId)).returning()
        : await db.insert(riskAreas).values(row).returning()
      if (!saved) throw notFound()
      return presentRiskArea(saved)
    },
  }),
  handler({
    endpoint: contract.market.riskArea.remove,
    access: ['staff'],
    module: { staff: 'riskArea' },
    input: { id: id() },
    async handle({ db }, input) {
      const [gone] = await db.delete(riskAreas).where(eq(riskAreas.id, input.id)).returning({ id: riskAreas.id })
      if (!gone) throw notFound()
      return { id: gone.id }
    },
  }),
]
