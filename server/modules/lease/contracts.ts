/**
 * Lease contracts (docs/lease.md, "Contracts"): the text is a template filled with the lease's
 * fields when the contract is made (at the approval; a renewal or an adjustment makes its own), and
 * kept as it was signed. It is plain text: the screen shows the paragraphs as text, so a shop name
 * like `<b>` stays a shop name.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import {
  CONTRACT_KIND_LABELS,
  fenToYuan,
  LEASE_PAY_CYCLE_LABELS,
  type ContractDetail,
  type ContractItem,
  type ContractKind,
  type ContractState,
  type LeaseBooth,
  type LeasePayCycle,
} from '@/contract'
import type { Db } from '../../db/client'
import { assets, customers, leaseContracts, leases, sysLogoConf } from '../../db/schema'
import { chinaDay } from '../../lib/dates'
import { nextDocNo } from '../../data/docNo'
import { iso } from '../../data/resource'
import type { ContractRow, LeaseRow } from './common'

const yuan = (fen: number): string => `人民币${fenToYuan(fen)}元`

/** The fields a contract shows, in order. */
function fieldsOf(c: { contractNo: string; kind: ContractKind; market: string; shop: string; lease: LeaseRow; booth: LeaseBooth; start: string; end: string; today: string; note?: string }) {
  const l = c.lease
  return [
    { label: '合同编号', value: c.contractNo },
    { label: '出租方（甲方）', value: c.market },
    { label: '承租方（乙方）', value: c.shop },
    { label: '乙方联系人', value: `${l.contactName} ${l.contactPhone}` },
    { label: '租赁摊位', value: `${c.booth.code}（${c.booth.areaName}，${c.booth.typeName}，${c.booth.size}平方米）` },
    { label: '租赁期限', value: `${c.start}至${c.end}` },
    { label: '月租金', value: yuan(l.monthlyRentFen) },
    { label: '押金', value: yuan(l.depositFen) },
    { label: '付款方式', value: LEASE_PAY_CYCLE_LABELS[l.payCycleMonths as LeasePayCycle] ?? `${l.payCycleMonths}个月一付` },
    { label: '租赁编号', value: l.leaseNo },
    ...(c.note ? [{ label: '变更说明', value: c.note }] : []),
    { label: '签订日期', value: c.today },
  ]
}

/** The template: each line a paragraph, {{label}} replaced by the field of that label. */
const TEMPLATE: Record<ContractKind, string[]> = {
  lease: [
    '摊位租赁合同',
    '合同编号：{{合同编号}}',
    '甲方（出租方）：{{出租方（甲方）}}',
    '乙方（承租方）：{{承租方（乙方）}}，联系人：{{乙方联系人}}',
    '第一条 租赁标的：甲方将{{租赁摊位}}出租给乙方，用于农产品批发经营。',
    '第二条 租赁期限：{{租赁期限}}。',
    '第三条 租金及押金：月租金{{月租金}}，押金{{押金}}；租金{{付款方式}}，乙方应于每期开始前缴清当期租金，首期租金与押金于确认缴费时一并缴纳。',
    '第四条 乙方应遵守市场管理规定，按约定用途经营，不得擅自转租；如需转让，应通过市场发布转让并经甲方审核。',
    '第五条 乙方提前退租的，甲方按未使用天数退还已缴租金，并退还押金；租期届满未续租的，甲方退还押金。',
    '第六条 本合同自乙方缴纳首期租金及押金之日起生效，租赁编号：{{租赁编号}}。',
    '签订日期：{{签订日期}}',
  ],
  renewal: [
    '摊位续租合同',
    '合同编号：{{合同编号}}',
    '甲方（出租方）：{{出租方（甲方）}}',
    '乙方（承租方）：{{承租方（乙方）}}',
    '经双方协商，乙方续租{{租赁摊位}}，续租期限：{{租赁期限}}，月租金{{月租金}}，租金{{付款方式}}。',
    '原租赁合同（租赁编号：{{租赁编号}}）其他条款继续有效。',
    '签订日期：{{签订日期}}',
  ],
  adjustment: [
    '租赁变更协议',
    '合同编号：{{合同编号}}',
    '甲方（出租方）：{{出租方（甲方）}}',
    '乙方（承租方）：{{承租方（乙方）}}',
    '经双方协商，租赁（租赁编号：{{租赁编号}}）自本协议签订起变更如下：{{变更说明}}',
    '变更后：租赁摊位{{租赁摊位}}，租赁期限{{租赁期限}}，月租金{{月租金}}。',
    '原租赁合同其他条款继续有效。',
    '签订日期：{{签订日期}}',
  ],
}

/** Fills the template: every placeholder is a field label (an unknown one stays visible, so a test catches it). */
export function fillTemplate(kind: ContractKind, fields: Array<{ label: string; value: string }>): string[] {
  const byLabel = new Map(fields.map((f) => [f.label, f.value]))
  return TEMPLATE[kind].map((line) => line.replace(/\{\{([^}]+)\}\}/g, (all, label: string) => byLabel.get(label) ?? all))
}

