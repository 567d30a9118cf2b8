/**
 * The electronic scale's device API (docs/scale-device-api.md), outside the users' token auth: a
 * shop's registered scale (溯源秤) calls it with `Authorization: Scale <serialNo>:<secret>`.
 *
 * - GET  plu         the shop's PLU list as of the scale's newest sync record (ETag "v<version>";
 *                    If-None-Match with it answers 304)
 * - POST plu/ack     {version}: the scale applied that list; its sync records up to it are 'sent'
 * - POST tickets     one weighing ticket: the amount must be round half-up of quantity x price; it
 *                    becomes an open scan-to-order ticket (settle/scanOrder.ts) whose code the scale
 *                    prints. The same ticket number on the same scale is the same ticket (unique
 *                    index), answered the same; the same number with other content is refused.
 *
 * Every call counts against the scale's rate limit, and a refused key against the address's.
 */
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { lineAmountFen, PLU_MAX, SCALE_DEVICE_PATH, SCALE_KEY_PATTERN, SCALE_TICKET_NO_PATTERN, type ScalePluList, type ScaleTicketAnswer } from '@/contract'
import type { Db } from '../../db/client'
import { electronicScales, saleTicketLines, saleTickets, scaleSyncRecords, shopSkus } from '../../db/schema'
import { take, type Limit } from '../../auth/rateLimit'
import { BizError, fail, ok } from '../../lib/envelope'
import { fenField, numericToNumber, quantityField } from '../../lib/money'
import { int, parseInput, str } from '../../lib/validate'
import { createTicket } from '../settle/scanOrder'
import { scaleKeyMatches } from './scaleKey'

export const SCALE_MSG = {
  noKey: '电子秤未认证',
  badKey: '电子秤编号或密钥错误',
  tooOften: '请求过于频繁，请稍后再试',
  noPlu: 'PLU编号不存在',
  noVersion: 'PLU版本不存在',
  amount: (expected: number) => `金额与重量、单价不符（应为${expected}分）`,
  ticketReused: '该票号已上传过不同内容的秤票',
} as const

/** Calls per scale (a busy stall weighs a few times a minute; pulls are cheap with 304s). */
export const SCALE_CALL_LIMIT: Limit = { max: 120, windowMs: 60_000 }
/** Refused keys per address. */
export const SCALE_KEY_FAIL_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 }

const AUTH = /^Scale ([0-9A-Za-z_-]{1,32}):(\S+)$/

type ScaleRow = typeof electronicScales.$inferSelect

/** The calling scale (bound, owned by a shop, with this key), or null after the reply is sent (401 / 429). */
async function scaleOf(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<ScaleRow | null> {
  const m = AUTH.exec(req.headers.authorization ?? '')
  if (!m) {
    void reply.code(401).header('WWW-Authenticate', 'Scale').send(fail(SCALE_MSG.noKey, 401))
    return null
  }
  const [, serialNo, secret] = m as unknown as [string, string, string]
  const [scale] = await db
    .select()
    .from(electronicScales)
    .where(and(eq(electronicScales.serialNo, serialNo), eq(electronicScales.ownerType, 'shop'), eq(electronicScales.state, 'bound')))
  if (!scale || !SCALE_KEY_PATTERN.test(secret) || !scaleKeyMatches(secret, scale.keyHash)) {
    const allowed = await take(db, `scaleKeyFail:${req.ip}`, SCALE_KEY_FAIL_LIMIT)
    void reply.code(allowed ? 401 : 429).send(fail(allowed ? SCALE_MSG.badKey : SCALE_MSG.tooOften, allowed ? 401 : 429))
    return null
  }
  if (!(await take(db, `scaleCall:${scale.id}`, SCALE_CALL_LIMIT))) {
    void reply.code(429).send(fail(SCALE_MSG.tooOften, 429))
    return null
  }
  return scale
}

/** The scale's newest sync record, as the device sees it (PLU items only). */
export async function pluListOf(db: Db, scaleId: string): Promise<ScalePluList | null> {
  const [rec] = await db.select().from(scaleSyncRecords).where(eq(scaleSyncRecords.scaleId, scaleId)).orderBy(desc(scaleSyncRecords.version)).limit(1)
  if (!rec) return null
  return { version: rec.version, items: rec.items.flatMap((i) => (i.plu === null ? [] : [{ plu: i.plu, name: i.name, unit: i.unit, unitPriceFen: i.priceFen }])) }
}

/** The scale applied `version`: that record and the older pending ones are delivered. */
async function ackPlu(db: Db, scale: ScaleRow, version: number): Promise<{ version: number }> {
  const [known] = await db.select({ id: scaleSyncRecords.id }).from(scaleSyncRecords).where(and(eq(scaleSyncRecords.scaleId, scale.id), eq(scaleSyncRecords.version, version)))
  if (!known) throw new BizError(SCALE_MSG.noVersion)
  await db
    .update(scaleSyncRecords)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(scaleSyncRecords.scaleId, scale.id), lte(scaleSyncRecords.version, version), inArray(scaleSyncRecords.status, ['pending', 'failed'])))
  return { version }
}

