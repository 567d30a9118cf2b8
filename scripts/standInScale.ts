/**
 * The stand-in scale against a running server (docs/scale-device-api.md, "Trying it"):
 *
 *   npm run scale -- register [--api URL] [--user supplier01] [--serial ES-DEMO-01] [--name 演示电子秤]
 *       logs the shop in, registers the scale and prints its key (once)
 *   npm run scale -- pull  --serial S --key sk_...     pulls the PLU list (and acknowledges it)
 *   npm run scale -- weigh --serial S --key sk_... --plu 1 --qty 2.5 [--ticket NO]
 *       pulls, weighs and posts one ticket; prints the code to scan
 *
 * --api defaults to http://127.0.0.1:3000 (the server's default port) or SCALE_API.
 */
import { contract, type Envelope, type LoginUser, type ScaleKeyIssued } from '@/contract'
import { DEMO_PASSWORD, USERS } from '../server/seeds/seedData'
import { httpTransport, StandInScale } from './scale/standIn'

const args = process.argv.slice(2)
const command = args[0]
const flag = (name: string, fallback?: string): string => {
  const i = args.indexOf(`--${name}`)
  const value = i >= 0 ? args[i + 1] : fallback
  if (value === undefined) throw new Error(`--${name} is needed`)
  return value
}
const api = flag('api', process.env.SCALE_API ?? 'http://127.0.0.1:3000')

async function post<R>(path: string, form: Record<string, string>, token?: string): Promise<R> {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(form).toString(),
  })
  const body = (await res.json()) as Envelope<R>
  if (body.state !== 0) throw new Error(body.msg)
  return body.result
}

async function register(): Promise<void> {
  const username = flag('user', 'supplier01')
  const user = USERS.find((u) => u.username === username)
  const login = await post<LoginUser>(contract.login.login.path, { username, password: flag('password', DEMO_PASSWORD), userType: user?.userType ?? 'supplier' })
  const issued = await post<ScaleKeyIssued>(
    contract.member.electronicScaleManage.register.path,
    { serialNo: flag('serial', `ES-DEMO-${Date.now().toString(36).toUpperCase()}`), name: flag('name', '演示电子秤') },
    login.token,
  )
  console.log(`registered ${issued.scale.serialNo} (${issued.scale.name})\nkey (shown once): ${issued.secret}`)
}

async function main(): Promise<void> {
  if (command === 'register') return register()
  const scale = new StandInScale(flag('serial'), flag('key'), httpTransport(api))
  const pulled = await scale.pull()
  if (typeof pulled !== 'string') throw new Error(`pull refused (${pulled.status}): ${pulled.body?.msg ?? ''}`)
  console.log(`PLU list version ${scale.list?.version}: ${pulled}`)
  if (command === 'pull') {
    for (const i of scale.list?.items ?? []) console.log(`  PLU ${i.plu}  ${i.name}  ${(i.unitPriceFen / 100).toFixed(2)}/${i.unit}`)
    return
  }
  if (command !== 'weigh') throw new Error('commands: register, pull, weigh')
  const res = await scale.weigh(Number(flag('plu')), Number(flag('qty')), args.includes('--ticket') ? { ticketNo: flag('ticket') } : {})
  if (res.body?.state !== 0) throw new Error(`ticket refused (${res.status}): ${res.body?.msg ?? ''}`)
  console.log(`ticket ${res.ticket.ticketNo}: ${JSON.stringify(res.body.result)}`)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