async function marketName(db: Db): Promise<string> {
  const [m] = await db.select({ name: sysLogoConf.name }).from(sysLogoConf).limit(1)
  return m?.name ?? '农产品交易中心'
}

/**
 * Makes a contract of the lease (in the caller's transaction): the lease contract unsigned (the
 * first payment signs it), a renewal or an adjustment signed (the merchant's action is the signing).
 * `start`/`end`: the term it covers (a renewal's added months).
 */
export async function makeContract(
  tx: Db,
  c: { contractNo: string; kind: ContractKind; lease: LeaseRow; booth: LeaseBooth; start?: string; end?: string; note?: string; today?: string },
): Promise<ContractRow> {
  const [shop] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, c.lease.customerId))
  const today = c.today ?? chinaDay()
  const start = c.start ?? c.lease.startDate
  const end = c.end ?? c.lease.endDate
  const fields = fieldsOf({ contractNo: c.contractNo, kind: c.kind, market: await marketName(tx), shop: shop?.name ?? '', lease: c.lease, booth: c.booth, start, end, today, note: c.note })
  const signed = c.kind !== 'lease'
  const [row] = await tx
    .insert(leaseContracts)
    .values({
      contractNo: c.contractNo,
      leaseId: c.lease.id,
      customerId: c.lease.customerId,
      kind: c.kind,
      state: signed ? 'signed' : 'unsigned',
      title: `${CONTRACT_KIND_LABELS[c.kind]}（${c.booth.code}）`,
      content: fillTemplate(c.kind, fields).join('\n'),
      fields,
      assetId: c.booth.assetId,
      startDate: start,
      endDate: end,
      monthlyRentFen: c.lease.monthlyRentFen,
      signedAt: signed ? new Date() : null,
    })
    .returning()
  return row!
}

/** A contract number, taken before the transaction that makes the contract. */
export const contractNo = (db: Db): Promise<string> => nextDocNo(db, 'contract')

/** The lease contract is signed by the first payment. */
export async function signLeaseContract(tx: Db, leaseId: string, at: Date = new Date()): Promise<void> {
  await tx
    .update(leaseContracts)
    .set({ state: 'signed', signedAt: at })
    .where(and(eq(leaseContracts.leaseId, leaseId), eq(leaseContracts.kind, 'lease'), eq(leaseContracts.state, 'unsigned')))
}

/** The lease never started (withdrawn, lapsed): its unsigned contract is void. */
export async function voidLeaseContract(tx: Db, leaseId: string): Promise<void> {
  await tx.update(leaseContracts).set({ state: 'void' }).where(and(eq(leaseContracts.leaseId, leaseId), eq(leaseContracts.state, 'unsigned')))
}

export async function presentContracts(db: Db, rows: ContractRow[]): Promise<ContractItem[]> {
  const leaseIds = [...new Set(rows.map((r) => r.leaseId))]
  const assetIds = [...new Set(rows.map((r) => r.assetId))]
  const [leaseRows, assetRows] = await Promise.all([
    leaseIds.length ? db.select({ id: leases.id, leaseNo: leases.leaseNo }).from(leases).where(inArray(leases.id, leaseIds)) : [],
    assetIds.length ? db.select({ id: assets.id, code: assets.code }).from(assets).where(inArray(assets.id, assetIds)) : [],
  ])
  const noById = new Map(leaseRows.map((l) => [l.id, l.leaseNo]))
  const codeById = new Map(assetRows.map((a) => [a.id, a.code]))
  return rows.map((r) => ({
    id: r.id,
    contractNo: r.contractNo,
    kind: r.kind as ContractKind,
    title: r.title,
    state: r.state as ContractState,
    leaseId: r.leaseId,
    leaseNo: noById.get(r.leaseId) ?? '',
    boothCode: codeById.get(r.assetId) ?? '',
    startDate: r.startDate,
    endDate: r.endDate,
    monthlyRentFen: r.monthlyRentFen,
    signedTime: iso(r.signedAt),
    createTime: iso(r.createdAt)!,
  }))
}

export async function presentContractDetail(db: Db, row: ContractRow): Promise<ContractDetail> {
  const [item] = await presentContracts(db, [row])
  const field = (label: string) => row.fields.find((f) => f.label === label)?.value ?? ''
  return { ...item!, partyA: field('出租方（甲方）'), partyB: field('承租方（乙方）'), fields: row.fields }
}

/** A lease's contracts, newest first. */
export const contractsOfLease = (db: Db, leaseId: string): Promise<ContractRow[]> =>
  db.select().from(leaseContracts).where(eq(leaseContracts.leaseId, leaseId)).orderBy(desc(leaseContracts.createdAt), desc(leaseContracts.id))
