/**
 * The attack run's trust probes (issue 17, items 1-8): what a dishonest shop or a stranger would
 * try against a buyer's money, each counted in the attack's tally like the other categories. A
 * "leak" is an attempt that worked: a forged code accepted, a code spent twice, a balance charge
 * nobody confirmed, a published or reused password logging in, a bill paid twice, a buyer listed
 * to a shop that never traded with it, an anonymous rating naming its order, a credit-sale
 * password checked past the lock-out, a simulator page or confirm answering a guessed number.
 */
import { createHmac, randomBytes } from 'node:crypto'
import { contract, type Endpoint } from '@/contract'

export interface Answer {
  status: number
  state?: number
  msg?: string
  result?: unknown
}

export interface AttackKit {
  base: string
  send(ep: Pick<Endpoint, 'path' | 'method' | 'body'>, data: Record<string, unknown>, opts?: { token?: string; headers?: Record<string, string>; ip?: string }): Promise<Answer>
  record(category: string, leaked: boolean, example?: string): void
  tokens: Record<string, string>
}

/** An answer's result, typed as the probe reads it. */
const result = <T = Record<string, unknown>>(a: Answer): T => (a.result ?? {}) as T
const ok = (a: Answer) => a.state === 0 && a.status < 500

const { member, settle, login } = contract

/** Item 1: a code minted with secrets anyone could know (the one that used to be in the source). */
async function forgedCodes(k: AttackKit): Promise<void> {
  const me = result<{ id: string }>(await k.send(member.purchase.queryDetail, {}, { token: k.tokens.purchaser01 }))
  const potato = await skuOf(k, k.tokens.supplier01!)
  for (const key of ['dev-only-identity-code-secret-change-me', 'secret', 'changeme', 'Market@2026', '']) {
    const payload = { k: 'b', c: me.id, u: 'x', e: Math.floor(Date.now() / 1000) + 300, n: randomBytes(16).toString('base64url'), l: 200_000 }
    const head = `MC1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`
    const token = `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`
    const scan = await k.send(member.customer.queryDetail, { code: token }, { token: k.tokens.supplier01 })
    k.record('forged identity codes (1)', ok(scan), `queryDetail with a code signed by "${key}": ${scan.msg}`)
    const sale = await k.send(settle.orderInfo.create, { purchaserId: me.id, idCode: token, payMethod: 'balance', lines: [{ skuId: potato, quantity: 1 }] }, { token: k.tokens.supplier01 })
    k.record('forged identity codes (1)', ok(sale), `create with a code signed by "${key}": ${sale.msg}`)
  }
}

async function skuOf(k: AttackKit, token: string): Promise<string> {
  const page = result<{ records: Array<{ skus: Array<{ id: string; stockQty: number }> }> }>(await k.send(member.sku.proAndSkuPage, { current: 1, size: 20 }, { token }))
  return page.records.flatMap((p) => p.skus).find((s) => s.stockQty > 50)!.id
}

/** Item 2: one code, many charges: 5 balance sales at 2 shops from one code, with and without a limit. */
async function oneCodeManyCharges(k: AttackKit): Promise<void> {
  const me = result<{ id: string }>(await k.send(member.purchase.queryDetail, {}, { token: k.tokens.purchaser01 }))
  const skus = { supplier01: await skuOf(k, k.tokens.supplier01!), supplier02: await skuOf(k, k.tokens.supplier02!) }
  for (const idCodeLimitFen of [0, 200_000]) {
    const code = result<{ idCode: { token: string } }>(await k.send(member.purchase.queryDetail, { withIdCode: true, idCodeLimitFen }, { token: k.tokens.purchaser01 })).idCode.token
    const shops = ['supplier01', 'supplier02', 'supplier01', 'supplier02', 'supplier01'] as const
    const answers = await Promise.all(shops.map((s) => k.send(settle.orderInfo.create, { purchaserId: me.id, idCode: code, payMethod: 'balance', lines: [{ skuId: skus[s], quantity: 1 }] }, { token: k.tokens[s] })))
    const made = answers.filter(ok)
    answers.forEach((a, i) => {
      const second = ok(a) && made.indexOf(a) > 0
      const unconfirmed = ok(a) && idCodeLimitFen === 0 && result<{ status: string }>(a).status !== 'unpaid'
      k.record('one code, many charges (2)', second || unconfirmed || a.status >= 500, `${shops[i]} sale ${i + 1} with one code (limit ${idCodeLimitFen}): ${a.state} ${a.msg} ${result<{ status?: string }>(a).status ?? ''}`)
    })
  }
}

