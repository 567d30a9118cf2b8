/** Reads the data dictionary at request time (the back office may change it at any moment). */
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { dataDictionary } from '../db/schema'

/** The enabled entries of one dictionary type: dataKey -> dataValue, in their sort order. */
export async function dictionary(db: Db, dataType: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: dataDictionary.dataKey, value: dataDictionary.dataValue })
    .from(dataDictionary)
    .where(and(eq(dataDictionary.dataType, dataType), eq(dataDictionary.enabled, true)))
    .orderBy(asc(dataDictionary.sort), asc(dataDictionary.id))
  return new Map(rows.map((r) => [r.key, r.value]))
}
