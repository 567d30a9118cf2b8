/** /api/member/category/page and product/page: the market's goods catalogue, for any logged-in user. */
import { and, eq, ilike, inArray, or } from 'drizzle-orm'
import { contract, type Product, type ProductCategory } from '@/contract'
import type { Db } from '../../db/client'
import { productCategories, products } from '../../db/schema'
import { by, pageArgs, pageShape } from '../../data/paging'
import { containsPattern } from '../../data/query'
import { resource } from '../../data/resource'
import { fields } from '../../lib/fields'
import { id, opt } from '../../lib/validate'
import { handler } from '../../http/handler'

const categoryResource = resource({
  table: productCategories,
  id: productCategories.id,
  order: [by.asc(productCategories.sort), by.asc(productCategories.id)],
  present: (_db, rows): ProductCategory[] => rows.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId, sort: c.sort })),
})

/** Category names by id. */
export async function categoryNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await db.select({ id: productCategories.id, name: productCategories.name }).from(productCategories).where(inArray(productCategories.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

export const productResource = resource({
  table: products,
  id: products.id,
  scope: () => eq(products.enabled, true),
  order: [by.asc(products.sort), by.asc(products.id)],
  async present(db, rows): Promise<Product[]> {
    const names = await categoryNames(db, rows.map((p) => p.categoryId))
    return rows.map((p) => ({
      id: p.id,
      name: p.name,
      categoryId: p.categoryId,
      categoryName: names.get(p.categoryId) ?? '',
      unit: p.unit,
      spec: p.spec,
      price: p.price === null ? null : Number(p.price),
    }))
  },
})

/** A category and its sub-categories. */
async function categoryWithChildren(db: Db, categoryId: string): Promise<string[]> {
  const children = await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.parentId, categoryId))
  return [categoryId, ...children.map((c) => c.id)]
}

export const catalogHandlers = [
  handler({
    endpoint: contract.member.category.page,
    access: 'user',
    input: { ...pageShape, parentId: opt(id()) },
    handle: ({ db, user }, input) =>
      categoryResource.page(db, user, pageArgs(input), [input.parentId ? eq(productCategories.parentId, input.parentId) : undefined]),
  }),
  handler({
    endpoint: contract.member.product.page,
    access: 'user',
    input: { ...pageShape, categoryId: opt(id()), keyword: fields.keyword() },
    async handle({ db, user }, input) {
      const category = input.categoryId ? inArray(products.categoryId, await categoryWithChildren(db, input.categoryId)) : undefined
      const keyword = input.keyword ? or(ilike(products.name, containsPattern(input.keyword)), ilike(products.spec, containsPattern(input.keyword))) : undefined
      return productResource.page(db, user, pageArgs(input), [and(category, keyword)])
    },
  }),
]
