/**
 * member/supplier queryDetail, update, page, updateOwePassword (docs/trade.md, "Parties"): the
 * shop's own profile with its identity code, another shop's public view, editing under 店铺资料,
 * browsing shops, and the credit-sale password behind the admin's login password.
 */
import { eq } from 'drizzle-orm'
import { contract, OWE_PASSWORD_MESSAGE, PATTERN_MESSAGES, type SupplierCard, type SupplierDetail } from '@/contract'
import { LOCKED_MSG } from '../../server/auth/loginLimit'
import { verifyPassword } from '../../server/auth/password'
import { assets, customers, shopProfiles, users } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/seeds/seedData'
import { verifyIdCode } from '../../server/auth/idCode'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'
import { BUYER, customerId, NO_MODULE, SHOP1, SHOP2, subAccountWith } from './backoffice'

let env: TestEnv
let tk: Record<'supplier01' | 'supplier01a' | 'supplier02' | 'purchaser01', string>
let shop1 = ''
let shop2 = ''
const S = contract.member.supplier
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['supplier01', 'supplier01a', 'supplier02', 'purchaser01'] as const)
  shop1 = await customerId(env, SHOP1)
  shop2 = await customerId(env, SHOP2)
}, 600_000)
afterAll(() => env?.close())

const detail = async (data: Record<string, unknown> = {}, token = tk.supplier01) => expectOk(await call<SupplierDetail>(env.app, S.queryDetail, data, { token }))
/** A shop profile's star counters, one star first. */
const starCounts = async (customer: string) => {
  const [p] = await env.db.select().from(shopProfiles).where(eq(shopProfiles.customerId, customer))
  return [p!.stars1, p!.stars2, p!.stars3, p!.stars4, p!.stars5]
}
const boothsOf = (customer: string) => env.db.select().from(assets).where(eq(assets.customerId, customer))

describe('queryDetail', () => {
  test('own shop: the seeded profile, its booths, no code unless asked; the code is a shop code of this shop', async () => {
    const d = await detail()
    const held = (await boothsOf(shop1)).map((a) => a.code).sort()
    expect(d).toMatchObject({ id: shop1, shopName: SHOP1, contactName: '李绿源', contactPhone: '0571-86001001', own: true, hasOwePassword: false, licenseImage: null })
    expect(d.intro).toContain('产地直采')
    expect(d.booths.map((b) => b.code)).toEqual(held)
    expect(d.booth).toEqual(d.booths[0])
    // The seeded trade's ratings, as the profile's star counters hold them.
    expect(d.rating.starCounts).toEqual(await starCounts(shop1))
    expect(d.rating.count).toBe((await starCounts(shop1)).reduce((a, b) => a + b, 0))
    expect(d.idCode).toBeUndefined()
    const withCode = await detail({ withIdCode: true })
    expect(withCode.idCode).toMatchObject({ kind: 'shop', refreshAfterSeconds: 60 })
    const [admin] = await env.db.select().from(users).where(eq(users.username, 'supplier01'))
    expect(verifyIdCode(withCode.idCode!.token, { expect: 'shop' })).toMatchObject({ kind: 'shop', customerId: shop1, userId: admin!.id })
    // Asking for one's own shop by id is the same as asking without.
    expect((await detail({ id: shop1 })).own).toBe(true)
  })

  test('the rating summary comes from the star counters', async () => {
    const [stars1, stars2, stars3, stars4, stars5] = await starCounts(shop2)
    await env.db.update(shopProfiles).set({ stars5: 3, stars4: 1, stars3: 0, stars2: 0, stars1: 1 }).where(eq(shopProfiles.customerId, shop2))
    expect((await detail({ id: shop2 })).rating).toEqual({ avgStars: 4, count: 5, starCounts: [1, 0, 0, 1, 3] })
    await env.db.update(shopProfiles).set({ stars1, stars2, stars3, stars4, stars5 }).where(eq(shopProfiles.customerId, shop2))
  })

  test('another shop: its public view only, never its code or password flag', async () => {
    for (const token of [tk.supplier02, tk.purchaser01]) {
      const d = await detail({ id: shop1, withIdCode: true }, token)
      expect(d).toMatchObject({ id: shop1, shopName: SHOP1, own: false })
      expect(d.idCode).toBeUndefined()
      expect(d.hasOwePassword).toBeUndefined()
    }
    expect((await call(env.app, S.queryDetail, {}, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, S.queryDetail, { id: await customerId(env, BUYER) }, { token: tk.purchaser01 })).msg).toBe('记录不存在')
    expect((await call(env.app, S.queryDetail, { id: 'nobody' }, { token: tk.supplier01 })).msg).toBe('记录不存在')
    expect((await call(env.app, S.queryDetail, {})).state).toBe(97)
  })

  test('a sub-account reads its shop; its code needs 店铺身份码', async () => {
    expect(await detail({}, tk.supplier01a)).toMatchObject({ id: shop1, own: true })
    expect((await call(env.app, S.queryDetail, { withIdCode: true }, { token: tk.supplier01a })).msg).toBe(NO_MODULE)
    const withIt = await subAccountWith(env, tk.supplier01, ['shopIdCode'])
    const d = await detail({ withIdCode: true }, withIt)
    expect(verifyIdCode(d.idCode!.token, { expect: 'shop' }).customerId).toBe(shop1)
  })

  test('a profile is created on first use from the shop\'s customer row, and at registration', async () => {
    await env.db.delete(shopProfiles).where(eq(shopProfiles.customerId, shop2))
    expect(await detail({}, tk.supplier02)).toMatchObject({ contactName: '王海丰', contactPhone: '13900000002', intro: null, booth: expect.objectContaining({ code: expect.any(String) }) })
    const reg = expectOk(await call(env.app, S.registered, { username: 'newshop01', password: 'Shop@2026', realName: '新店主', mobile: '13712345678', companyName: '新开张果行' }))
    const [profile] = await env.db.select().from(shopProfiles).where(eq(shopProfiles.customerId, reg.customerId))
    expect(profile).toMatchObject({ contactName: '新店主', contactPhone: '13712345678' })
  })
})

