/**
 * The goods catalogue: five top-level categories, their sub-categories and 61 products with
 * units from the 'unit' dictionary (stored as its values: 公斤, 斤, 箱, 件).
 */
import { newId } from '../lib/ids'
import { productCategories, products } from '../db/schema'
import type { FeatureSeed } from './context'

type P = [name: string, unit: string, spec: string | null, price: number]

export const CATALOG: Array<[string, Array<[string, P[]]>]> = [
  [
    '蔬菜',
    [
      ['叶菜类', [['菠菜', '公斤', null, 7.2], ['小白菜', '公斤', null, 4.0], ['生菜', '公斤', '球生菜', 5.5], ['油麦菜', '公斤', null, 5.0], ['大白菜', '公斤', null, 2.4], ['芹菜', '公斤', '西芹', 4.6]]],
      ['根茎类', [['土豆', '公斤', '黄心', 3.2], ['胡萝卜', '公斤', null, 3.0], ['白萝卜', '公斤', null, 2.2], ['莲藕', '公斤', null, 8.0], ['山药', '公斤', '铁棍山药', 12.0], ['生姜', '公斤', null, 10.0]]],
      ['茄果类', [['西红柿', '公斤', null, 5.6], ['茄子', '公斤', '长茄', 4.8], ['青椒', '公斤', null, 6.0], ['黄瓜', '公斤', null, 4.8], ['南瓜', '公斤', '贝贝南瓜', 6.5]]],
      ['菌菇类', [['香菇', '公斤', '鲜香菇', 16.0], ['金针菇', '箱', '5公斤/箱', 45.0], ['杏鲍菇', '公斤', null, 11.0]]],
    ],
  ],
  [
    '水果',
    [
      ['柑橘类', [['脐橙', '箱', '10公斤/箱', 78.0], ['砂糖橘', '公斤', null, 7.5], ['柚子', '件', '蜜柚', 9.0], ['柠檬', '公斤', '黄柠檬', 10.0]]],
      ['仁果类', [['红富士苹果', '箱', '10公斤/箱', 85.0], ['香梨', '公斤', '库尔勒', 9.8], ['雪梨', '公斤', null, 6.8]]],
      ['浆果类', [['葡萄', '公斤', '巨峰', 14.0], ['草莓', '箱', '3公斤/箱', 60.0], ['蓝莓', '箱', '125克×12盒', 96.0]]],
      ['热带水果', [['香蕉', '公斤', null, 6.2], ['芒果', '公斤', '台农', 9.0], ['菠萝', '公斤', null, 5.5], ['火龙果', '公斤', '红心', 10.5]]],
      ['瓜类', [['西瓜', '公斤', '麒麟瓜', 3.6], ['哈密瓜', '件', null, 18.0]]],
    ],
  ],
  [
    '水产',
    [
      ['淡水鱼', [['草鱼', '公斤', '鲜活', 18.0], ['鲫鱼', '公斤', '鲜活', 22.0], ['鲈鱼', '公斤', '鲜活', 42.0]]],
      ['海水鱼', [['带鱼', '公斤', '冰鲜', 36.0], ['大黄鱼', '公斤', '冰鲜', 48.0]]],
      ['虾蟹类', [['基围虾', '公斤', '鲜活', 78.0], ['小龙虾', '公斤', '中号', 45.0], ['大闸蟹', '件', '3两/只', 35.0]]],
      ['贝类', [['扇贝', '公斤', null, 16.0], ['花蛤', '公斤', null, 12.0]]],
    ],
  ],
  [
    '冻品',
    [
      ['冻肉类', [['冻猪肉', '箱', '20公斤/箱', 460.0], ['冻牛肉', '箱', '20公斤/箱', 1180.0], ['冻鸡翅', '箱', '10公斤/箱', 260.0]]],
      ['速冻食品', [['速冻水饺', '箱', '1公斤×10袋', 120.0], ['速冻汤圆', '箱', '500克×20袋', 110.0]]],
      ['冻水产', [['冻虾仁', '箱', '5公斤/箱', 350.0], ['冻鱿鱼', '箱', '10公斤/箱', 280.0]]],
    ],
  ],
  [
    '干调',
    [
      ['干货', [['黑木耳', '斤', null, 48.0], ['干香菇', '斤', '花菇', 43.0], ['红枣', '斤', '和田', 15.0], ['枸杞', '斤', '宁夏', 30.0]]],
      ['调味品', [['花椒', '斤', '大红袍', 60.0], ['八角', '斤', null, 34.0], ['干辣椒', '斤', null, 21.0], ['桂皮', '斤', null, 19.0]]],
    ],
  ],
]

export const seedCatalog: FeatureSeed = async (tx) => {
  const categoryRows: Array<typeof productCategories.$inferInsert> = []
  const productRows: Array<typeof products.$inferInsert> = []
  CATALOG.forEach(([top, subs], ti) => {
    const topId = newId()
    categoryRows.push({ id: topId, name: top, parentId: '0', sort: ti + 1 })
    subs.forEach(([sub, items], si) => {
      const subId = newId()
      categoryRows.push({ id: subId, name: sub, parentId: topId, sort: si + 1 })
      for (const [name, unit, spec, price] of items) productRows.push({ name, unit, spec, price: price.toFixed(2), categoryId: subId, sort: productRows.length + 1 })
    })
  })
  await tx.insert(productCategories).values(categoryRows)
  await tx.insert(products).values(productRows)
}
