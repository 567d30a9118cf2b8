/** The merchant roles with the gate screens, and the names of their four screens (routes/inout.ts). */
export type Merchant = 'supplier' | 'purchaser'

export const inoutRoute = {
  list: <R extends Merchant>(r: R) => `${r}InoutList` as const,
  stay: <R extends Merchant>(r: R) => `${r}InoutDetail` as const,
  exit: <R extends Merchant>(r: R) => `${r}InoutExit` as const,
  applyOut: <R extends Merchant>(r: R) => `${r}InoutApplyOut` as const,
}
