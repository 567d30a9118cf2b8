import { contract } from '../../src/api/contract'
import { call, login, setup, type TestEnv } from './helpers'

let env: TestEnv
beforeAll(async () => {
  env = await setup()
}, 60_000)
afterAll(() => env?.close())

test('login and profile', async () => {
  const t = await login(env.app, 'supplier01')
  const r = await call(env.app, contract.permission.permission.getRoleModulListAndButtonList, {}, { token: t })
  expect(r.state).toBe(0)
  console.log(JSON.stringify(r.result))
})
