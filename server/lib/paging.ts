import type { PageResult } from '@/contract'
import { int, opt } from './validate'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

/** The paging fields every page endpoint accepts. */
export const pageShape = {
  current: opt(int({ min: 1, max: 1_000_000, msg: '页码需为正整数' })),
  size: opt(int({ min: 1, max: 10_000, msg: '每页条数需为正整数' })),
}

export interface PageArgs {
  current: number
  size: number
  offset: number
}

/** current defaults to 1, size to 20 and is capped at 100. */
export function pageArgs(input: { current?: number; size?: number }): PageArgs {
  const current = input.current ?? 1
  const size = Math.min(input.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { current, size, offset: (current - 1) * size }
}

export function pageResult<T>(records: T[], total: number, args: PageArgs): PageResult<T> {
  return { records, total, current: args.current, size: args.size }
}
