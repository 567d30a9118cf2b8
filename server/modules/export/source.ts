/** What a feature declares to be exportable through the one-time links (links.ts); listed in sources.ts. */
import type { Writable } from 'node:stream'
import type { ExportFormat } from '@/contract'
import type { Db } from '../../db/client'
import { writeTable, type TableColumn } from '../../lib/table'

export interface ExportSpec<R> {
  /** The file's name without its extension, from the link's parameters. */
  fileName(params: Record<string, string>): string
  /** The XLSX sheet's name. */
  sheet: string
  columns: readonly TableColumn<R>[]
  /** The rows, page by page (keysetPages), for the parameters validated when the link was issued. */
  pages(db: Db, params: Record<string, string>): AsyncIterable<readonly R[]>
}

/** A source as the links serve it (its row type is its own business). */
export interface ExportSource {
  fileName(params: Record<string, string>): string
  /** Writes the whole file to `out` and ends it; rejects (and destroys `out`) on failure. */
  write(out: Writable, format: ExportFormat, db: Db, params: Record<string, string>): Promise<void>
}

export const exportSource = <R>(s: ExportSpec<R>): ExportSource => ({
  fileName: s.fileName,
  write: (out, format, db, params) => writeTable(out, format, { sheet: s.sheet, columns: s.columns, pages: s.pages(db, params) }),
})
