/**
 * Vaccination records (docs/estate.md, "Staff"): a staff member's doses, in order (dose n after
 * dose n - 1, on the same day or later; one row per dose, unique), each with a proof photo; and
 * the summary (report/queryVaccination) the health screens show.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { contract, VACCINATION_LIMITS, type VaccinationPayload, type VaccinationRecord, type VaccinationState } from '@/contract'
import type { Db } from '../../db/client'
import { vaccinations } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { id, int, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { uploadPath } from '../member/shop'
import { dayField } from './checkin'

type VaccinationRow = typeof vaccinations.$inferSelect

const MODULE = { staff: 'vaccination' } as const
const L = VACCINATION_LIMITS

const presentVaccination = (v: VaccinationRow): VaccinationRecord => ({
  id: v.id,
  dose: v.dose,
  vaccineName: v.vaccineName,
  manufacturer: v.manufacturer,
  vaccinatedOn: v.vaccinatedOn,
  site: v.site,
  batchNo: v.batchNo,
  proofImage: v.proofImage,
  createTime: iso(v.createdAt)!,
  updateTime: iso(v.updatedAt)!,
})

const vaccinationResource = resource({
  table: vaccinations,
  id: vaccinations.id,
  scope: (u) => (u ? eq(vaccinations.userId, u.id) : sql`false`),
  order: [by.asc(vaccinations.dose), by.asc(vaccinations.id)],
  present: (_db, rows) => rows.map(presentVaccination),
})

/** none: no dose; partial: 1; full: 2; booster: 3 or more. */
export const vaccinationStateOf = (doses: number): VaccinationState => (doses === 0 ? 'none' : doses === 1 ? 'partial' : doses === 2 ? 'full' : 'booster')

const shape = {
  dose: int({ min: L.dose.min, max: L.dose.max, msg: L.dose.msg }),
  vaccineName: str({ max: L.vaccineName.max, msg: L.vaccineName.msg }),
  manufacturer: opt(str({ max: L.manufacturer.max, msg: L.manufacturer.msg })),
  vaccinatedOn: dayField('接种日期'),
  site: str({ max: L.site.max, msg: L.site.msg }),
  batchNo: opt(str({ max: L.batchNo.max, msg: L.batchNo.msg })),
  proofImage: uploadPath(),
}

/** The dose fits between its neighbours: dose n - 1 recorded and not later, dose n + 1 (if any) not earlier. */
async function checkOrder(db: Db, userId: string, p: VaccinationPayload, self?: string): Promise<void> {
  const doses = await db
    .select()
    .from(vaccinations)
    .where(and(eq(vaccinations.userId, userId), self ? ne(vaccinations.id, self) : undefined))
    .orderBy(asc(vaccinations.dose))
  if (doses.some((d) => d.dose === p.dose)) throw new BizError(`第${p.dose}剂已登记`)
  const before = doses.find((d) => d.dose === p.dose - 1)
  if (p.dose > 1 && !before) throw new BizError(`请先登记第${p.dose - 1}剂`)
  if (before && before.vaccinatedOn > p.vaccinatedOn) throw new BizError(`第${p.dose}剂接种日期不能早于第${p.dose - 1}剂`)
  const after = doses.find((d) => d.dose === p.dose + 1)
  if (after && after.vaccinatedOn < p.vaccinatedOn) throw new BizError(`第${p.dose}剂接种日期不能晚于第${p.dose + 1}剂`)
}

const values = (p: VaccinationPayload) => ({ ...p, manufacturer: p.manufacturer ?? null, batchNo: p.batchNo ?? null })

const VR = contract.custome.vaccinationRecord

export const vaccinationHandlers = [
  handler({
    endpoint: VR.create,
    access: ['staff'],
    module: MODULE,
    input: shape,
    async handle({ db, user }, input) {
      await checkOrder(db, user.id, input)
      const [row] = await db.insert(vaccinations).values({ ...values(input), userId: user.id }).returning()
      return presentVaccination(row!)
    },
  }),
  handler({
    endpoint: VR.update,
    access: ['staff'],
    module: MODULE,
    input: { id: id(), ...shape },
    async handle({ db, user }, { id: recordId, ...input }) {
      const row = await vaccinationResource.find(db, user, recordId)
      if (row.dose !== input.dose) throw new BizError('剂次不能修改')
      await checkOrder(db, user.id, input, row.id)
      const [saved] = await db
        .update(vaccinations)
        .set({ ...values(input), updatedAt: new Date() })
        .where(and(eq(vaccinations.id, row.id), eq(vaccinations.userId, user.id)))
        .returning()
      return presentVaccination(saved!)
    },
  }),
  handler({
    endpoint: VR.page,
    access: ['staff'],
    module: MODULE,
    input: { ...pageShape },
    handle: ({ db, user }, input) => vaccinationResource.page(db, user, pageArgs(input)),
  }),
  handler({
    endpoint: contract.custome.report.queryVaccination,
    access: ['staff'],
    module: MODULE,
    input: {},
    async handle({ db, user }) {
      const records = await vaccinationResource.list(db, user)
      return {
        state: vaccinationStateOf(records.length),
        doses: records.length,
        lastDate: records.reduce<string | null>((last, r) => (!last || r.vaccinatedOn > last ? r.vaccinatedOn : last), null),
        records,
      }
    },
  }),
]
