/** Modules, role-module grants and the caller's own menu (getRoleModulListAndButtonList). */
import { and, eq, inArray } from 'drizzle-orm'
import { contract, GRANTABLE_SUPPLIER_MODULES, type RoleModules, type SysModule } from '@/contract'
import type { Db } from '../../db/client'
import { sysModules, sysRoleModules } from '../../db/schema'
import { BizError } from '../../lib/envelope'
import { by, pageArgs, pageShape } from '../../data/paging'
import { resource } from '../../data/resource'
import { bool, id, idList } from '../../lib/validate'
import { grantedModules } from '../../http/grants'
import { handler } from '../../http/handler'
import type { AuthUser } from '../../auth/user'
import { roleResource } from './roles'

type ModuleRow = typeof sysModules.$inferSelect
const toModule = (m: ModuleRow): SysModule => ({ id: m.id, caption: m.caption, code: m.code, group: m.group })

export const moduleResource = resource({
  table: sysModules,
  id: sysModules.id,
  order: [by.asc(sysModules.sort), by.asc(sysModules.id)],
  present: (_db, rows) => rows.map(toModule),
})

async function modulesOfRoles(db: Db, roleIds: string[]): Promise<ModuleRow[]> {
  if (!roleIds.length) return []
  const rows = await db
    .selectDistinct({ m: sysModules })
    .from(sysRoleModules)
    .innerJoin(sysModules, eq(sysModules.id, sysRoleModules.moduleId))
    .where(inArray(sysRoleModules.roleId, roleIds))
  return rows.map((r) => r.m).sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
}

/** The modules a merchant admin may grant to its roles: the supplier's default set (not the admin-only ones). */
const grantable = () => inArray(sysModules.code, [...GRANTABLE_SUPPLIER_MODULES])

/** Every id is a grantable module ('模块不存在' otherwise: unknown, another user type's or admin-only). */
async function assertModulesGrantable(db: Db, moduleIds: string[]): Promise<void> {
  if (!moduleIds.length) return
  const rows = await db.select({ id: sysModules.id }).from(sysModules).where(and(inArray(sysModules.id, moduleIds), grantable()))
  if (rows.length !== moduleIds.length) throw new BizError('模块不存在')
}

/** The caller's modules (http/grants.ts: the same answer the server's module checks read). */
export async function menuOf(db: Db, user: AuthUser): Promise<RoleModules> {
  const mods = await grantedModules(db, user)
  return { modules: mods.map(toModule), buttons: [...new Set(mods.flatMap((m) => m.buttons))] }
}

export const moduleHandlers = [
  handler({
    endpoint: contract.permission.sysModule.page,
    access: 'supplierAdmin',
    input: { ...pageShape },
    // The role editor's tree: the grantable modules in menu order, so each group's are together.
    handle: ({ db, user }, input) => moduleResource.page(db, user, pageArgs(input), [grantable()]),
  }),
  handler({
    endpoint: contract.permission.sysRoleModlePermission.listByRole,
    access: 'supplierAdmin',
    input: { roleId: id() },
    async handle({ db, user }, { roleId }) {
      await roleResource.find(db, user, roleId)
      return (await modulesOfRoles(db, [roleId])).map(toModule)
    },
  }),
  handler({
    endpoint: contract.permission.sysRoleModlePermission.batchSaveModulePermission,
    access: 'supplierAdmin',
    input: { roleId: id(), moduleIds: idList({ allowEmpty: true }) },
    async handle({ db, user }, { roleId, moduleIds }) {
      await roleResource.find(db, user, roleId)
      await assertModulesGrantable(db, moduleIds)
      await db.transaction(async (tx) => {
        await tx.delete(sysRoleModules).where(eq(sysRoleModules.roleId, roleId))
        if (moduleIds.length) await tx.insert(sysRoleModules).values(moduleIds.map((moduleId) => ({ roleId, moduleId })))
      })
      return (await modulesOfRoles(db, [roleId])).map(toModule)
    },
  }),
  handler({
    endpoint: contract.permission.sysRoleModlePermission.updateModlePermission,
    access: 'supplierAdmin',
    input: { roleId: id(), moduleId: id(), granted: bool() },
    async handle({ db, user }, { roleId, moduleId, granted }) {
      await roleResource.find(db, user, roleId)
      await assertModulesGrantable(db, [moduleId])
      if (granted) await db.insert(sysRoleModules).values({ roleId, moduleId }).onConflictDoNothing()
      else await db.delete(sysRoleModules).where(and(eq(sysRoleModules.roleId, roleId), eq(sysRoleModules.moduleId, moduleId)))
      return (await modulesOfRoles(db, [roleId])).map(toModule)
    },
  }),
  handler({
    endpoint: contract.permission.permission.getRoleModulListAndButtonList,
    access: 'user',
    input: {},
    handle: ({ db, user }) => menuOf(db, user),
  }),
]
