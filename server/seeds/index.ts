/**
 * Demo data of each feature, run in order after the core market (users, areas, assets, notices).
 * A feature adds its seed module here: one file per feature, one line in this list.
 */
import { seedBackOffice } from './backoffice'
import { seedEstate } from './estate'
import { seedHealth } from './health'
import { seedCatalog } from './catalog'
import { seedComplaints } from './complaint'
import type { FeatureSeed } from './context'
import { seedGate } from './gate'
import { seedGateQuality } from './gateQuality'
import { seedKnowledge } from './knowledge'
import { seedLeases } from './lease'
import { seedPrice } from './price'
import { seedShop } from './shop'
import { seedTrade } from './trade'
import { seedTrain } from './train'
import { seedWeChat } from './wechat'
import { seedFinance } from './finance'

export const FEATURE_SEEDS: FeatureSeed[] = [
  seedKnowledge,
  seedTrain,
  seedCatalog,
  seedComplaints,
  seedGate,
  // After the gate: batches link to its entries. The trade seed sells the shop seed's SKUs.
  seedShop,
  seedTrade,
  // After the catalogue and the trade: the board's 90 days are drafted from the paid order lines, then published.
  seedPrice,
  // After the SKUs, batches and trade: loss reports, bills, coupons and alerts read them.
  seedBackOffice,
  // Exits, parking, inspections, vehicles and tickets: after the entries, batches, trade and scales.
  seedGateQuality,
  // After the back office (the shops' balances): meters, their bills, repairs; then staff health.
  // Before the leases: the meters bill the booths' holders of the seeded months.
  seedEstate,
  seedHealth,
  // After the shops' bills: leases bill through the same service.
  seedLeases,
  seedWeChat,
  // Finance (issue 24): the provider's payment that never reached us, for 财务对账 to show.
  seedFinance,
]
