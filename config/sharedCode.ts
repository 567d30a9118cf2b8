/**
 * Where the mini-program keeps code that several subpackages share.
 *
 * Taro's `optimizeMainPackage` moves code used only by subpackages out of the main package and
 * gives each subpackage that uses it a copy (`<subpackage>/sub-common/`): the main package, which
 * every start downloads, stays small, at the price of copies in the subpackages. Code that nearly
 * every subpackage shares goes to one chunk of the main package instead (`SHARED_CHUNK`, loaded by
 * app.js like Taro's `common`), shipped once: code of every role subpackage (the role home, its
 * menu and icons: `ROLE_SUBPACKAGES`), and code of `MIN_SUBPACKAGES` subpackages or more. With 6 as
 * that minimum the UI kit's form and list pieces moved into the main package and took it past its
 * 600 KB budget (630 KB, measured 2026-11-26); with 9 the subpackages carry those copies.
 *
 * Done with a splitChunks cache group that outranks Taro's per-subpackage groups (priority 1000
 * and 10000): `optimizeMainPackage.exclude` cannot do it, as Taro 4.1 stops examining a subpackage
 * at its first excluded module, which sends the rest of that subpackage's code to the main package.
 * The chunk has its own name: webpack refuses to add modules of unrelated entry points (the
 * subpackage pages) to Taro's existing `common` chunk.
 */
import type { Module } from 'webpack'

export const MIN_SUBPACKAGES = 9
/** One subpackage per role: what all of them use (the role home) is shipped once whatever the minimum. */
export const ROLE_SUBPACKAGES = ['supplier', 'purchaser', 'maintainer', 'proprietor', 'dc', 'staff']
/** The main-package chunk (shared.js, shared.wxss) for `mini.commonChunks`. */
export const SHARED_CHUNK = 'shared'

/** The subset of webpack's chunk graph the test reads. */
interface ChunkGraphLike {
  getModuleChunksIterable(module: Module): Iterable<{ name?: string | null }>
}

/** The subpackages using a module, or null when the main package uses it too (Taro keeps it there). */
export function subpackagesUsing(module: Module, chunkGraph: ChunkGraphLike, subRoots: readonly string[]): Set<string> | null {
  const roots = new Set<string>()
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    const root = subRoots.find((r) => chunk.name?.startsWith(`${r}/`))
    if (!root) return null
    roots.add(root)
  }
  return roots
}

/** The splitChunks cache group for `mini.webpackChain` (production, with optimizeMainPackage). */
export function sharedCodeCacheGroup(subRoots: readonly string[], minSubpackages = MIN_SUBPACKAGES) {
  return {
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraphLike }) => {
      const using = subpackagesUsing(module, chunkGraph, subRoots)
      return !!using && (using.size >= minSubpackages || ROLE_SUBPACKAGES.every((r) => using.has(r)))
    },
    name: SHARED_CHUNK,
    chunks: 'all' as const,
    priority: 20000,
    enforce: true,
  }
}
