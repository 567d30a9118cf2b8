/** Data dictionary, centre information (logo configuration) and the newest app version. */
import { asc, desc, eq, like, sql } from 'drizzle-orm'
import { contract, type AppVersion, type DictEntry, type SysLogoConf } from '@/contract'
import type { Db } from '../../db/client'
import { appVersions, dataDictionary, sysLogoConf } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { iso, resource } from '../../data/resource'
import { bool, opt, str } from '../../lib/validate'
import { handler } from '../../http/handler'

const dictionary = resource({
  table: dataDictionary,
  id: dataDictionary.id,
  order: [by.asc(dataDictionary.dataType), by.asc(dataDictionary.sort), by.asc(dataDictionary.id)],
  present: (_db, rows): Array<DictEntry & { id: string; enabled: boolean }> =>
    rows.map((r) => ({ id: r.id, dataType: r.dataType, dataKey: r.dataKey, dataValue: r.dataValue, enabled: r.enabled })),
})

const logoConf = resource({
  table: sysLogoConf,
  id: sysLogoConf.id,
  order: [by.desc(sysLogoConf.enabled), by.asc(sysLogoConf.id)],
  present: (_db, rows): Array<SysLogoConf & { id: string }> => rows.map((r) => ({ id: r.id, name: r.name, logo: r.logo, phone: r.phone, address: r.address, openHours: r.openHours })),
})

/** The market's name as its centre information says (trace answers and test reports name it). */
export async function currentMarketName(db: Db): Promise<string> {
  const [conf] = await db.select({ name: sysLogoConf.name }).from(sysLogoConf).where(eq(sysLogoConf.enabled, true)).orderBy(asc(sysLogoConf.id)).limit(1)
  return conf?.name ?? ''
}

export const systemHandlers = [
  handler({
    endpoint: contract.user.dataDictionary.page,
    access: 'user',
    input: { ...pageShape, dataType: opt(str({ max: 50 })), autoLike: opt(bool()), enabled: opt(bool()) },
    handle: ({ db, user }, input) => {
      const type = input.dataType
      const byType = type === undefined ? undefined : input.autoLike ? like(dataDictionary.dataType, `${type.replace(/[%_\\]/g, '\\$&')}%`) : eq(dataDictionary.dataType, type)
      const byEnabled = input.enabled === undefined ? undefined : eq(dataDictionary.enabled, input.enabled)
      return dictionary.page(db, user, pageArgs(input), [byType, byEnabled])
    },
  }),
  handler({
    endpoint: contract.user.sysLogoConf.queryByParam,
    access: 'public',
    input: {},
    async handle({ db, user }) {
      return (await logoConf.list(db, user, [eq(sysLogoConf.enabled, true)], 1)).at(0) ?? null
    },
  }),
  handler({
    endpoint: contract.user.sysLogoConf.page,
    access: 'public',
    input: { ...pageShape },
    handle: ({ db, user }, input) => logoConf.page(db, user, pageArgs(input)),
  }),
  handler({
    endpoint: contract.user.versionManage.getNewestVersion,
    access: 'user',
    input: {},
    async handle({ db }): Promise<AppVersion | null> {
      const [v] = await db.select().from(appVersions).orderBy(desc(appVersions.versionCode), sql`${appVersions.id} desc`).limit(1)
      return v ? { version: v.version, versionCode: v.versionCode, content: v.content, releaseDate: iso(v.releaseDate) } : null
    },
  }),
]
