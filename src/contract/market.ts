/**
 * The market office's own side (design section 6): approvals, audits, releases, price publication
 * and bills done in the app by staff whose role grants the matching 市场办公 module (modules.ts,
 * group MARKET_OFFICE_GROUP). The spec's call list has none of these (the market's PC system made
 * them), so every endpoint here is `beyondSpec` and lives under `/api/market/<resource>/<action>`.
 * Each feature adds its resource here with its payload and result types.
 */
export const market = {}
