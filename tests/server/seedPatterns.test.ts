/** The seeded demo data passes the contract's patterns: what the app and the API would accept. */
import { PATTERNS, type PatternName } from '@/contract'
import { complaints, customers, leaseRegistrations, leases, leaseTransfers, prefillOrders, sysLogoConf, users } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { RESET_PASSWORD } from '../../server/modules/user/accounts'
import { setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 600_000)
afterAll(() => env?.close())

/** The values that fail `name` (an empty list when all pass, so a failure names them). */
const failing = (name: PatternName, values: Array<string | null>) => values.filter((v) => v !== null && !PATTERNS[name].test(v))

test('demo accounts: user names, real names, mobiles, e-mails and the passwords', async () => {
  const rows = await env.db.select().from(users)
  expect(rows.length).toBeGreaterThan(0)
  expect(failing('username', rows.map((u) => u.username))).toEqual([])
  expect(failing('chineseName', rows.map((u) => u.realName))).toEqual([])
  expect(failing('mobile', rows.map((u) => u.mobile))).toEqual([])
  expect(failing('email', rows.map((u) => u.email))).toEqual([])
  expect(failing('password', [DEMO_PASSWORD, RESET_PASSWORD])).toEqual([])
})

test('customers, complaints, entry reports and the centre: phones, names and plates', async () => {
  const cs = await env.db.select().from(customers)
  expect(failing('mobile', cs.map((c) => c.mobile))).toEqual([])
  const cps = await env.db.select().from(complaints)
  expect(cps.length).toBeGreaterThan(0)
  expect(failing('contactPhone', cps.map((c) => c.contactPhone))).toEqual([])
  expect(failing('chineseName', cps.map((c) => c.contactName))).toEqual([])
  const orders = await env.db.select().from(prefillOrders)
  expect(orders.length).toBeGreaterThan(0)
  expect(failing('mobile', orders.map((o) => o.driverPhone))).toEqual([])
  expect(failing('plate', orders.map((o) => o.plateNumber))).toEqual([])
  const [centre] = await env.db.select().from(sysLogoConf)
  expect(failing('contactPhone', [centre!.phone])).toEqual([])
})

test('leases, sign-ups and take-overs: contact phones and names as the lease forms take them', async () => {
  const contacts = [
    ...(await env.db.select({ phone: leases.contactPhone, name: leases.contactName }).from(leases)),
    ...(await env.db.select({ phone: leaseRegistrations.contactPhone, name: leaseRegistrations.contactName }).from(leaseRegistrations)),
    ...(await env.db.select({ phone: leaseTransfers.contactPhone, name: leaseTransfers.contactName }).from(leaseTransfers)),
  ]
  expect(contacts.length).toBeGreaterThan(10)
  expect(failing('contactPhone', contacts.map((c) => c.phone))).toEqual([])
  expect(failing('chineseName', contacts.map((c) => c.name))).toEqual([])
})
