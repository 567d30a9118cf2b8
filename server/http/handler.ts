/**
 * A handler binds one contract endpoint to its access rule, input shape and implementation.
 * Route registration (http/routes.ts) does auth, role checks, validation and the envelope.
 *
 * `handler()` is typed by its endpoint `Endpoint<P, R>`: the input shape has a field for every
 * key of P typed to that key (optional keys take `opt(...)` fields), and no other; `handle` gets
 * the parsed input (each key as its field parses it, so within P's type) and must answer R (or
 * `WithMsg<R>`). So an answer that drifts from what the screens read, or a field the app never
 * sends, fails the type check (tests/server/handlerTypes.test.ts shows what is refused).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Endpoint, PayloadOf, ResultOf, Role } from '@/contract'
import type { Db } from '../db/client'
import type { FileStore } from '../files/store'
import type { AuthUser } from '../auth/user'
import type { WithMsg } from '../lib/envelope'
import type { Field, Infer, Shape } from '../lib/validate'
import type { ModuleRule } from './grants'
import type { IdempotencyMode } from './idempotency'


export interface AppConfig {
  /** Where uploaded files are kept (local disk or S3: server/files). */
  files: FileStore
  /** Public URL prefix of uploaded files. */
  uploadUrl: string
  /** What one user's stored uploads may add up to, in bytes. */
  uploadQuotaBytes: number
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

/** The input shape a payload asks for: a field per key, typed to it; optional keys take `opt(...)`. */
export type ShapeFor<P> = { [K in keyof P]-?: undefined extends P[K] ? Field<P[K] | undefined, true> : Field<P[K]> }

/** Shape keys the payload does not have: each must be `never`, so an extra field is an error. */
type NoExtraKeys<S, P> = { [K in Exclude<keyof S, keyof P>]: never }

/** What `handle` may answer: the endpoint's result, or the result with its own success message. */
export type HandlerResult<R> = R | WithMsg<R>

/**
 * An endpoint still declared without its payload and result types (`endpoint({...})` defaults to
 * `Record<string, unknown>` and `unknown`) cannot get a handler: declare P and R in the contract.
 */
type MustBeTyped<E> = unknown extends ResultOf<E>
  ? { endpoint: 'declare the result type R of this endpoint in src/contract' }
  : string extends keyof PayloadOf<E>
    ? unknown extends PayloadOf<E>[keyof PayloadOf<E>]
      ? { endpoint: 'declare the payload type P of this endpoint in src/contract' }
      : unknown
    : unknown

/** A handler as written: every type follows from `endpoint` and `access`. */
export interface HandlerSpec<E extends Endpoint<unknown, unknown>, A extends Access, S extends ShapeFor<PayloadOf<E>>> {
  endpoint: E
  access: A
  input: S & NoExtraKeys<S, PayloadOf<E>>
  /**
   * The module (src/contract/modules.ts) a caller of each listed user type must hold, e.g.
   * `{ supplier: 'order', purchaser: 'buyerOrder' }`: a sub-account whose roles do not grant it is
   * refused '当前账号没有该功能的权限' (a merchant admin always passes). See http/grants.ts.
   */
  module?: ModuleRule
  /** multipart: the body is a file upload read by the handler itself. */
  multipart?: boolean
  /**
   * How a write sent with an Idempotency-Key runs (http/idempotency.ts), per handler or per input:
   * 'atomic' (default): the handler's writes and its stored answer are one transaction (`ctx.db`
   * is that transaction; work leaving the database goes through data/afterCommit.ts).
   * 'own': the handler calls the payment provider or reads an upload between transactions of its
   * own; its writes must be guarded state changes that a second run refuses or reuses.
   * 'off': never stored (answers carrying a login token or code, which must not be kept in the
   * database nor handed out twice).
   */
  idempotency?: IdempotencyMode | ((input: Infer<S>) => IdempotencyMode)
  handle(ctx: CtxFor<A>, input: Infer<S>): Promise<HandlerResult<ResultOf<E>>>
}

/** A handler as registered (types erased: routes.ts only needs the shape and the call). */
export interface HandlerDef {
  endpoint: Endpoint<unknown, unknown>
  access: Access
  input: Shape
  module?: ModuleRule
  multipart?: boolean
  idempotency?: IdempotencyMode | ((input: Record<string, unknown>) => IdempotencyMode)
  handle(ctx: PublicCtx, input: Record<string, unknown>): Promise<unknown>
}

/** Declares a handler; the type parameters are inferred from the literal (no explicit arguments). */
export function handler<E extends Endpoint<unknown, unknown>, const A extends Access, S extends ShapeFor<PayloadOf<E>>>(
  def: HandlerSpec<E, A, S> & MustBeTyped<E>,
): HandlerDef {
  return def as unknown as HandlerDef
}