/** Item 3: a cashier registers buyers in a burst; the published password; the answer's content. */
async function stallRegistration(k: AttackKit): Promise<void> {
  const cashier = k.tokens.supplier01a!
  const answers: Answer[] = []
  for (let i = 0; i < 30; i++) answers.push(await k.send(member.customer.registered, { name: `攻击登记${i}`, mobile: `1365${String(1000000 + i).slice(-7)}` }, { token: cashier }))
  answers.forEach((a, i) => k.record('stall registration (3)', a.status >= 500 || (ok(a) && answers.filter(ok).indexOf(a) >= 10) || /Market@123|临时密码[A-Za-z0-9]{6}/.test(a.msg ?? ''), `registration ${i + 1}: ${a.state} ${a.msg}`))
  const registered = answers.map((a, i) => (ok(a) ? `1365${String(1000000 + i).slice(-7)}` : null)).filter((m): m is string => m !== null)
  for (const mobile of registered) {
    const a = await k.send(login.login, { username: mobile, password: 'Market@123', userType: 'purchaser' }, { ip: `203.0.113.${(Number(mobile.slice(-2)) % 200) + 1}` })
    k.record('stall registration (3)', ok(a), `login ${mobile} with Market@123: ${a.msg}`)
  }
}

/** Item 4: a bill's WeChat Pay and balance payments at once, every attempt then confirmed. */
async function billPaidTwice(k: AttackKit): Promise<void> {
  const shop = k.tokens.supplier01!
  const bills = result<{ records: Array<{ id: string; outstandingFen: number }> }>(await k.send(settle.billInfo.pageMyBill, { current: 1, size: 20 }, { token: shop })).records
  const bill = bills.sort((a, b) => a.outstandingFen - b.outstandingFen)[0]
  if (!bill) return
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => k.send(settle.billInfo.payBill, i % 2 ? { id: bill.id, payMethod: 'balance' } : { id: bill.id, payMethod: 'wechat', payChannel: 'web' }, { token: shop })))
  const links = answers.filter((a) => ok(a) && result<{ settled: boolean }>(a).settled === false).map((a) => result<{ request: { simulatorUrl: string } }>(a).request.simulatorUrl)
  for (const link of new Set(links)) {
    const query = Object.fromEntries(new URL(link, k.base).searchParams)
    await fetch(`${k.base}/pay-simulator/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(query) })
  }
  const detail = result<{ payments: Array<{ status: string; provider: string }> }>(await k.send(settle.billInfo.queryById, { id: bill.id }, { token: shop }))
  const succeeded = detail.payments.filter((p) => p.status === 'succeeded')
  answers.forEach((a, i) => k.record('bill paid twice (4)', a.status >= 500, `payBill ${i + 1}: ${a.status} ${a.msg}`))
  succeeded.forEach((p, i) => k.record('bill paid twice (4)', i > 0, `payment ${i + 1} of one bill succeeded (${p.provider})`))
}

/** Item 5: a shop registered a minute ago lists buyers, confirms mobiles, sends unexpected orders. */
async function strangerShop(k: AttackKit): Promise<void> {
  const reg = await k.send(member.supplier.registered, { username: 'strangeshop', password: 'Shop@2026', realName: '刘新店', mobile: '13712340000', companyName: '刚注册的商行' }, { ip: '198.51.100.200' })
  if (!ok(reg)) return
  const token = result<{ token: string }>(await k.send(login.login, { username: 'strangeshop', password: 'Shop@2026', userType: 'supplier' }, { ip: '198.51.100.201' })).token
  const listed = result<{ records: Array<{ id: string }> }>(await k.send(member.customer.pageListAll, { current: 1, size: 100 }, { token }))
  k.record('a stranger shop and the buyers (5)', listed.records.length > 0, `pageListAll lists ${listed.records.length} buyers`)
  const byName = result<{ records: unknown[] }>(await k.send(member.customer.pageListAll, { current: 1, size: 100, keyword: '城南' }, { token }))
  k.record('a stranger shop and the buyers (5)', byName.records.length > 0, `pageListAll by name: ${byName.records.length}`)
  const buyerId = result<{ id: string }>(await k.send(member.purchase.queryDetail, {}, { token: k.tokens.purchaser01 })).id
  const byId = await k.send(member.customer.queryById, { id: buyerId }, { token })
  k.record('a stranger shop and the buyers (5)', ok(byId), `queryById of a buyer it never traded with: ${byId.msg}`)
  let found = 0
  for (let i = 0; i < 40; i++) {
    const a = await k.send(member.customer.pageListAll, { current: 1, size: 5, keyword: `1390000${String(i).padStart(4, '0')}` }, { token })
    if (ok(a)) found++
    k.record('a stranger shop and the buyers (5)', found > 30 && ok(a), `exact-mobile lookup ${i + 1}: ${a.msg}`)
  }
  // Unexpected orders: a SKU of its own, then ten orders of 999,999 yuan with a link in the remark.
  const product = result<{ records: Array<{ id: string }> }>(await k.send(member.product.page, { current: 1, size: 1 }, { token })).records[0]
  if (!product) return
  await k.send(member.sku.createSkuAndStore, { productId: product.id, unit: '公斤', priceFen: 100, stockQty: 100, shelfLifeDays: 30 }, { token })
  const sku = await skuOf(k, token).catch(() => '')
  if (!sku) return
  const orders: Answer[] = []
  for (let i = 0; i < 10; i++) orders.push(await k.send(settle.orderInfo.create, { purchaserId: buyerId, payMethod: 'wechat', lines: [{ skuId: sku, quantity: 1, priceFen: 99_999_900 }], remark: i % 2 ? '请点击 http://pay.example.cn 付款' : '请尽快付款' }, { token }))
  orders.forEach((a, i) => k.record('a stranger shop and the buyers (5)', ok(a) && (i % 2 === 1 || orders.slice(0, i).filter(ok).length >= 3), `unexpected order ${i + 1}: ${a.state} ${a.msg}`))
}

/** Item 6: the shop's rating list must not tie an anonymous rating to its order. */
async function anonymousRatings(k: AttackKit): Promise<void> {
  const page = result<{ records: Array<{ purchaserName: string; orderId: string | null; orderNo: string | null }> }>(await k.send(member.memberEvaluate.page, { current: 1, size: 100 }, { token: k.tokens.supplier01 }))
  for (const e of page.records.filter((r) => r.purchaserName === '匿名买家')) k.record('anonymous ratings (6)', e.orderId !== null || e.orderNo !== null, `anonymous rating with order ${e.orderNo}`)
}

/** Item 7: guessing the credit-sale password, and credit without it. */
async function creditPassword(k: AttackKit): Promise<void> {
  const shop = k.tokens.supplier01!
  await k.send(member.supplier.updateOwePassword, { loginPassword: 'Market@2026', owePassword: '246810' }, { token: shop, ip: '192.0.2.250' })
  const buyerId = result<{ id: string }>(await k.send(member.purchase.queryDetail, {}, { token: k.tokens.purchaser01 })).id
  const sku = await skuOf(k, shop)
  const line = [{ skuId: sku, quantity: 1 }]
  let checked = 0
  for (let i = 0; i < 40; i++) {
    const a = await k.send(settle.orderInfo.create, { purchaserId: buyerId, payMethod: 'credit', owePassword: String(100000 + i), lines: line }, { token: shop, ip: `192.0.2.${100 + i}` })
    if (a.msg === '赊账密码错误') checked++
    k.record('credit-sale password (7)', a.status >= 500 || ok(a) || (a.msg === '赊账密码错误' && checked > 5), `guess ${i + 1}: ${a.msg}`)
  }
  const noPassword = await k.send(settle.orderInfo.create, { purchaserId: buyerId, payMethod: 'credit', lines: line }, { token: shop })
  k.record('credit-sale password (7)', ok(noPassword), `unpaid credit order without the password: ${noPassword.msg}`)
  const wechat = await k.send(settle.orderInfo.create, { purchaserId: buyerId, payMethod: 'wechat', lines: line }, { token: k.tokens.supplier01 })
  if (ok(wechat)) {
    const onCredit = await k.send(settle.orderInfo.pay, { id: result<{ id: string }>(wechat).id, payMethod: 'credit' }, { token: k.tokens.purchaser01 })
    k.record('credit-sale password (7)', ok(onCredit), `the buyer's credit on an order the shop did not put on credit: ${onCredit.msg}`)
  }
}