const ticketShape = {
  ticketNo: str({ pattern: SCALE_TICKET_NO_PATTERN, msg: '票号需为1-32位字母、数字、-或_' }),
  plu: int({ min: 1, max: PLU_MAX, msg: `PLU编号需为1-${PLU_MAX}的整数` }),
  quantity: quantityField(),
  unitPriceFen: fenField({ min: 0, msg: '单价需为不小于0的整数（分）' }),
  amountFen: fenField({ min: 1, msg: '金额需为大于0的整数（分）' }),
  weighedAt: str({ max: 40, check: (s) => !Number.isNaN(Date.parse(s)), msg: '称重时间格式不正确' }),
}

/** The answer for an existing ticket of this scale with this number, or null; refused if the content differs. */
async function existingTicket(db: Db, scale: ScaleRow, t: { ticketNo: string; quantity: number; unitPriceFen: number; amountFen: number }): Promise<ScaleTicketAnswer | null> {
  const [row] = await db
    .select({ code: saleTickets.code, expiresAt: saleTickets.expiresAt, quantity: saleTicketLines.quantity, priceFen: saleTicketLines.priceFen, amountFen: saleTicketLines.amountFen })
    .from(saleTickets)
    .innerJoin(saleTicketLines, eq(saleTicketLines.ticketId, saleTickets.id))
    .where(and(eq(saleTickets.scaleId, scale.id), eq(saleTickets.scaleTicketNo, t.ticketNo)))
  if (!row) return null
  if (numericToNumber(row.quantity) !== t.quantity || row.priceFen !== t.unitPriceFen || row.amountFen !== t.amountFen) throw new BizError(SCALE_MSG.ticketReused)
  return { ticketNo: t.ticketNo, code: row.code, amountFen: row.amountFen, expiresAt: row.expiresAt.toISOString() }
}

/** A weighing ticket becomes an open scan-to-order ticket of the scale's shop (once per ticket number). */
export async function postScaleTicket(db: Db, scale: ScaleRow, raw: unknown): Promise<ScaleTicketAnswer> {
  const t = parseInput(ticketShape, raw)
  const again = await existingTicket(db, scale, t)
  if (again) return again
  let expected: number
  try {
    expected = lineAmountFen(t.quantity, t.unitPriceFen)
  } catch {
    throw new BizError('金额超出范围')
  }
  if (expected !== t.amountFen) throw new BizError(SCALE_MSG.amount(expected))
  const [sku] = await db
    .select({ id: shopSkus.id })
    .from(shopSkus)
    .where(and(eq(shopSkus.shopId, scale.customerId), eq(shopSkus.pluCode, t.plu), isNull(shopSkus.deletedAt)))
  if (!sku) throw new BizError(SCALE_MSG.noPlu)
  try {
    const made = await createTicket(
      db,
      { customerId: scale.customerId, userId: null },
      { lines: [{ skuId: sku.id, quantity: t.quantity, priceFen: t.unitPriceFen }], scaleId: scale.id, scaleTicketNo: t.ticketNo, weighedAt: new Date(t.weighedAt) },
      new Date(),
      false,
    )
    return { ticketNo: t.ticketNo, code: made.code, amountFen: made.goodsFen, expiresAt: made.expiresAt }
  } catch (err) {
    // The same ticket posted twice at once: the unique index let one in; answer it.
    const raced = await existingTicket(db, scale, t)
    if (raced) return raced
    throw err
  }
}

const etagOf = (version: number): string => `"v${version}"`

export function serveScaleDevices(app: FastifyInstance, db: Db): void {
  app.get(`${SCALE_DEVICE_PATH}/plu`, async (req, reply) => {
    const scale = await scaleOf(db, req, reply)
    if (!scale) return reply
    const list = (await pluListOf(db, scale.id)) ?? { version: 0, items: [] }
    const etag = etagOf(list.version)
    void reply.header('ETag', etag).header('Cache-Control', 'no-cache')
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    return ok(list)
  })
  app.post<{ Body: unknown }>(`${SCALE_DEVICE_PATH}/plu/ack`, async (req, reply) => {
    const scale = await scaleOf(db, req, reply)
    if (!scale) return reply
    const { version } = parseInput({ version: int({ min: 1, msg: 'PLU版本不正确' }) }, req.body ?? {})
    return ok(await ackPlu(db, scale, version))
  })
  app.post<{ Body: unknown }>(`${SCALE_DEVICE_PATH}/tickets`, async (req, reply) => {
    const scale = await scaleOf(db, req, reply)
    if (!scale) return reply
    return ok(await postScaleTicket(db, scale, req.body ?? {}))
  })
}
