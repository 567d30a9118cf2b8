/**
 * Fills an empty database with the demo market (server/README.md lists the accounts). Does
 * nothing when users already exist, so it is safe to run at every start.
 */
import { count, sql } from 'drizzle-orm'
import { hashPassword } from '../auth/password'
import { newId } from '../lib/ids'
import type { Db } from '../db/client'
import type { Tx } from './context'
import * as t from '../db/schema'
import * as d from './seedData'
import { FEATURE_SEEDS } from './index'
import { MARKET_OFFICE_MODULES, ROLES } from '@/contract'

const HOUR = 3600 * 1000
const SEED_LOCK_KEY = 482_301_772

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(t.users)
  if ((existing?.n ?? 0) > 0) return false
  const hashes = await Promise.all(d.USERS.map(() => hashPassword(d.DEMO_PASSWORD)))
  return db.transaction(async (tx) => {
    // Several processes may start on one empty database: the first one to get the lock seeds, the
    // others wait for it, however long the seed takes (not a client's query: no statement time-out).
    await tx.execute(sql`set local statement_timeout = 0`)
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [again] = await tx.select({ n: count() }).from(t.users)
    if ((again?.n ?? 0) > 0) return false
    const customerId = Object.fromEntries(d.CUSTOMERS.map((c) => [c.key, newId()]))
    await tx.insert(t.customers).values(d.CUSTOMERS.map(({ key, ...c }) => ({ ...c, id: customerId[key]! })))

    const userId = Object.fromEntries(d.USERS.map((u) => [u.username, newId()]))
    await tx.insert(t.users).values(
      d.USERS.map((u, i) => ({
        id: userId[u.username]!,
        username: u.username,
        passwordHash: hashes[i]!,
        realName: u.realName,
        mobile: u.mobile,
        email: u.email ?? null,
        userType: u.userType,
        customerId: u.customer ? customerId[u.customer]! : null,
        isAdmin: u.isAdmin ?? false,
      })),
    )

    // Modules, system roles per user type, and one merchant role bound to the sub-account.
    const moduleId = Object.fromEntries(d.MODULES.map((m) => [m.code, newId()]))
    await tx.insert(t.sysModules).values(
      d.MODULES.map((m, i) => ({ code: m.code, caption: m.caption, group: m.group, defaultFor: [...m.defaultFor], id: moduleId[m.code]!, buttons: [...(m.buttons ?? [])], sort: i + 1 })),
    )
    const defaults = d.MODULES.filter((m) => m.defaultFor.length === ROLES.length).map((m) => m.code)
    const systemRoles = ROLES.map((userType) => ({
      id: newId(),
      name: `${userType}默认角色`,
      userType,
      remark: '系统内置角色',
    }))
    const cashier = { id: newId(), name: '收银员', userType: 'supplier', customerId: customerId.lvyuan!, remark: '负责开单收款' }
    const finance = { id: newId(), name: '财务', userType: 'supplier', customerId: customerId.xianfeng!, remark: '对账' }
    const office = { id: newId(), name: d.MARKET_OFFICE_ROLE.name, userType: 'staff', remark: d.MARKET_OFFICE_ROLE.remark }
    await tx.insert(t.sysRoles).values([...systemRoles, cashier, finance, office])
    await tx.insert(t.sysRoleModules).values([
      // Each user type's built-in role gets the modules whose defaultFor names it.
      ...systemRoles.flatMap((r) => d.MODULES.filter((m) => m.defaultFor.includes(r.userType)).map((m) => ({ roleId: r.id, moduleId: moduleId[m.code]! }))),
      ...[...new Set([...defaults, 'msg', 'notice'])].map((code) => ({ roleId: cashier.id, moduleId: moduleId[code]! })),
      ...[...new Set([...defaults, 'msg'])].map((code) => ({ roleId: finance.id, moduleId: moduleId[code]! })),
      ...[...new Set([...d.MODULES.filter((m) => m.defaultFor.includes('staff')).map((m) => m.code), ...MARKET_OFFICE_MODULES])].map((code) => ({ roleId: office.id, moduleId: moduleId[code]! })),
    ])
    await tx.insert(t.sysRoleUsers).values([
      { roleId: cashier.id, userId: userId.supplier01a! },
      ...d.MARKET_OFFICE_ROLE.users.map((u) => ({ roleId: office.id, userId: userId[u]! })),
    ])

    await tx.insert(t.dataDictionary).values(d.DICTIONARY.map(([dataType, dataKey, dataValue, enabled], i) => ({ dataType, dataKey, dataValue, enabled: enabled ?? true, sort: i })))
    await tx.insert(t.sysLogoConf).values({ name: d.MARKET_NAME, logo: null, phone: '0571-86001234', address: '浙江省杭州市余杭区农贸大道88号' })
    // The newest release is the app's own version (1.0.0, code 100: src/config): 关于我们 says
    // 已是最新版本 until a newer release is recorded.
    await tx.insert(t.appVersions).values([
      { version: '0.9.0', versionCode: 90, content: '试运行版本', releaseDate: new Date(Date.now() - 90 * 24 * HOUR) },
      { version: '1.0.0', versionCode: 100, content: '首个正式版本上线', releaseDate: new Date(Date.now() - 60 * 24 * HOUR) },
    ])

    await seedMarket(tx, customerId)
    await seedNotices(tx, userId)
    for (const seed of FEATURE_SEEDS) await seed(tx, { customerId, userId })
    return true
  })
}


