import { create } from 'zustand'

interface Counter {
  count: number
  add: () => void
}

export const useCounter = create<Counter>((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) }))
