/** What a feature seed gets: the open transaction and the ids of the core demo rows. */
import type { Db } from '../db/client'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface SeedContext {
  /** Customer (merchant) ids by their key in seedData.CUSTOMERS, e.g. `lvyuan`, `xianfeng`. */
  customerId: Record<string, string>
  /** User ids by user name, e.g. `supplier01`. */
  userId: Record<string, string>
}

export type FeatureSeed = (tx: Tx, ctx: SeedContext) => Promise<void>
