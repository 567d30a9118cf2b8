/**
 * Routes for the browser journeys only (tests/e2e/server.ts starts the backend with TEST_SEAMS=1),
 * standing in for what another part of the product does in production. Never registered without
 * TEST_SEAMS=1; refused at start when NODE_ENV is production.
 *
 * POST /__test/publishPrices `{ day, prices: [{ productId, price }] }` (price in yuan, 2 decimals):
 * writes the day's published prices and sends the price alerts in one transaction, as the price
 * publication of issue 24 part 1 does (answers `{ sent }`, the number of new alerts).
 */
import type { FastifyInstance } from 'fastify'
import type { Db } from './db/client'
import { priceDaily } from './db/schema'
import { isDay } from './lib/dates'
import { sendPriceAlerts } from './modules/member/priceAlerts'

type Env = Readonly<Record<string, string | undefined>>

interface PublishBody {
  day?: unknown
  prices?: unknown
}

const PRICE = /^\d{1,8}(\.\d{1,2})?$/

export function installTestSeams(app: FastifyInstance, db: Db, env: Env): void {
  if (env.TEST_SEAMS !== '1') return
  if (env.NODE_ENV === 'production') throw new Error('TEST_SEAMS=1 is for the browser tests and refused in production')
  app.post('/__test/publishPrices', async (req, reply) => {
    const { day, prices } = (req.body ?? {}) as PublishBody
    const rows = Array.isArray(prices) ? (prices as Array<{ productId?: unknown; price?: unknown }>) : []
    if (typeof day !== 'string' || !isDay(day) || !rows.length || rows.some((r) => typeof r.productId !== 'string' || !PRICE.test(String(r.price)))) {
      return reply.code(400).send({ error: 'day (YYYY-MM-DD) and prices [{ productId, price }] expected' })
    }
    const sent = await db.transaction(async (tx) => {
      for (const r of rows) {
        const price = String(r.price)
        await tx
          .insert(priceDaily)
          .values({ productId: r.productId as string, day, price, minPrice: price, maxPrice: price })
          .onConflictDoUpdate({ target: [priceDaily.productId, priceDaily.day], set: { price, minPrice: price, maxPrice: price } })
      }
      return sendPriceAlerts(tx, day)
    })
    return { sent }
  })
}
