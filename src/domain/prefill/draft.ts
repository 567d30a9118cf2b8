/**
 * The entry report draft: the goods of the report being filled in (create screen), shared with the
 * goods chooser: the chooser reads what is chosen and hands its selection back here, never through
 * the URL.
 * Quantities and weights are kept as typed (strings) so nothing is lost on a failed check.
 */
import { create } from 'zustand'

export interface DraftGoods {
  productId: string
  productName: string
  categoryName: string
  unit: string
  quantity: string
  weight: string
}

/** A product as the chooser picks it (no amounts yet). */
export type ChosenProduct = Pick<DraftGoods, 'productId' | 'productName' | 'categoryName' | 'unit'>

interface InmarketDraftState {
  goods: DraftGoods[]
  setGoods: (goods: DraftGoods[]) => void
  /** The chooser's answer: keeps the lines (and amounts) still chosen, in order, then adds the new ones. */
  choose: (products: readonly ChosenProduct[]) => void
  updateLine: (productId: string, patch: Partial<Pick<DraftGoods, 'quantity' | 'weight'>>) => void
  removeLine: (productId: string) => void
  clear: () => void
}

export const useInmarketDraft = create<InmarketDraftState>()((set) => ({
  goods: [],
  setGoods: (goods) => set({ goods }),
  choose: (products) =>
    set((s) => {
      const wanted = new Set(products.map((p) => p.productId))
      const kept = s.goods.filter((g) => wanted.has(g.productId))
      const have = new Set(kept.map((g) => g.productId))
      const added = products.filter((p) => !have.has(p.productId)).map((p) => ({ ...p, quantity: '', weight: '' }))
      return { goods: [...kept, ...added] }
    }),
  updateLine: (productId, patch) => set((s) => ({ goods: s.goods.map((g) => (g.productId === productId ? { ...g, ...patch } : g)) })),
  removeLine: (productId) => set((s) => ({ goods: s.goods.filter((g) => g.productId !== productId) })),
  clear: () => set({ goods: [] }),
}))
