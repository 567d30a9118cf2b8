/**
 * A stand-in electronic scale (溯源秤): what a vendor's firmware does against the device API
 * (docs/scale-device-api.md), in a few lines. Used by `npm run scale` (scripts/standInScale.ts),
 * the server tests (over app.inject) and the browser journeys (over HTTP).
 *
 * pull(): GET plu with the ETag of the list it holds; a new list is kept and acknowledged.
 * weigh(plu, quantity): prints a ticket at the held list's price, numbered in sequence.
 */
import { lineAmountFen, SCALE_DEVICE_PATH, type Envelope, type ScalePluList, type ScaleTicketAnswer, type ScaleTicketPayload } from '@/contract'

export interface DeviceResponse {
  status: number
  etag: string | null
  body: Envelope<unknown> | null
}

/** One HTTP exchange: `fetch` over a base URL, or the server tests' app.inject. */
export type DeviceTransport = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => Promise<DeviceResponse>

/** The transport over real HTTP to `baseUrl` (a running server). */
export const httpTransport =
  (baseUrl: string): DeviceTransport =>
  async (method, path, headers, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, etag: res.headers.get('etag'), body: text ? (JSON.parse(text) as Envelope<unknown>) : null }
  }

export interface PrintedTicket {
  ticket: ScaleTicketPayload
  answer: ScaleTicketAnswer
}

export class StandInScale {
  /** The PLU list the scale shows (after a pull). */
  list: ScalePluList | null = null
  private etag: string | null = null
  private seq = 0
  readonly printed: PrintedTicket[] = []

  constructor(
    readonly serialNo: string,
    private secret: string,
    private readonly send: DeviceTransport,
  ) {}

  /** A new key (the merchant re-issued it). */
  rekey(secret: string): void {
    this.secret = secret
  }

  private call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}): Promise<DeviceResponse> {
    return this.send(method, `${SCALE_DEVICE_PATH}/${path}`, { authorization: `Scale ${this.serialNo}:${this.secret}`, ...extra }, body)
  }

  /** Pulls the PLU list: 'updated' (kept and acknowledged), 'unchanged' (304), or the refusal. */
  async pull(): Promise<'updated' | 'unchanged' | DeviceResponse> {
    const res = await this.call('GET', 'plu', undefined, this.etag ? { 'if-none-match': this.etag } : {})
    if (res.status === 304) return 'unchanged'
    if (res.status !== 200 || res.body?.state !== 0) return res
    this.list = res.body.result as ScalePluList
    this.etag = res.etag
    const ack = await this.call('POST', 'plu/ack', { version: this.list.version })
    if (ack.body?.state !== 0) return ack
    return 'updated'
  }

  /** The held list's item for `plu` (throws when the scale does not show it). */
  item(plu: number) {
    const item = this.list?.items.find((i) => i.plu === plu)
    if (!item) throw new Error(`PLU ${plu} is not on the scale`)
    return item
  }

  /** Weighs `quantity` (in the PLU's unit) and posts the ticket; `over` changes what is sent (a resend, a wrong amount). */
  async weigh(plu: number, quantity: number, over: Partial<ScaleTicketPayload> = {}): Promise<DeviceResponse & { ticket: ScaleTicketPayload }> {
    const unitPriceFen = over.unitPriceFen ?? this.item(plu).unitPriceFen
    this.seq += 1
    const ticket: ScaleTicketPayload = {
      ticketNo: `${this.serialNo}-${Date.now().toString(36)}-${this.seq}`,
      plu,
      quantity,
      unitPriceFen,
      amountFen: over.amountFen ?? lineAmountFen(quantity, unitPriceFen),
      weighedAt: new Date().toISOString(),
      ...over,
    }
    const res = await this.call('POST', 'tickets', ticket)
    if (res.body?.state === 0) this.printed.push({ ticket, answer: res.body.result as ScaleTicketAnswer })
    return { ...res, ticket }
  }
}
