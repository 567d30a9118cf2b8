/**
 * Lease messages (docs/lease.md, "Messages"): into the message centre of the shop's admins and the
 * user who applied (msg_type 'lease'), and a bill's subscribe message through the sender. Sent
 * after the change committed; a failure is logged and never undoes the change.
 */
import { and, eq, or } from 'drizzle-orm'
import { fenToYuan } from '@/contract'
import type { Db } from '../../db/client'
import { messages, users } from '../../db/schema'
import { sendQuietly, type SubscribeMessage } from '../message/sender'
import type { LeaseRow } from './common'
import type { IssuedInstallment } from './installments'

export const LEASE_MSG_TYPE = 'lease'

/** Enabled users of the shop who hear about a lease: its admins and the applicant. */
async function recipients(db: Db, lease: Pick<LeaseRow, 'customerId' | 'userId'>): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, lease.customerId), eq(users.enabled, true), or(eq(users.isAdmin, true), lease.userId ? eq(users.id, lease.userId) : undefined)))
  return rows.map((r) => r.id)
}

async function tell(db: Db, lease: Pick<LeaseRow, 'customerId' | 'userId'>, title: string, content: string): Promise<string[]> {
  const to = await recipients(db, lease)
  if (to.length) await db.insert(messages).values(to.map((userId) => ({ userId, title, content, msgType: LEASE_MSG_TYPE })))
  return to
}

/** Runs a message step without ever throwing (the change it follows stands). */
async function quietly(what: string, step: () => Promise<unknown>): Promise<void> {
  try {
    await step()
  } catch (err) {
    console.error(`lease message not sent: ${what}`, err)
  }
}

const money = (fen: number) => `¥${fenToYuan(fen)}`

export const notifyApproved = (db: Db, lease: LeaseRow, boothCode: string, firstPayFen: number) =>
  quietly('approved', () =>
    tell(db, lease, '租赁申请已通过', `您的租赁申请${lease.leaseNo}已通过，分配摊位${boothCode}（${lease.startDate}至${lease.endDate}）。请于${lease.payDeadline}前确认并缴纳首期租金及押金${money(firstPayFen)}，逾期将自动取消。`),
  )

export const notifyRejected = (db: Db, lease: LeaseRow) =>
  quietly('rejected', () => tell(db, lease, '租赁申请未通过', `您的租赁申请${lease.leaseNo}未通过审核，原因：${lease.rejectReason ?? ''}`))

export const notifyLapsed = (db: Db, lease: LeaseRow) =>
  quietly('lapsed', () => tell(db, lease, '租赁已取消', `租赁${lease.leaseNo}未在${lease.payDeadline}前缴纳首期费用，已自动取消，摊位已释放。`))

export const notifyTransferred = (db: Db, lease: LeaseRow, boothCode: string, quitDate: string, totalFen: number) =>
  quietly('transferred', () =>
    tell(db, lease, '摊位转让成功', `您发布转让的摊位${boothCode}已由其他商户承接，租赁${lease.leaseNo}于${quitDate}结束，退还租金及押金${money(totalFen)}已转入预存款。`),
  )

export const notifyExpiring = (db: Db, lease: LeaseRow, boothCode: string, daysLeft: number) =>
  quietly('expiring', () =>
    tell(db, lease, '租约到期提醒', `您租赁的摊位${boothCode}将于${lease.endDate}到期（剩余${daysLeft}天），如需继续经营请及时办理续租。`),
  )

/** A bill due: the message centre, and the bill subscribe message (data keys in docs/lease.md). */
export const notifyBillDue = (db: Db, issued: IssuedInstallment, boothCode: string) =>
  quietly('bill due', async () => {
    const { bill, lease } = issued
    const to = await tell(db, lease, '租金账单待缴', `摊位${boothCode}租金${bill.periodStart}至${bill.periodEnd}已出账，金额${money(bill.amountFen)}，请于${bill.dueDate}前缴纳（账单号${bill.billNo}）。`)
    const data = {
      character_string1: { value: bill.billNo },
      thing2: { value: bill.title.slice(0, 20) },
      amount3: { value: `${fenToYuan(bill.amountFen)}元` },
      date4: { value: bill.dueDate },
    }
    const sends: SubscribeMessage[] = to.map((userId) => ({ userId, templateKey: 'bill', page: `supplier/bill/details?id=${bill.id}`, data }))
    await sendQuietly(db, sends)
  })

