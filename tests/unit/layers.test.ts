/**
 * The layers of design section 2, as the lint rules enforce them: each case lints a one-line
 * import as if it stood in a file of that layer; the data hooks' dependency lists; and the
 * built-ins the app's declared targets (Chrome 64, iOS 12) or WeChat's engines lack.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')
type Case = readonly [file: string, code: string]

// ESLint loads its flat config through import(), which jest's module runtime refuses: lint every
// case in one child Node process instead.
const LINT = `
const { ESLint } = require('eslint')
const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'))
const eslint = new ESLint({ cwd: process.cwd() })
Promise.all(cases.map(async ([file, code]) => {
  const [r] = await eslint.lintText(code + '\\n', { filePath: require('path').resolve(file) })
  return r.messages.filter((m) => ['no-restricted-imports', 'react-hooks/exhaustive-deps', 'no-restricted-globals', 'no-restricted-properties'].includes(m.ruleId)).map((m) => m.ruleId + ': ' + m.message)
})).then((out) => process.stdout.write(JSON.stringify(out)))
`
function lintAll(cases: readonly Case[]): string[][] {
  return JSON.parse(execFileSync(process.execPath, ['-e', LINT], { cwd: root, input: JSON.stringify(cases), encoding: 'utf8' }))
}

const UPWARD: readonly Case[] = [
    ['src/contract/fixture.ts', "import { go } from '@/core/navigate'"],
    ['src/contract/fixture.ts', "import Taro from '@tarojs/taro'"],
    ['src/contract/fixture.ts', "import { LIMITS } from '@/config'"],
    ['src/config/fixture.ts', "import { request } from '@/core/request'"],
    ['src/routes/fixture.ts', "import { useSession } from '@/stores/session'"],
    ['src/core/fixture.ts', "import { useSession } from '@/stores/session'"],
    ['src/core/fixture.ts', "import { memberApi } from '@/api/member'"],
    ['src/api/fixture.ts', "import { useSession } from '@/stores/session'"],
    ['src/stores/fixture.ts', "import { Page } from '@/components/Page'"],
    ['src/components/Fixture/index.tsx', "import Screen from '@/pages/complaint/index'"],
    ['src/domain/fixture/status.ts', "import Detail from '@/supplier/index'"],
    ['server/modules/fixture.ts', "import { validate } from '@/core/validate'"],
    ['server/modules/fixture.ts', "import { validate } from '../../src/core/validate'"],
    ['src/pages/fixture.tsx', "import { Page } from '../components/Page'"],
]
const ALLOWED: readonly Case[] = [
    ['src/contract/types/member/fixture.ts', "import type { PageQuery } from '@/contract/types/common'"],
    ['src/core/fixture.ts', "import { member } from '@/contract/member'"],
    ['src/core/fixture.ts', "import { pathOf } from '@/routes'"],
    ['src/api/fixture.ts', "import { request } from '@/core/request'"],
    ['src/stores/fixture.ts', "import { userApi } from '@/api/user'"],
    ['src/domain/fixture/card.tsx', "import { ListCard } from '@/components/ListCard'"],
    ['src/components/Fixture/index.tsx', "import { useSession } from '@/stores/session'"],
    ['src/pages/fixture.tsx', "import { COMPLAINT_STATUS } from '@/domain/complaint/status'"],
    ['src/pages/fixture.tsx', "import './fixture.scss'"],
    ['server/modules/fixture.ts', "import { contract } from '@/contract'"],
    ['server/modules/fixture.ts', "import { PATTERNS } from '@/contract/patterns'"],
]

// The data hooks are checked like useEffect: a loader reading `status` must list it.
const HOOKS: readonly Case[] = [
  [
    'src/pages/fixture.tsx',
    "import { usePagedList } from '@/hooks/usePagedList'\nexport function useX(status: string) { return usePagedList((q) => Promise.resolve({ ...q, status, records: [], total: 0 }), []) }",
  ],
  [
    'src/pages/fixture.tsx',
    "import { useAsyncData } from '@/hooks/useAsyncData'\nexport function useX(id: string) { return useAsyncData(() => Promise.resolve(id), []) }",
  ],
]

// Built-ins newer than the targets: refused in the app (core/polyfills defines three), fine on the server.
const ENGINE_REFUSED: readonly Case[] = [
  ['src/core/fixture.ts', 'export const f = (n: number) => new Intl.NumberFormat().format(n)'],
  ['src/contract/fixture.ts', 'export const f = (n: number) => BigInt(n)'],
  ['src/core/fixture.ts', 'export const c = globalThis.crypto'],
  ['src/pages/fixture.tsx', 'export const last = (a: number[]) => a.at(-1)'],
  ['src/domain/fixture/x.ts', "export const f = (s: string) => s.replaceAll('a', 'b')"],
  ['src/hooks/fixture.ts', 'export const f = (o: object) => Object.hasOwn(o, "a")'],
]
const ENGINE_ALLOWED: readonly Case[] = [
  ['src/pages/fixture.tsx', 'export const f = (a: number[][]) => Object.fromEntries(a.flatMap((x) => x.map((n) => [n, n])))'],
  ['src/stores/fixture.ts', 'export const f = (p: Promise<unknown>[]) => Promise.allSettled(p)'],
  ['server/lib/fixture.ts', 'export const f = (n: number) => BigInt(n) + new Intl.NumberFormat().format(n).length'],
]

const results = lintAll([...UPWARD, ...ALLOWED, ...HOOKS, ...ENGINE_REFUSED, ...ENGINE_ALLOWED])
const engineResults = results.slice(UPWARD.length + ALLOWED.length + HOOKS.length)

test.each(ENGINE_REFUSED.map((c, i) => [...c, engineResults[i]] as const))('a built-in the targets lack, refused: %s: %s', (_file, _code, messages) => {
  expect(messages).toEqual([expect.stringMatching(/^no-restricted-(globals|properties): .*declared targets/)])
})

test.each(ENGINE_ALLOWED.map((c, i) => [...c, engineResults[ENGINE_REFUSED.length + i]] as const))('polyfilled, or on the server, allowed: %s: %s', (_file, _code, messages) => {
  expect(messages).toEqual([])
})

test.each(HOOKS.map((c, i) => [...c, results[UPWARD.length + ALLOWED.length + i]] as const))('a data hook missing a dependency fails: %s', (_file, _code, messages) => {
  expect(messages).toEqual([expect.stringMatching(/^react-hooks\/exhaustive-deps: .*missing dependency/)])
})

test.each(UPWARD.map((c, i) => [...c, results[i]] as const))('upward, refused: %s: %s', (_file, _code, messages) => {
  expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: /)])
})

test.each(ALLOWED.map((c, i) => [...c, results[UPWARD.length + i]] as const))('along the layers, allowed: %s: %s', (_file, _code, messages) => {
  expect(messages).toEqual([])
})
