/**
 * The one way screens pay (docs/trade.md section 17), weapp build. H5 variant: pay.h5.ts.
 *
 * `requestPay` hands the server's signed parameters to the platform and says how it ended:
 * - provider wechat: `Taro.requestPayment`; an errMsg with 'cancel' is 'cancelled';
 * - provider simulator: a 模拟支付 confirm, then POST /pay-simulator/confirm {payNo, sig} (the
 *   checkout link's parameters) on the API root, which delivers the signed notification to the
 *   server exactly as WeChat would.
 * A screen never trusts 'paid': it re-reads the order or bill (the provider's callback decides).
 */
import Taro from '@tarojs/taro'
import type { ClientPayRequest, PayChannel } from '@/contract/types'
import { LIMITS } from '@/config'
import { apiUrl } from '@/core/apiRoot'
import { alertModal } from '@/core/dialog'
import { money } from '@/core/format'
import { send } from '@/core/request/send'

export type PayOutcome = 'paid' | 'cancelled' | 'failed' | 'redirected'

/** What the simulator's confirm modal shows. */
export interface PayInfo {
  amountFen?: number
  /** E.g. the shop's name. */
  title?: string
}

export const payChannel = (): PayChannel => 'mini'

/**
 * The parameters of the simulator's checkout link ('/pay-simulator/checkout?payNo=PY...&sig=...'):
 * the attempt's number and the link's signature, which the confirm route needs (the payer's own
 * link); null without a pay number.
 */
export function simulatorLink(req: Pick<ClientPayRequest, 'simulatorUrl'>): Record<string, string> | null {
  const query = req.simulatorUrl?.split('?')[1] ?? ''
  const params: Record<string, string> = {}
  for (const pair of query.split('&')) {
    const [k, v = ''] = pair.split('=')
    if (k && v) params[k] = decodeURIComponent(v)
  }
  return params.payNo ? params : null
}

/** The simulator's 确认支付: its confirm route settles the attempt through the notify route. */
async function confirmSimulated(req: ClientPayRequest, info: PayInfo): Promise<PayOutcome> {
  const link = simulatorLink(req)
  if (!link) return 'failed'
  const amount = info.amountFen === undefined ? '' : `\n金额：${money(info.amountFen)}`
  const choice = await Taro.showModal({ title: '模拟支付', content: `${info.title ?? '订单支付'}${amount}`, confirmText: '确认支付', cancelText: '取消' })
  if (!choice.confirm) return 'cancelled'
  const answer = await send({ url: apiUrl('/pay-simulator/confirm'), method: 'POST', data: link, header: { 'Content-Type': 'application/json' } }, LIMITS.requestTimeoutMs).then(
    (res) => ({ status: res.statusCode, data: (res.data as SimulatorAnswer | null) ?? null }),
    () => ({ status: 0, data: null }),
  )
  if (answer.status >= 200 && answer.status < 300 && answer.data?.paid === true) return 'paid'
  // E.g. 该支付已关闭，请返回重新发起支付: the attempt expired while the confirm was open.
  if (answer.data?.msg) await alertModal(answer.data.msg)
  return 'failed'
}

/** The simulator confirm's JSON answer: the envelope, with `paid` also at the top. */
interface SimulatorAnswer {
  paid?: boolean
  msg?: string
}

export async function requestPay(req: ClientPayRequest, info: PayInfo = {}): Promise<PayOutcome> {
  if (req.provider === 'simulator') return confirmSimulated(req, info)
  try {
    await Taro.requestPayment({ timeStamp: req.timeStamp, nonceStr: req.nonceStr, package: req.package, signType: req.signType, paySign: req.paySign })
    return 'paid'
  } catch (e) {
    const errMsg = String((e as { errMsg?: string } | null)?.errMsg ?? '')
    return /cancel/i.test(errMsg) ? 'cancelled' : 'failed'
  }
}