describe('update', () => {
  test('changes the shop\'s name and profile; the main booth must be one of its own', async () => {
    const mine = await boothsOf(shop1)
    const main = mine[mine.length - 1]!
    const d = expectOk(
      await call<SupplierDetail>(
        env.app,
        S.update,
        { shopName: '绿源果蔬商行（总店）', contactName: '李经理', contactPhone: '13912345678', boothAssetId: main.id, licenseImage: '/uploads/license01.jpg', intro: '新简介', address: '新地址' },
        { token: tk.supplier01 },
      ),
    )
    expect(d).toMatchObject({ shopName: '绿源果蔬商行（总店）', contactName: '李经理', contactPhone: '13912345678', booth: { assetId: main.id, code: main.code, name: main.name }, licenseImage: '/uploads/license01.jpg', intro: '新简介', address: '新地址' })
    expect((await detail()).shopName).toBe('绿源果蔬商行（总店）')
    const partial = expectOk(await call<SupplierDetail>(env.app, S.update, { intro: '只改简介' }, { token: tk.supplier01 }))
    expect(partial).toMatchObject({ intro: '只改简介', contactName: '李经理', shopName: '绿源果蔬商行（总店）' })
    const foreignBooth = (await boothsOf(shop2))[0]!
    const upd = (data: Record<string, unknown>, token = tk.supplier01) => call(env.app, S.update, data, { token })
    expect((await upd({ boothAssetId: foreignBooth.id })).msg).toBe('摊位不存在')
    expect((await upd({ contactPhone: '12345' })).msg).toBe(PATTERN_MESSAGES.contactPhone)
    expect((await upd({ shopName: '绿' })).msg).toBe('店铺名称需为2-50个字符')
    expect((await upd({ licenseImage: 'javascript:alert(1)' })).msg).toBe('图片地址不正确')
    expect((await upd({ intro: '长'.repeat(501) })).msg).toBe('店铺简介不能超过500个字符')
    expect((await upd({ address: '长'.repeat(201) })).msg).toBe('地址不能超过200个字符')
    expect((await upd({ contactName: '长'.repeat(21) })).msg).toBe('联系人不能超过20个字符')
    // Back to the demo name for the other tests.
    expectOk(await upd({ shopName: SHOP1 }))
    // The other shop's profile is untouched by all of it.
    const [theirs] = await env.db.select().from(customers).where(eq(customers.id, shop2))
    expect(theirs!.name).toBe(SHOP2)
  })

  test('店铺资料 is needed: the cashier is refused, a role granting it may; buyers and anonymous are refused', async () => {
    expect((await call(env.app, S.update, { intro: 'x' }, { token: tk.supplier01a })).msg).toBe(NO_MODULE)
    const editor = await subAccountWith(env, tk.supplier01, ['shopInfo'])
    expect(expectOk(await call<SupplierDetail>(env.app, S.update, { intro: '子账号改的简介' }, { token: editor }))).toMatchObject({ id: shop1, intro: '子账号改的简介' })
    expect((await call(env.app, S.update, { intro: 'x' }, { token: tk.purchaser01 })).msg).toBe('无权访问该功能')
    expect((await call(env.app, S.update, { intro: 'x' })).state).toBe(97)
  })
})

