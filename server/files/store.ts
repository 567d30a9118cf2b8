/**
 * Where uploaded files live. The API names files and serves them itself (/uploads/<name>), so the
 * store only keeps bytes under a name: the local disk by default (one API node), or an
 * S3-compatible bucket (s3Store.ts) when several API nodes must see the same files.
 */
import { createReadStream } from 'node:fs'
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'

export interface StoredFileInfo {
  name: string
  size: number
  modified: Date
}

export interface FileStore {
  readonly kind: 'local' | 's3'
  /**
   * Where the files are, the same text for every process that sees the same files:
   * 'disk:<host>:<directory>' or 's3:<endpoint>/<bucket>/<prefix>' (server/processes.ts compares them).
   */
  readonly location: string
  put(name: string, data: Buffer, contentType: string): Promise<void>
  /** The file's bytes as a stream, or null when there is no such file. */
  get(name: string): Promise<{ stream: Readable; size: number } | null>
  /** Removes a file; removing a missing file is not an error. */
  remove(name: string): Promise<void>
  /** Every stored file (for the clean-up job). */
  list(): AsyncIterable<StoredFileInfo>
}

/**
 * File names the store accepts: no path separators, no dot files. New uploads are 32 hex
 * characters (128 random bits); older ones were digits; both are served. Images, the test
 * reports of inspections (pdf, market office uploads), and spreadsheets (csv, xlsx: the price
 * import and its template).
 */
export const FILE_NAME = /^[0-9A-Za-z_-]{1,64}\.(png|jpg|gif|webp|pdf|csv|xlsx)$/

function assertName(name: string): void {
  if (!FILE_NAME.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`)
}

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT'

/** Files in one directory. */
export function localStore(dir: string): FileStore {
  return {
    kind: 'local',
    location: `disk:${hostname()}:${path.resolve(dir)}`,
    async put(name, data) {
      assertName(name)
      await mkdir(dir, { recursive: true })
      // 'wx': never overwrite (names are random; a collision is a bug, not a replacement).
      await writeFile(path.join(dir, name), data, { flag: 'wx' })
    },
    async get(name) {
      if (!FILE_NAME.test(name)) return null
      const file = path.join(dir, name)
      try {
        const s = await stat(file)
        if (!s.isFile()) return null
        return { stream: createReadStream(file), size: s.size }
      } catch (err) {
        if (isMissing(err)) return null
        throw err
      }
    },
    async remove(name) {
      assertName(name)
      await unlink(path.join(dir, name)).catch((err) => {
        if (!isMissing(err)) throw err
      })
    },
    async *list() {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch (err) {
        if (isMissing(err)) return
        throw err
      }
      for (const name of names) {
        if (!FILE_NAME.test(name)) continue
        const s = await stat(path.join(dir, name)).catch(() => null)
        if (s?.isFile()) yield { name, size: s.size, modified: s.mtime }
      }
    },
  }
}
