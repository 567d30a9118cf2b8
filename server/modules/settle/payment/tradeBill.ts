/**
 * WeChat Pay's trade bill (交易账单, `GET /v3/bill/tradebill`, bill_type ALL): the file the
 * simulator writes for a day and the parser reconciliation reads (docs/trade.md, "Finance exports
 * and reconciliation"). The format: UTF-8 with a BOM, CRLF lines, a 27-column header, one row per
 * successful payment (交易状态 SUCCESS) or refund (REFUND), every value prefixed with a backquote,
 * amounts in yuan with two decimals (the fee with five), then a 7-column summary header and its row.
 */
import { createHash } from 'node:crypto'
import Papa from 'papaparse'
import { fenToYuan, yuanToFen } from '../../../lib/money'
import { BizError } from '../../../lib/envelope'

export const TRADE_BILL_HEADER = [
  '交易时间', '公众账号ID', '商户号', '特约商户号', '设备号', '微信订单号', '商户订单号', '用户标识', '交易类型', '交易状态', '付款银行', '货币种类',
  '应结订单金额', '代金券金额', '微信退款单号', '商户退款单号', '退款金额', '充值券退款金额', '退款类型', '退款状态', '商品名称', '商户数据包',
  '手续费', '费率', '订单金额', '申请退款金额', '费率备注',
] as const
export const TRADE_BILL_SUMMARY = ['总交易单数', '应结订单总金额', '退款总金额', '充值券退款总金额', '手续费总金额', '订单总金额', '申请退款总金额'] as const

/** One entry of the statement: a payment (SUCCESS) or a refund (REFUND) of it. */
export interface TradeBillEntry {
  /** 'YYYY-MM-DD HH:mm:ss' in China time. */
  time: string
  appId: string
  mchId: string
  transactionId: string
  payNo: string
  state: 'SUCCESS' | 'REFUND'
  /** The order's amount (fen). */
  totalFen: number
  refundId: string
  refundNo: string
  /** The refund's amount (fen; 0 on a payment). */
  refundFen: number
  description: string
}

export interface TradeBill {
  entries: TradeBillEntry[]
  summary: { count: number; paidFen: number; refundedFen: number }
}

/** The fee WeChat takes (0.6%, rounded to the fen), written with five decimals like WeChat's files. */
const FEE_RATE_PER_MILLE = 6
const feeFen = (fen: number): number => Math.round((fen * FEE_RATE_PER_MILLE) / 1000)
const fee = (fen: number): string => `${fenToYuan(fen)}000`

const cell = (v: string | number): string => `\`${v}`

export function writeTradeBill(entries: readonly TradeBillEntry[]): string {
  const rows = entries.map((e) => {
    const paid = e.state === 'SUCCESS'
    const fenOfFee = paid ? feeFen(e.totalFen) : -feeFen(e.refundFen)
    return [
      e.time, e.appId, e.mchId, '0', '', e.transactionId, e.payNo, 'simulator-payer', 'JSAPI', e.state, 'OTHERS', 'CNY',
      fenToYuan(paid ? e.totalFen : 0), '0.00', paid ? '0' : e.refundId, paid ? '0' : e.refundNo, fenToYuan(e.refundFen), '0.00', paid ? '' : 'ORIGINAL', paid ? '' : 'SUCCESS',
      e.description, '', fee(fenOfFee), '0.60%', fenToYuan(e.totalFen), fenToYuan(e.refundFen), '',
    ].map(cell)
  })
  const paidFen = entries.reduce((s, e) => s + (e.state === 'SUCCESS' ? e.totalFen : 0), 0)
  const refundedFen = entries.reduce((s, e) => s + e.refundFen, 0)
  const fees = entries.reduce((s, e) => s + (e.state === 'SUCCESS' ? feeFen(e.totalFen) : -feeFen(e.refundFen)), 0)
  const summary = [String(entries.length), fenToYuan(paidFen), fenToYuan(refundedFen), '0.00', fee(fees), fenToYuan(paidFen), fenToYuan(refundedFen)].map(cell)
  const lines = Papa.unparse([[...TRADE_BILL_HEADER], ...rows, [...TRADE_BILL_SUMMARY], summary], { newline: '\r\n' })
  return `\uFEFF${lines}\r\n`
}

/** The SHA1 WeChat states beside a bill's download URL (hash_value), over the file's bytes. */
export const tradeBillHash = (bytes: Buffer): string => createHash('sha1').update(bytes).digest('hex')

export const BAD_STATEMENT = '对账单格式不正确'

const bad = (what: string): BizError => new BizError(`${BAD_STATEMENT}：${what}`)

/** A backquote-prefixed value without its backquote. */
const plain = (v: string | undefined): string => (v ?? '').replace(/^`/, '').trim()

function fenOf(v: string | undefined, line: number): number {
  const fen = yuanToFen(plain(v))
  if (fen === null) throw bad(`第${line}行金额不正确`)
  return fen
}

/**
 * Reads a trade bill (with or without its BOM and final newline); refuses a file whose header,
 * rows or summary are not WeChat's, or whose summary disagrees with its rows.
 */
export function parseTradeBill(text: string): TradeBill {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' })
  const rows = parsed.data
  if (!rows.length || rows[0]!.map((h) => h.trim()).join(',') !== TRADE_BILL_HEADER.join(',')) throw bad('表头不是微信支付交易账单')
  const summaryAt = rows.findIndex((r) => r[0]?.trim() === TRADE_BILL_SUMMARY[0])
  if (summaryAt < 0 || summaryAt !== rows.length - 2) throw bad('缺少汇总行')
  const entries = rows.slice(1, summaryAt).map((r, i): TradeBillEntry => {
    const line = i + 2
    if (r.length !== TRADE_BILL_HEADER.length) throw bad(`第${line}行列数不正确`)
    const state = plain(r[9])
    if (state !== 'SUCCESS' && state !== 'REFUND') throw bad(`第${line}行交易状态不正确`)
    return {
      time: plain(r[0]),
      appId: plain(r[1]),
      mchId: plain(r[2]),
      transactionId: plain(r[5]),
      payNo: plain(r[6]),
      state,
      totalFen: fenOf(r[24], line),
      refundId: state === 'REFUND' ? plain(r[14]) : '',
      refundNo: state === 'REFUND' ? plain(r[15]) : '',
      refundFen: fenOf(r[16], line),
      description: plain(r[20]),
    }
  })
  const s = rows[summaryAt + 1]!
  const summary = { count: Number(plain(s[0])), paidFen: fenOf(s[1], summaryAt + 2), refundedFen: fenOf(s[2], summaryAt + 2) }
  const paidFen = entries.reduce((n, e) => n + (e.state === 'SUCCESS' ? e.totalFen : 0), 0)
  const refundedFen = entries.reduce((n, e) => n + e.refundFen, 0)
  if (summary.count !== entries.length || summary.paidFen !== paidFen || summary.refundedFen !== refundedFen) throw bad('汇总与明细不符')
  return { entries, summary }
}