/** Area tree (market, zones, rows, booths) and assets on the booths (their meters: seeds/estate.ts). */
async function seedMarket(tx: Tx, customerId: Record<string, string>): Promise<void> {
  const rootId = newId()
  // Coordinates: the market's gate, zones north to south, rows within them, booths west to east.
  const at = (lat: number, lng: number) => ({ latitude: lat.toFixed(6), longitude: lng.toFixed(6) })
  const [lat0, lng0] = d.MARKET_LOCATION
  const areaRows: Array<typeof t.areas.$inferInsert> = [{ id: rootId, parentId: null, name: d.MARKET_NAME, level: 1, sort: 0, ...at(lat0, lng0) }]
  const typeId = Object.fromEntries(d.ASSET_TYPES.map((a) => [a.code, newId()]))
  await tx.insert(t.assetTypes).values(d.ASSET_TYPES.map((a) => ({ ...a, id: typeId[a.code]! })))
  const assetRows: Array<typeof t.assets.$inferInsert> = []
  // Booth states cycle so every zone has each kind; merchants hold the leased ones (the leases,
  // meters and repairs of the feature seeds are written for this distribution).
  const holders = [customerId.lvyuan!, customerId.xianfeng!, customerId.owner!]
  let n = 0
  d.ZONES.forEach((zone, zi) => {
    const zoneId = newId()
    const zoneLat = lat0 + 0.0008 - zi * 0.0006
    areaRows.push({ id: zoneId, parentId: rootId, name: zone.name, level: 2, sort: zi, ...at(zoneLat, lng0 + 0.0005) })
    d.ROWS.forEach((row, ri) => {
      const rowId = newId()
      areaRows.push({ id: rowId, parentId: zoneId, name: `${zone.name}${row}`, level: 3, sort: ri, ...at(zoneLat - ri * 0.0002, lng0 + 0.0005) })
      for (let b = 1; b <= d.BOOTHS_PER_ROW; b++) {
        const boothId = newId()
        const code = `${zone.prefix}-${row[0]}-${String(b).padStart(2, '0')}`
        areaRows.push({ id: boothId, parentId: rowId, name: `${code}号摊位`, level: 4, sort: b, ...at(zoneLat - ri * 0.0002, lng0 + b * 0.0002) })
        const state = (['leased', 'forLease', 'forSale', 'arrival'] as const)[n % 4]!
        const type = state === 'arrival' ? 'arrival' : b === 1 ? 'shop' : zone.prefix === 'DP' ? 'coldStore' : 'booth'
        assetRows.push({
          id: newId(),
          code,
          name: `${zone.name}${code}`,
          typeId: typeId[type]!,
          areaId: boothId,
          state,
          size: String(12 + (n % 5) * 3),
          price: String(state === 'forSale' ? 380000 + n * 1000 : 1800 + (n % 6) * 200),
          customerId: state === 'leased' ? holders[Math.floor(n / 4) % holders.length]! : null,
        })
        n++
      }
    })
  })
  await tx.insert(t.areas).values(areaRows)
  await tx.insert(t.assets).values(assetRows)
}

async function seedNotices(tx: Tx, userIds: Record<string, string>): Promise<void> {
  await tx.insert(t.announcements).values(
    d.ANNOUNCEMENTS.map((a) => ({
      title: a.title,
      content: a.content,
      category: a.category ?? 'general',
      audience: a.audience ?? [],
      published: a.published ?? true,
      publishedAt: new Date(Date.now() - a.daysAgo * 24 * HOUR),
    })),
  )
  const row = (userId: string, m: Omit<(typeof d.MESSAGES)[number], 'to'>) => ({
    userId,
    title: m.title,
    content: m.content,
    msgType: m.msgType,
    isRead: m.read,
    createdAt: new Date(Date.now() - m.hoursAgo * HOUR),
  })
  await tx.insert(t.messages).values([
    ...d.MESSAGES.flatMap((m) => m.to.map((username) => row(userIds[username]!, m))),
    ...Object.values(userIds).map((userId) => row(userId, d.WELCOME_MESSAGE)),
  ])
}
