/** When `npm start`, the browser tests and the mini-program tests rebuild: server/buildStale.ts. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { newestMtime, ROOT, SOURCE_DIRS, staleReason } from '../../server/buildStale'

let dir: string
const at = (file: string, seconds: number) => {
  const full = path.join(dir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  if (!fs.existsSync(full)) fs.writeFileSync(full, '')
  fs.utimesSync(full, seconds, seconds)
  return full
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stale-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test('the sources are src/, config/ and the library patches of the project', () => {
  expect(SOURCE_DIRS).toEqual([path.join(ROOT, 'src'), path.join(ROOT, 'config'), path.join(ROOT, 'patches')])
  expect(fs.existsSync(path.join(ROOT, 'package.json'))).toBe(true)
})

test('newestMtime looks through nested folders; a missing folder is 0', () => {
  at('src/a.ts', 1000)
  at('src/deep/er/b.ts', 3000)
  at('src/c.ts', 2000)
  expect(newestMtime(path.join(dir, 'src'))).toBe(3000 * 1000)
  expect(newestMtime(path.join(dir, 'nope'))).toBe(0)
})

describe('staleReason', () => {
  const sources = () => [path.join(dir, 'src'), path.join(dir, 'config')]

  test('no build yet: missing', () => {
    at('src/a.ts', 1000)
    expect(staleReason(path.join(dir, 'dist/h5/index.html'), sources())).toBe('missing')
  })

  test('a build newer than every source is up to date', () => {
    at('src/a.ts', 1000)
    at('config/index.ts', 1500)
    expect(staleReason(at('dist/h5/index.html', 2000), sources())).toBeNull()
  })

  test('a source changed after the build (new code pulled): stale', () => {
    const index = at('dist/h5/index.html', 2000)
    at('src/pages/navi.tsx', 1000)
    expect(staleReason(index, sources())).toBeNull()
    at('src/pages/navi.tsx', 3000)
    expect(staleReason(index, sources())).toBe('stale')
  })

  test('a changed build configuration counts too', () => {
    const index = at('dist/h5/index.html', 2000)
    at('src/a.ts', 1000)
    at('config/prod.ts', 2500)
    expect(staleReason(index, sources())).toBe('stale')
  })
})
