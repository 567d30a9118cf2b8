/** Payload and result types of the permission service: roles, modules and the caller's menu. */
import type { PageQuery, Role } from './common'

/**
 * What a user is told when it opens (the app's screen shell) or calls (a server handler) what
 * needs a module it does not hold.
 */
export const NO_MODULE = '当前账号没有该功能的权限'

/** System module (spec section 3): menus show items whose caption matches a module's. */
export interface SysModule {
  id: string
  caption: string
  /** The module's code (src/contract/modules.ts), when the server sends it. */
  code?: string
  /** The node of the role editor's module tree (通用, 交易管理, ...); sysModule/page sends it. */
  group?: string
}

/** permission/getRoleModulListAndButtonList: the caller's modules (menu captions) and button keys. */
export interface RoleModules {
  modules: SysModule[]
  buttons: string[]
}

export interface SysRole {
  id: string
  name: string
  userType: Role
  remark?: string | null
  enabled: boolean
  createTime: string
}

export interface RolePagePayload extends PageQuery {
  name?: string
}

export interface RoleCreatePayload {
  name: string
  remark?: string
}

export interface RoleUpdatePayload {
  id: string
  name?: string
  remark?: string
  enabled?: boolean | string
}

export interface RoleNamePayload {
  name: string
  /** The role being edited (its own name does not count as taken). */
  id?: string
}

export interface RoleIdPayload {
  roleId: string
}

export interface RoleModulesPayload {
  roleId: string
  moduleIds: string[]
}

export interface RoleModuleTogglePayload {
  roleId: string
  moduleId: string
  granted: boolean | string
}

export interface RoleUserBindPayload {
  roleId: string
  /** The role's users become exactly these (empty clears). */
  userIds: string[]
}

export interface RoleUserPagePayload extends PageQuery {
  roleId?: string
  userId?: string
}

export interface RoleUser {
  roleId: string
  roleName: string
  userId: string
  username: string
  realName: string
}
