/** Typed calls of the basic service: the area tree and the market's assets. */
import { request, type RequestOptions } from '@/core/request'
import { basic } from '@/contract/basic'
import type { Asset, AssetPagePayload, HydropowerPagePayload, Role } from '@/contract/types'
import { readAll } from './paging'

/** Who may read arrival booths and their own (or, for staff, every) asset: server/modules/basic/assets.ts. */
export const ARRIVAL_BOOTH_ROLES: readonly Role[] = ['supplier', 'purchaser', 'dc']
export const OWN_ASSET_ROLES: readonly Role[] = ['supplier', 'proprietor', 'maintainer', 'staff']

export const basicApi = {
  /** Meters with this period's state and their booth's arrears (the maintainer's meter list). */
  meterPage: (q: HydropowerPagePayload, options?: RequestOptions) => request(basic.assetsHydropower.page, q, options),
  /** The market's area tree (public): market, zones, rows, booths. */
  areaTree: () => request(basic.area.getAreaVOTree, {}),
  /** Assets for sale or for lease, market-wide (any logged-in user). */
  saleAndLeaseAssets: (q: AssetPagePayload) => request(basic.assetsManage.getSaleAndLeaseAssets, q, { silent: true }),
  /** Arrival booths (suppliers, purchasers, distribution centres). */
  arrivalBooths: (areaId?: string) => request(basic.assetsManage.getArrivalBooth, areaId ? { areaId } : {}, { silent: true }),
  /** The caller's own assets (staff and maintainers: all). */
  ownAssets: (q: AssetPagePayload) => request(basic.assetsManage.page, q, { silent: true }),
  /** Every leasable booth's lease state today (any logged-in user; no tenants). */
  boothStates: () => request(basic.assetsManage.getBoothStates, {}, { silent: true }),
  /** A proprietor's assets at a glance: counts per lease state, the rent of those let. */
  ownerSummary: () => request(basic.assetsManage.getOwnerSummary, {}),
  /**
   * Every asset whose state the role may know: for sale / for lease for everybody, arrival booths
   * and own (leased) assets where the server allows them. Later sources win for the same asset.
   */
  async knownAssets(role: Role): Promise<Asset[]> {
    const [listed, arrival, own] = await Promise.all([
      readAll((q) => basicApi.saleAndLeaseAssets(q), 20),
      ARRIVAL_BOOTH_ROLES.includes(role) ? basicApi.arrivalBooths() : Promise.resolve([]),
      OWN_ASSET_ROLES.includes(role) ? readAll((q) => basicApi.ownAssets(q), 20) : Promise.resolve([]),
    ])
    const byId = new Map<string, Asset>()
    for (const a of [...own, ...listed, ...arrival]) byId.set(a.id, a)
    return [...byId.values()]
  },
}
