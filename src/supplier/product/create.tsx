/**
 * A SKU of the shop (/supplier/product/create, ?id= to edit): the catalogue product it sells (chosen
 * from the market catalogue when created), its name, unit, spec, price in yuan (the spec's price
 * pattern; sent as fen), product code (alphanumeric), electronic-scale PLU, low-stock threshold and
 * shelf state; when created, optionally a first stock batch (quantity, entry date, shelf life).
 * Saved through the mutation helper; 删除 (edit mode) asks first.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { PLU_MAX, type SkuItem } from '@/contract/types'
import { member } from '@/contract/member'
import { warehouse } from '@/contract/warehouse'
import { TEXT_LIMITS } from '@/contract/limits'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { validateNotAfterNow } from '@/core/dateChecks'
import { marketNow } from '@/core/marketTime'
import { trimValues, validate } from '@/core/validate'
import { fromSku, newSku, rulesFor, toCreatePayload, toUpdatePayload, withProduct, type SkuFormValues } from '@/domain/sku/form'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useDictOptions } from '@/hooks/useDictOptions'
import { useForm } from '@/hooks/useForm'
import { useRouteParams } from '@/hooks/useRouteParams'
import { ActionBar } from '@/components/ActionBar'
import { ConfirmButton } from '@/components/ConfirmButton'
import { DateTimeField } from '@/components/DateTimeField'
import { FieldLabel, FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { pressable } from '@/components/Pressable'
import { ProductPicker } from './ProductPicker'
import './product.scss'

const SHELF_OPTIONS = [
  { value: '1', label: '上架销售' },
  { value: '0', label: '暂不上架' },
]

/** Other changes the SKU's writes make: its stock (first batch, deletion write-off). */
const STOCK = [warehouse.supStockMain]

function SkuForm({ sku }: { sku: SkuItem | null }) {
  const creating = !sku
  const { values: v, set, busy, submit } = useForm<SkuFormValues>(sku ? fromSku(sku) : newSku())
  // Units are stored by their dictionary value (公斤), as the catalogue's products carry them.
  const units = useDictOptions('unit', 'dataValue')
  const [picking, setPicking] = useState(false)

  function save() {
    const t = trimValues(v)
    if (!validate(t, rulesFor(t, creating))) return
    if (creating && Number(t.stockQty) > 0 && !validateNotAfterNow(`${t.entryDate} 00:00`, '入库日期')) return
    void submit((action) =>
      sku
        ? mutate(member.sku.update, toUpdatePayload(sku.id, t), { successText: '保存成功', fallback: 'supplierProductList', refresh: STOCK, ...action })
        : mutate(member.sku.createSkuAndStore, toCreatePayload(t), { successText: '保存成功', fallback: 'supplierProductList', refresh: STOCK, ...action }),
    )
  }

  return (
    <>
      <FormGroup title="商品">
        <View className="app-field" data-field="productId">
          <FieldLabel label="市场商品" required />
          <View className="sku-form-product" data-testid="choose-product" {...(creating ? pressable(() => setPicking(true)) : {})} onClick={() => creating && setPicking(true)}>
            <Text className={v.productId ? '' : 'app-picker-field__placeholder'}>{v.productId ? `${v.productName}（${v.categoryName}）` : '请选择商品'}</Text>
            {creating && <ArrowRight size={12} color="#8a8f99" />}
          </View>
        </View>
        <FormField label="商品名称" name="name" required value={v.name} onChange={set('name')} maxLength={TEXT_LIMITS.skuName.max} />
        <PickerField label="单位" name="unit" required value={v.unit} options={units} onChange={set('unit')} />
        <FormField label="规格" name="spec" value={v.spec} onChange={set('spec')} placeholder="选填，如 10斤/箱" maxLength={TEXT_LIMITS.skuSpec.max} />
        <FormField label="单价（元）" name="price" required type="digit" value={v.price} onChange={set('price')} placeholder="最多2位小数" maxLength={12} />
        <PickerField label="状态" name="onShelf" value={v.onShelf} options={SHELF_OPTIONS} onChange={set('onShelf')} />
      </FormGroup>
      <FormGroup title="编码与电子秤">
        <FormField label="商品编码" name="productCode" value={v.productCode} onChange={set('productCode')} placeholder="选填，字母或数字" maxLength={TEXT_LIMITS.productCode.max} />
        <FormField label="PLU编号" name="pluCode" type="number" value={v.pluCode} onChange={set('pluCode')} placeholder={`选填，电子秤编号 1-${PLU_MAX}`} maxLength={4} />
        <FormField label="库存预警值" name="lowStockQty" type="digit" value={v.lowStockQty} onChange={set('lowStockQty')} placeholder="选填，低于此数量时提醒" maxLength={10} />
      </FormGroup>
      {creating && (
        <FormGroup title="首批入库（选填）">
          <FormField label="入库数量" name="stockQty" type="digit" value={v.stockQty} onChange={set('stockQty')} placeholder="不填则暂不入库" maxLength={10} />
          <DateTimeField type="date" label="入库日期" name="entryDate" value={v.entryDate} onChange={set('entryDate')} max={() => marketNow().toDate()} />
          <FormField label="保质期（天）" name="shelfLifeDays" type="number" value={v.shelfLifeDays} onChange={set('shelfLifeDays')} placeholder="有入库数量时必填" maxLength={4} />
        </FormGroup>
      )}
      <ActionBar>
        {sku && (
          <ConfirmButton
            message="确定删除该商品吗？其剩余库存将一并清除。"
            onConfirm={(action) => mutate(member.sku.delete, { id: sku.id }, { successText: '删除成功', fallback: 'supplierProductList', refresh: STOCK, ...action })}
          >
            删除
          </ConfirmButton>
        )}
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          保存
        </Button>
      </ActionBar>
      <ProductPicker
        visible={picking}
        onClose={() => setPicking(false)}
        onChoose={(p) => {
          setPicking(false)
          // Choosing a product fills several fields at once.
          const next = withProduct(v, p)
          for (const key of Object.keys(next) as Array<keyof SkuFormValues>) set(key)(next[key])
        }}
      />
    </>
  )
}

export default screen(function SupplierProductCreate() {
  const { id } = useRouteParams('supplierProductCreate')
  const sku = useAsyncData(() => (id ? memberApi.findSku(id) : Promise.resolve(null)), [id])
  const missing = id && sku.data === null ? '商品不存在或已删除' : null
  return (
    <Page title={id ? '编辑商品' : '新增商品'} loading={sku.loading} error={sku.error ?? missing} onRetry={sku.error ? () => void sku.reload() : undefined}>
      {!sku.loading && !missing && <SkuForm key={sku.data?.id ?? 'new'} sku={sku.data ?? null} />}
    </Page>
  )
})
