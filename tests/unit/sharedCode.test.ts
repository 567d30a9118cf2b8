/** config/sharedCode: which mini-program code ships once in the main package instead of copies. */
import type { Module } from 'webpack'
import { MIN_SUBPACKAGES, SHARED_CHUNK, sharedCodeCacheGroup, subpackagesUsing } from '../../config/sharedCode'

const ROOTS = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff', 'pages/msg', 'pages/notice', 'knowledge']
const moduleIn = (...chunks: string[]) => ({ chunks }) as unknown as Module
const chunkGraph = { getModuleChunksIterable: (m: Module) => (m as unknown as { chunks: string[] }).chunks.map((name) => ({ name })) }
const roleHomes = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff'].map((r) => `${r}/index`)

test('the subpackages using a module; null when a main-package chunk uses it too', () => {
  expect(subpackagesUsing(moduleIn('pages/msg/index', 'pages/msg/detail', 'knowledge/trainList'), chunkGraph, ROOTS)).toEqual(new Set(['pages/msg', 'knowledge']))
  expect(subpackagesUsing(moduleIn('pages/login', 'supplier/login'), chunkGraph, ROOTS)).toBeNull()
  expect(subpackagesUsing(moduleIn('common'), chunkGraph, ROOTS)).toBeNull()
  // `pages/msg` is a subpackage root; `pages/msgx/...` is not inside it.
  expect(subpackagesUsing(moduleIn('pages/msgx/index'), chunkGraph, ROOTS)).toBeNull()
})

test('code of every role home, or of nearly every subpackage, goes to the shared main-package chunk; code of fewer stays copied', () => {
  const group = sharedCodeCacheGroup(ROOTS)
  expect(MIN_SUBPACKAGES).toBe(9)
  expect(group.name).toBe(SHARED_CHUNK)
  // It must outrank Taro's per-subpackage groups (sub-common 1000, sub-vendors 10000).
  expect(group.priority).toBeGreaterThan(10000)
  const nine = [...roleHomes, 'pages/msg/index', 'pages/notice/index', 'knowledge/trainList']
  expect(group.test(moduleIn(...nine), { chunkGraph })).toBe(true)
  expect(group.test(moduleIn(...nine.slice(1)), { chunkGraph })).toBe(false)
  // The role homes: every role subpackage, shipped once.
  expect(group.test(moduleIn(...roleHomes), { chunkGraph })).toBe(true)
  expect(group.test(moduleIn(...roleHomes, 'pages/msg/index'), { chunkGraph })).toBe(true)
  expect(group.test(moduleIn(...roleHomes.slice(1)), { chunkGraph })).toBe(false)
  expect(group.test(moduleIn('pages/msg/index', 'pages/notice/index', 'knowledge/trainList'), { chunkGraph })).toBe(false)
  // Used by the main package as well: Taro keeps it there already.
  expect(group.test(moduleIn(...nine, 'pages/navi'), { chunkGraph })).toBe(false)
  expect(group.test(moduleIn(...roleHomes, 'pages/navi'), { chunkGraph })).toBe(false)
})
