/** Rows of an export read page by page in a keyset order, so a long period streams in bounded memory. */

/** Reads pages of at most `size` rows: `fetch(after)` answers the rows after `after` (null: from the start). */
export async function* keysetPages<R>(size: number, fetch: (after: R | null, size: number) => Promise<R[]>): AsyncGenerator<R[]> {
  let after: R | null = null
  for (;;) {
    const rows = await fetch(after, size)
    if (rows.length) yield rows
    if (rows.length < size) return
    after = rows[rows.length - 1]!
  }
}
