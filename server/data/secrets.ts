/**
 * The secrets the server signs with (docs/trade.md, "Secrets"). None has a default in the code:
 *
 * - with the variable set (at least 32 characters), that value;
 * - otherwise, outside production, one generated per installation on first start (32 random
 *   bytes) and kept in `system_secrets`, so restarts and every API process on the database agree;
 * - in production (NODE_ENV=production) the variable is required: the server refuses to start
 *   without it, with a message naming it.
 *
 * `installSecrets` runs when the app is built (server/app.ts); `secret(name)` reads one after.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { systemSecrets } from '../db/schema'

type Env = Readonly<Record<string, string | undefined>>

export const SECRETS = {
  /** HMAC key of the identity codes (auth/idCode.ts). */
  idCode: { env: 'ID_CODE_SECRET', use: 'signs identity codes' },
  /** HMAC key of the payment simulator's checkout links (payment/simulator.ts). */
  payLink: { env: 'PAY_LINK_SECRET', use: "signs the payment simulator's checkout links" },
} as const
export type SecretName = keyof typeof SECRETS

export const MIN_SECRET_LENGTH = 32

export const isProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production'

let installed: Partial<Record<SecretName, string>> = {}

/** The secret from the environment, checked; undefined when the variable is unset. */
function fromEnv(name: SecretName, env: Env): string | undefined {
  const { env: key, use } = SECRETS[name]
  const v = env[key]
  if (v === undefined || v === '') return undefined
  if (v.length < MIN_SECRET_LENGTH) throw new Error(`${key} (${use}) must be at least ${MIN_SECRET_LENGTH} characters`)
  return v
}

/** The installation's own secret: the stored row, or a new one (the first process to insert it wins). */
async function stored(db: Db, name: SecretName): Promise<string> {
  await db.insert(systemSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing()
  const [row] = await db.select({ value: systemSecrets.value }).from(systemSecrets).where(eq(systemSecrets.name, name))
  return row!.value
}

/**
 * Loads the secrets `names` (every one by default). In production a missing variable stops the
 * start with an Error naming every variable to set.
 */
export async function installSecrets(db: Db, env: Env = process.env, names: readonly SecretName[] = Object.keys(SECRETS) as SecretName[]): Promise<void> {
  const missing = isProduction(env) ? names.filter((n) => fromEnv(n, env) === undefined) : []
  if (missing.length) {
    const list = missing.map((n) => `${SECRETS[n].env} (${SECRETS[n].use})`).join(', ')
    throw new Error(`NODE_ENV=production needs its own secrets: set ${list}, each at least ${MIN_SECRET_LENGTH} random characters (e.g. openssl rand -base64 48), the same on every API process`)
  }
  const next: Partial<Record<SecretName, string>> = {}
  for (const n of names) next[n] = fromEnv(n, env) ?? (await stored(db, n))
  installed = { ...installed, ...next }
}

/** An installed secret; throws when the app was not built (no secret is ever made up here). */
export function secret(name: SecretName): string {
  const v = installed[name]
  if (!v) throw new Error(`secret ${name} is not installed: build the app first (server/app.ts)`)
  return v
}
