/**
 * /api/custome/leaseDetailManage/* (a shop's installments and a booth's price for a term) and
 * createUsageInstallmentBill/createBillAndPay (the first installment and the deposit as one bill,
 * paid through the payment layer like any bill: docs/lease.md, "Installments and bills").
 */
import { and, eq } from 'drizzle-orm'
import { contract, INSTALLMENT_STATES, PAY_CHANNELS, REPAY_METHODS, type LeaseBillPayStart, type LeaseQuote } from '@/contract'
import { leaseInstallments } from '../../db/schema'
import { BizError, notFound } from '../../lib/envelope'
import { by, keyset, pageShape } from '../../data/paging'
import { id, oneOf, opt } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ownShopId } from '../member/shop'
import { payOpenBill } from '../settle/bill'
import { payActionIdempotency } from '../settle/payment/service'
import { leaseBooths } from './booths'
import { LEASE_MODULE, stateRefusal, tablePage } from './common'
import { leaseFields } from './fields'
import { firstBillOf, installmentsOf, presentInstallments } from './installments'
import { findRelease } from './releases'
import { rentPeriods, termEnd } from './terms'
import { leasableBooth, ownLease, releaseRent } from './workflow'

const D = contract.custome.leaseDetailManage

export const installmentHandlers = [
  handler({
    endpoint: D.page,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { ...pageShape, leaseId: opt(id()), state: opt(oneOf(INSTALLMENT_STATES, '账期状态不正确')) },
    handle: ({ db, user }, input) =>
      tablePage(
        db,
        leaseInstallments,
        keyset('leaseInstallments', [by.asc(leaseInstallments.dueDate), by.asc(leaseInstallments.id)]),
        and(eq(leaseInstallments.customerId, ownShopId(user)), input.leaseId ? eq(leaseInstallments.leaseId, input.leaseId) : undefined, input.state ? eq(leaseInstallments.state, input.state) : undefined),
        input,
        (rows) => presentInstallments(db, rows),
      ),
  }),
  handler({
    endpoint: D.getDetailList,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { leaseId: id() },
    handle: async ({ db, user }, input) => presentInstallments(db, await installmentsOf(db, (await ownLease(db, ownShopId(user), input.leaseId)).id)),
  }),
  handler({
    endpoint: D.queryById,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { id: id() },
    async handle({ db, user }, input) {
      const [row] = await db.select().from(leaseInstallments).where(and(eq(leaseInstallments.id, input.id), eq(leaseInstallments.customerId, ownShopId(user))))
      if (!row) throw notFound()
      return (await presentInstallments(db, [row]))[0]!
    },
  }),
  handler({
    endpoint: D.getAssetstSDPprice,
    access: ['supplier'],
    module: LEASE_MODULE,
    input: { assetId: id(), startDate: leaseFields.day(), months: leaseFields.months(), payCycleMonths: leaseFields.payCycle(), releaseId: opt(id()) },
    async handle({ db, user }, input): Promise<LeaseQuote> {
      ownShopId(user)
      const booth = await leasableBooth(db, input.assetId)
      let price = { monthlyRentFen: booth.monthlyRentFen, depositFen: booth.depositFen }
      let startDate = input.startDate
      let months = input.months
      if (input.releaseId) {
        const release = await findRelease(db, input.releaseId)
        price = (await releaseRent(db, release.id, booth.assetId)) ?? price
        startDate = release.leaseStart
        months = release.months
      }
      const endDate = termEnd(startDate, months)
      const periods = rentPeriods(startDate, endDate, input.payCycleMonths, price.monthlyRentFen)
      const installments = periods.map((p, i) => ({ seq: i + 1, ...p }))
      return {
        booth: { ...booth, ...price },
        startDate,
        endDate,
        months,
        payCycleMonths: input.payCycleMonths,
        ...price,
        rentFen: periods.reduce((s, p) => s + p.amountFen, 0),
        installments,
        firstPayFen: (periods[0]?.amountFen ?? 0) + price.depositFen,
      }
    },
  }),
  handler({
    endpoint: contract.custome.createUsageInstallmentBill.createBillAndPay,
    access: ['supplier'],
    module: LEASE_MODULE,
    idempotency: payActionIdempotency,
    input: { leaseId: id(), payMethod: oneOf(REPAY_METHODS, '请选择支付方式'), payChannel: opt(oneOf(PAY_CHANNELS, '支付渠道不正确')), couponId: opt(id()) },
    async handle({ db, user }, { leaseId, ...choice }): Promise<LeaseBillPayStart> {
      const lease = await ownLease(db, ownShopId(user), leaseId)
      if (lease.state !== 'approved') throw stateRefusal(lease.state, ['approved'], '缴费')
      if (choice.payMethod === 'wechat' && !choice.payChannel) throw new BizError('缺少参数：payChannel')
      const code = (await leaseBooths(db, [lease.assetId!])).get(lease.assetId!)?.code ?? ''
      const bill = await firstBillOf(db, lease.id, lease.customerId, code)
      return { ...(await payOpenBill(db, user, bill, choice)), billId: bill.id, billNo: bill.billNo }
    },
  }),
]