describe('page', () => {
  test('every shop\'s public card; keyword by name or booth code; paging', async () => {
    const page = expectOk(await call<{ records: SupplierCard[]; total: number }>(env.app, S.page, {}, { token: tk.purchaser01 }))
    const byId = new Map(page.records.map((r) => [r.id, r]))
    expect(byId.get(shop1)).toMatchObject({ shopName: SHOP1, contactPhone: expect.any(String), rating: { starCounts: await starCounts(shop1) } })
    expect(byId.get(shop1)!.boothCodes.sort()).toEqual((await boothsOf(shop1)).map((a) => a.code).sort())
    expect(page.records.every((r) => !('owePasswordHash' in r))).toBe(true)
    expect(expectOk(await call<{ records: SupplierCard[] }>(env.app, S.page, { keyword: '鲜丰' }, { token: tk.supplier01 })).records.map((r) => r.id)).toEqual([shop2])
    const code = (await boothsOf(shop2))[0]!.code
    expect(expectOk(await call<{ records: SupplierCard[] }>(env.app, S.page, { keyword: code }, { token: tk.supplier01 })).records.map((r) => r.id)).toEqual([shop2])
    const one = expectOk(await call<{ records: SupplierCard[]; total: number; cursor: string }>(env.app, S.page, { size: 1, withTotal: true }, { token: tk.supplier01 }))
    expect(one.records).toHaveLength(1)
    expect(one.total).toBe(page.records.length)
    const next = expectOk(await call<{ records: SupplierCard[] }>(env.app, S.page, { size: 1, cursor: one.cursor }, { token: tk.supplier01 }))
    expect(next.records[0]!.id).toBe(page.records[1]!.id)
    expect((await call(env.app, S.page, { keyword: '长'.repeat(51) }, { token: tk.supplier01 })).msg).toBe('搜索内容不能超过50个字符')
    expect((await call(env.app, S.page, {})).state).toBe(97)
  })
})

describe('updateOwePassword', () => {
  test('confirmed with the admin\'s login password; the flag shows; stored hashed', async () => {
    const set = (data: Record<string, unknown>, token = tk.supplier01) => call(env.app, S.updateOwePassword, data, { token })
    expect((await set({ loginPassword: DEMO_PASSWORD, owePassword: '12345' })).msg).toBe(OWE_PASSWORD_MESSAGE)
    expect((await set({ loginPassword: DEMO_PASSWORD, owePassword: 'abcdef' })).msg).toBe(OWE_PASSWORD_MESSAGE)
    expect((await set({ owePassword: '123456' })).msg).toBe('缺少参数：loginPassword')
    expect((await set({ loginPassword: DEMO_PASSWORD, owePassword: '246810' }, tk.supplier01a)).msg).toBe('仅商户管理员可操作')
    expect((await set({ loginPassword: DEMO_PASSWORD, owePassword: '246810' }, tk.purchaser01)).msg).toBe('仅商户管理员可操作')
    expect(expectOk(await set({ loginPassword: DEMO_PASSWORD, owePassword: '246810' }))).toBeNull()
    expect((await detail()).hasOwePassword).toBe(true)
    expect((await detail({}, tk.supplier02)).hasOwePassword).toBe(false)
    const [p] = await env.db.select().from(shopProfiles).where(eq(shopProfiles.customerId, shop1))
    expect(p!.owePasswordHash).not.toContain('246810')
    expect(await verifyPassword('246810', p!.owePasswordHash!)).toBe(true)
  })

  test('wrong login passwords count towards the login lock-out', async () => {
    const set = (loginPassword: string) => call(env.app, S.updateOwePassword, { loginPassword, owePassword: '135790' }, { token: tk.supplier02 })
    for (let i = 0; i < 5; i++) expect((await set('Wrong@2026')).msg).toBe('登录密码错误')
    expect((await set(DEMO_PASSWORD)).msg).toBe(LOCKED_MSG)
    const [p] = await env.db.select().from(shopProfiles).where(eq(shopProfiles.customerId, shop2))
    expect(p!.owePasswordHash).toBeNull()
  })
})
