/**
 * Issue 12's demo back office (docs/trade.md, "Seed"), after the SKUs and batches of seeds/shop.ts:
 * the two demo shops' profiles, bound scales with a sync record, loss reports, the market's bills
 * in every pay state (paid through the same functions as payBill, so balance records and payments
 * agree), coupons in every state (one gifted), a balance with in / out / refund records, the
 * 收银员 role's narrower grants, and the stock alerts the seeded batches call for.
 */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm'
import { addDays, chinaDay, chinaMonth, monthRange } from '../lib/dates'
import { giftCoupon } from '../data/coupons'
import { nextDocNo } from '../data/docNo'
import { newId } from '../lib/ids'
import { movePredeposit } from '../data/ledger'
import { fromNumeric, toNumeric } from '../lib/money'
import { writeScaleSync } from '../modules/member/sku'
import { applyBillCoupon, payBillByBalance } from '../modules/settle/bill'
import { raiseStockAlerts } from '../modules/warehouse/alerts'
import { createLossReport } from '../modules/warehouse/loss'
import { approveLossReport, rejectLossReport } from '../modules/warehouse/lossWorkflow'
import type { Db } from '../db/client'
import { assets, billLines, bills, couponBatches, coupons, electronicScales, shopProfiles, shopSkus, stockBatches, sysModules, sysRoleModules, sysRoles } from '../db/schema'
import type { FeatureSeed, SeedContext } from './context'

const PROFILES: Record<'lvyuan' | 'xianfeng', { contactName: string; contactPhone: string; intro: string; address: string }> = {
  lvyuan: {
    contactName: '李绿源',
    contactPhone: '0571-86001001',
    intro: '主营本地时令蔬菜与精品水果，产地直采，每日凌晨到货，支持整箱批发与过磅零批。',
    address: '浙江省杭州市余杭区农贸大道88号 蔬果交易区A排',
  },
  xianfeng: {
    contactName: '王海丰',
    contactPhone: '13900000002',
    intro: '舟山直供海鲜水产，活鲜、冰鲜、冻品齐全，冷链配送到店。',
    address: '浙江省杭州市余杭区农贸大道88号 水产交易区',
  },
}

async function seedProfiles(tx: Db, ctx: SeedContext): Promise<void> {
  for (const [key, p] of Object.entries(PROFILES)) {
    const customerId = ctx.customerId[key]!
    const [booth] = await tx.select({ id: assets.id }).from(assets).where(eq(assets.customerId, customerId)).orderBy(asc(assets.code)).limit(1)
    await tx
      .insert(shopProfiles)
      .values({ customerId, ...p, boothAssetId: booth?.id ?? null })
      .onConflictDoUpdate({ target: shopProfiles.customerId, set: { ...p, boothAssetId: booth?.id ?? null } })
  }
}

/** Two bound scales for 绿源果蔬商行, one for 鲜丰水产批发部, each with its first SKU list sync. */
async function seedScales(tx: Db, ctx: SeedContext): Promise<void> {
  const scales = [
    { serialNo: 'ES-LY-0001', name: '1号电子秤', model: 'ACS-30', customer: 'lvyuan' },
    { serialNo: 'ES-LY-0002', name: '2号电子秤', model: 'ACS-30', customer: 'lvyuan' },
    { serialNo: 'ES-XF-0001', name: '水产区电子秤', model: 'TCS-150', customer: 'xianfeng' },
  ]
  await tx.insert(electronicScales).values(scales.map(({ customer, ...s }) => ({ ...s, ownerType: 'shop', customerId: ctx.customerId[customer]! })))
  for (const key of ['lvyuan', 'xianfeng']) await writeScaleSync(tx, ctx.customerId[key]!, 'sku')
}

/** Pending, approved and rejected loss reports on the shop's batches with stock (earliest expiry first). */
async function seedLossReports(tx: Db, ctx: SeedContext, key: string, user: string, userName: string): Promise<void> {
  const shopId = ctx.customerId[key]!
  const batches = await tx
    .select({ id: stockBatches.id, quantity: stockBatches.quantity })
    .from(stockBatches)
    .innerJoin(shopSkus, eq(shopSkus.id, stockBatches.skuId))
    .where(and(eq(stockBatches.shopId, shopId), gt(stockBatches.quantity, '1'), isNull(shopSkus.deletedAt)))
    .orderBy(asc(stockBatches.expiryDate), asc(stockBatches.id))
    .limit(4)
  const owner = { shopId, userId: ctx.userId[user]!, userName }
  const line = (i: number, max: number) => {
    const b = batches[i]
    return b ? [{ batchId: b.id, quantity: Math.min(max, fromNumeric(b.quantity) / 100) }] : null
  }
  const approved = line(0, 1.5)
  if (approved) await approveLossReport(tx, (await createLossReport(tx, owner, { reasonType: 'spoiled', remark: '高温变质，已挑出', lines: approved })).id)
  const pending = line(1, 2)
  if (pending) await createLossReport(tx, owner, { reasonType: 'damaged', remark: '搬运时压坏', lines: pending })
  const rejected = line(2, 1)
  if (rejected) await rejectLossReport(tx, (await createLossReport(tx, owner, { reasonType: 'other', remark: '盘点差异', lines: rejected })).id, '请补充照片后重新提交')
}

