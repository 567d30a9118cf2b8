/**
 * A handler binds one contract endpoint to its access rule, input shape and implementation.
 * Route registration (http/routes.ts) does auth, role checks, validation and the envelope.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Endpoint, Role } from '@/contract'
import type { Db } from '../db/client'
import type { Infer, Shape } from '../lib/validate'

export interface AuthUser {
  id: string
  username: string
  realName: string
  mobile: string
  userType: Role
  customerId: string | null
  isAdmin: boolean
  /** Hash of the token this request came with (to revoke it, or keep it alive). */
  tokenHash: string
}

export interface AppConfig {
  uploadDir: string
  /** Public URL prefix of uploaded files. */
  uploadUrl: string
}

/**
 * public: no token; user: any logged-in user; a role list: logged in as one of those;
 * supplierAdmin: the administrator account of a merchant.
 */
export type Access = 'public' | 'user' | 'supplierAdmin' | readonly Role[]

export interface BaseCtx {
  db: Db
  req: FastifyRequest
  reply: FastifyReply
  config: AppConfig
  ip: string
}
export interface PublicCtx extends BaseCtx {
  user: AuthUser | null
}
export interface UserCtx extends BaseCtx {
  user: AuthUser
}
export type CtxFor<A extends Access> = A extends 'public' ? PublicCtx : UserCtx

export interface HandlerDef<A extends Access = Access, S extends Shape = Shape> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  endpoint: Endpoint<any, any>
  access: A
  input: S
  /** multipart: the body is a file upload read by the handler itself. */
  multipart?: boolean
  handle(ctx: CtxFor<A>, input: Infer<S>): Promise<unknown>
}

/** Declares a handler; the type parameters are inferred from the literal. */
export function handler<const A extends Access, S extends Shape>(def: HandlerDef<A, S>): HandlerDef {
  return def as unknown as HandlerDef
}