/** Item 8: the simulator's pages for a guessed or bare pay number. */
async function paymentSimulator(k: AttackKit): Promise<void> {
  const buyer = k.tokens.purchaser01!
  const orders = result<{ records: Array<{ id: string; payMethod: string }> }>(await k.send(settle.orderInfo.page, { status: 'unpaid', current: 1, size: 20 }, { token: buyer })).records
  const order = orders.find((o) => o.payMethod === 'wechat') ?? orders[0]
  if (!order) return
  const start = await k.send(settle.orderInfo.pay, { id: order.id, payMethod: 'wechat', payChannel: 'web' }, { token: buyer })
  const payNo = result<{ payNo?: string }>(start).payNo
  if (!payNo) return
  const day = payNo.slice(2, 10)
  for (let i = 1; i <= 60; i++) {
    const guess = `PY${day}${String(i).padStart(8, '0')}`
    const page = await fetch(`${k.base}/pay-simulator/checkout?payNo=${guess}`)
    k.record('payment simulator (8)', page.status === 200, `checkout of guessed ${guess}: ${page.status}`)
  }
  const bare = await fetch(`${k.base}/pay-simulator/checkout?payNo=${payNo}`)
  k.record('payment simulator (8)', bare.status === 200, `checkout of the real pay number without its link: ${bare.status}`)
  const confirm = await fetch(`${k.base}/pay-simulator/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payNo }) })
  const body = (await confirm.json()) as { paid?: boolean }
  k.record('payment simulator (8)', body.paid === true, `confirm of the real pay number without its link: paid ${body.paid}`)
  const looksSequential = /^PY\d{16}$/.test(payNo)
  k.record('payment simulator (8)', looksSequential, `pay number ${payNo}`)
}

/** The probes in an order where none disturbs the next (the credit-sale password is set last). */
export async function trustProbes(k: AttackKit): Promise<void> {
  await forgedCodes(k)
  await oneCodeManyCharges(k)
  await stallRegistration(k)
  await billPaidTwice(k)
  await strangerShop(k)
  await anonymousRatings(k)
  await paymentSimulator(k)
  await creditPassword(k)
}