interface SeedBill {
  title: string
  billType: 'rent' | 'property' | 'water' | 'electricity' | 'other'
  /** 0: this month, 1: last month. */
  monthsAgo: 0 | 1
  /** Due this many days from today (negative: past). */
  dueIn: number
  lines: Array<{ name: string; quantity?: number; unit?: string; unitPriceFen?: number; amountFen: number }>
  /** How it was settled. */
  pay?: 'balance' | 'couponAndBalance' | 'partial' | 'refunded'
  remark?: string
}

const BILLS: Record<'lvyuan' | 'xianfeng', SeedBill[]> = {
  lvyuan: [
    { title: '摊位租金', billType: 'rent', monthsAgo: 1, dueIn: -20, pay: 'balance', lines: [{ name: '摊位租金', quantity: 1, unit: '月', unitPriceFen: 180_000, amountFen: 180_000 }] },
    {
      title: '物业管理费',
      billType: 'property',
      monthsAgo: 1,
      dueIn: -15,
      pay: 'couponAndBalance',
      lines: [
        { name: '物业管理费', quantity: 24, unit: '平方米', unitPriceFen: 1_200, amountFen: 28_800 },
        { name: '公共区域保洁', amountFen: 7_200 },
      ],
    },
    { title: '水费', billType: 'water', monthsAgo: 1, dueIn: -5, lines: [{ name: '用水量', quantity: 21, unit: '吨', unitPriceFen: 410, amountFen: 8_610 }], remark: '已逾期，请尽快缴纳' },
    { title: '电费', billType: 'electricity', monthsAgo: 0, dueIn: 10, pay: 'partial', lines: [{ name: '用电量', quantity: 300, unit: '度', unitPriceFen: 85, amountFen: 25_500 }] },
    { title: '摊位租金', billType: 'rent', monthsAgo: 0, dueIn: 20, lines: [{ name: '摊位租金', quantity: 1, unit: '月', unitPriceFen: 180_000, amountFen: 180_000 }] },
    { title: '垃圾清运费', billType: 'other', monthsAgo: 1, dueIn: -25, pay: 'refunded', lines: [{ name: '垃圾清运', amountFen: 5_000 }], remark: '重复收取，已退回预存款' },
  ],
  xianfeng: [
    { title: '摊位租金', billType: 'rent', monthsAgo: 0, dueIn: 15, lines: [{ name: '摊位租金', quantity: 1, unit: '月', unitPriceFen: 220_000, amountFen: 220_000 }] },
    { title: '水费', billType: 'water', monthsAgo: 1, dueIn: -10, pay: 'balance', lines: [{ name: '用水量', quantity: 60, unit: '吨', unitPriceFen: 410, amountFen: 24_600 }] },
  ],
}

const monthsBack = (n: 0 | 1): string => {
  const d = new Date()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() - n)
  return chinaMonth(d)
}

/** Top-ups, then the bills (paid through payBill's own functions), and a refunded one. */
async function seedBills(tx: Db, ctx: SeedContext, couponFor: Record<string, string | undefined>): Promise<void> {
  const today = chinaDay()
  for (const [key, list] of Object.entries(BILLS)) {
    const shopId = ctx.customerId[key]!
    const admin = ctx.userId[key === 'lvyuan' ? 'supplier01' : 'supplier02']!
    await movePredeposit(tx, { customerId: shopId, direction: 'in', bizType: 'topup', amountFen: key === 'lvyuan' ? 500_000 : 100_000, bizId: newId(), remark: '柜台现金充值' })
    for (const b of list) {
      const amountFen = b.lines.reduce((s, l) => s + l.amountFen, 0)
      const period = monthRange(monthsBack(b.monthsAgo))
      const [bill] = await tx
        .insert(bills)
        .values({
          billNo: await nextDocNo(tx, 'bill'),
          customerId: shopId,
          title: b.title,
          billType: b.billType,
          periodStart: period.start,
          periodEnd: period.end,
          dueDate: addDays(today, b.dueIn),
          amountFen,
          remark: b.remark ?? null,
          ...(b.pay === 'partial' ? { paidFen: 10_000, payStatus: 'partial' } : {}),
        })
        .returning()
      await tx.insert(billLines).values(
        b.lines.map((l, sort) => ({
          billId: bill!.id,
          name: l.name,
          quantity: l.quantity === undefined ? null : toNumeric(l.quantity * 100),
          unit: l.unit ?? null,
          unitPriceFen: l.unitPriceFen ?? null,
          amountFen: l.amountFen,
          sort,
        })),
      )
      if (b.pay === 'couponAndBalance' && couponFor[key]) {
        await payBillByBalance(tx, await applyBillCoupon(tx, bill!, couponFor[key]!), admin)
      } else if (b.pay === 'balance' || b.pay === 'refunded') {
        await payBillByBalance(tx, bill!, admin)
      }
      if (b.pay === 'refunded') {
        await tx.update(bills).set({ payStatus: 'refunded' }).where(eq(bills.id, bill!.id))
        await movePredeposit(tx, { customerId: shopId, direction: 'refund', bizType: 'billRefund', amountFen, bizId: bill!.id, bizNo: bill!.billNo, remark: '账单退款' })
      }
    }
  }
}

