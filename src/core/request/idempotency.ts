/**
 * Idempotency keys: one per user action (a form submission, a confirmed delete), sent as the
 * `Idempotency-Key` header of its write, and the same again when the action is retried after no
 * answer came (weak network). The server runs a key's write once and answers repeats with the
 * first answer (server/http/idempotency.ts).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** What a screen's action hands to `mutate` so its retries share one key. */
export interface UserAction {
  idempotencyKey: string
}

/** The Web Crypto object where the platform has one (browsers; a mini-program has none). */
declare const crypto: { getRandomValues?: (a: Uint8Array) => Uint8Array } | undefined

/**
 * 128 random bits (hex) after the time: `crypto.getRandomValues` where the platform has it.
 * (`typeof crypto`, not `globalThis.crypto`: Chrome 64 and WeChat's engines have no `globalThis`.)
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  const c = typeof crypto === 'undefined' ? undefined : crypto
  if (c?.getRandomValues) c.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  return `${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