interface SeedBatch {
  name: string
  amountFen: number
  thresholdFen: number
  /** Validity relative to today. */
  from: number
  to: number
  /** Coupons issued per customer key. */
  issue: Record<string, number>
}

const COUPON_BATCHES: Record<'shopDeal' | 'billDeal' | 'expired' | 'upcoming', SeedBatch> = {
  shopDeal: { name: '商户满100减10元券', amountFen: 1_000, thresholdFen: 10_000, from: -10, to: 60, issue: { lvyuan: 3, xianfeng: 2, chengnan: 1 } },
  billDeal: { name: '账单满200减20元券', amountFen: 2_000, thresholdFen: 20_000, from: -5, to: 30, issue: { lvyuan: 2, chengnan: 1 } },
  expired: { name: '开业体验5元券', amountFen: 500, thresholdFen: 0, from: -60, to: -1, issue: { lvyuan: 1, xianfeng: 1 } },
  upcoming: { name: '周年庆满500减30元券', amountFen: 3_000, thresholdFen: 50_000, from: 3, to: 45, issue: { lvyuan: 1 } },
}

/** Coupon batches and coupons: unused, used (on a bill), expired, not yet valid, and one gifted to the buyer. Answers the coupon each shop pays a bill with. */
async function seedCoupons(tx: Db, ctx: SeedContext): Promise<Record<string, string | undefined>> {
  const today = chinaDay()
  const issued: Record<string, Record<string, string[]>> = {}
  for (const [code, b] of Object.entries(COUPON_BATCHES)) {
    const total = Object.values(b.issue).reduce((s, n) => s + n, 0)
    const validFrom = addDays(today, b.from)
    const validTo = addDays(today, b.to)
    const [batch] = await tx.insert(couponBatches).values({ name: b.name, amountFen: b.amountFen, thresholdFen: b.thresholdFen, validFrom, validTo, totalCount: total, remark: '市场运营活动' }).returning()
    for (const [key, n] of Object.entries(b.issue)) {
      for (let i = 0; i < n; i++) {
        const holderId = ctx.customerId[key]!
        const [c] = await tx
          .insert(coupons)
          .values({ couponNo: await nextDocNo(tx, 'coupon'), batchId: batch!.id, holderId, issuedTo: holderId, amountFen: b.amountFen, thresholdFen: b.thresholdFen, validFrom, validTo })
          .returning({ id: coupons.id })
        ;((issued[code] ??= {})[key] ??= []).push(c!.id)
      }
    }
  }
  // One of 绿源果蔬商行's coupons already went to 城南生鲜采购中心 (it cannot be gifted again).
  await giftCoupon(tx, { couponId: issued.shopDeal!.lvyuan![0]!, fromId: ctx.customerId.lvyuan!, toId: ctx.customerId.chengnan! })
  return { lvyuan: issued.billDeal!.lvyuan![0] }
}

/** The 收银员 role of 绿源果蔬商行 (supplier01a) gets order taking and products on top of the common modules. */
async function seedCashierGrants(tx: Db, ctx: SeedContext): Promise<void> {
  const [cashier] = await tx.select({ id: sysRoles.id }).from(sysRoles).where(and(eq(sysRoles.customerId, ctx.customerId.lvyuan!), eq(sysRoles.name, '收银员')))
  if (!cashier) return
  const mods = await tx.select({ id: sysModules.id }).from(sysModules).where(inArray(sysModules.code, ['order', 'createOrder', 'product']))
  await tx
    .insert(sysRoleModules)
    .values(mods.map((m) => ({ roleId: cashier.id, moduleId: m.id })))
    .onConflictDoNothing()
}

export const seedBackOffice: FeatureSeed = async (tx, ctx) => {
  await seedProfiles(tx, ctx)
  await seedScales(tx, ctx)
  await seedLossReports(tx, ctx, 'lvyuan', 'supplier01', '李绿源')
  await seedLossReports(tx, ctx, 'xianfeng', 'supplier02', '王海丰')
  await seedBills(tx, ctx, await seedCoupons(tx, ctx))
  await seedCashierGrants(tx, ctx)
  await raiseStockAlerts(tx)
}
