/**
 * The shop's details (/supplier/user/basicinfo): name, contact, contact phone (mobile or landline
 * with a hyphen, spec section 5), the main booth (one of the shop's own), business licence photo,
 * introduction and address. Checked with the domain's rules, saved with supplier/update (back to
 * the centre, which reloads); a refusal keeps everything typed.
 */
import { useState } from 'react'
import { Button } from '@nutui/nutui-react-taro'
import type { SupplierDetail } from '@/contract/types'
import { member } from '@/contract/member'
import { memberApi } from '@/api/member'
import { mutate } from '@/api/mutate'
import { TEXT_LIMITS } from '@/contract/limits'
import { trimValues, validate } from '@/core/validate'
import { fromDetail, SHOP_RULES, toPayload, type ShopFormValues } from '@/domain/shop/form'
import { boothText } from '@/domain/shop/rating'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useForm } from '@/hooks/useForm'
import { ActionBar } from '@/components/ActionBar'
import { FormField, FormGroup } from '@/components/FormField'
import { ImageUploader } from '@/components/ImageUploader'
import { Page } from '@/components/Page'
import { PickerField } from '@/components/PickerField'
import { screen } from '@/components/Screen'
import { TextareaField } from '@/components/TextareaField'

function ShopForm({ shop }: { shop: SupplierDetail }) {
  const { values, set, busy, submit } = useForm<ShopFormValues>(fromDetail(shop))
  const [license, setLicense] = useState<string[]>(shop.licenseImage ? [shop.licenseImage] : [])
  const booths = shop.booths.map((b) => ({ value: b.assetId, label: boothText(b) }))

  function save() {
    const form = trimValues(values)
    if (!validate(form, SHOP_RULES)) return
    void submit((action) => mutate(member.supplier.update, toPayload(form, license[0] ?? null), { successText: '保存成功', fallback: 'supplierUserCenter', ...action }))
  }

  return (
    <>
      <FormGroup title="店铺信息">
        <FormField label="店铺名称" name="shopName" required value={values.shopName} onChange={set('shopName')} maxLength={TEXT_LIMITS.shopName.max} />
        <PickerField label="主营摊位" name="boothAssetId" value={values.boothAssetId} options={booths} onChange={set('boothAssetId')} placeholder={booths.length ? '请选择…' : '暂无摊位'} disabled={!booths.length} />
        <FormField label="经营地址" name="address" value={values.address} onChange={set('address')} placeholder="选填" maxLength={TEXT_LIMITS.shopAddress.max} />
        <TextareaField label="店铺简介" name="intro" value={values.intro} onChange={set('intro')} placeholder="选填，如主营品类、特色" maxLength={TEXT_LIMITS.shopIntro.max} />
      </FormGroup>
      <FormGroup title="联系方式">
        <FormField label="联系人" name="contactName" required value={values.contactName} onChange={set('contactName')} maxLength={TEXT_LIMITS.contactName.max} />
        <FormField label="联系电话" name="contactPhone" required type="phone" value={values.contactPhone} onChange={set('contactPhone')} placeholder="手机号或座机号（如0571-88886666）" maxLength={20} />
      </FormGroup>
      <FormGroup title="营业执照">
        <ImageUploader value={license} onChange={setLicense} max={1} />
      </FormGroup>
      <ActionBar>
        <Button type="primary" loading={busy} disabled={busy} onClick={save}>
          保存
        </Button>
      </ActionBar>
    </>
  )
}

export default screen(function SupplierBasicInfo() {
  const shop = useAsyncData(() => memberApi.shop(), [])
  return (
    <Page loading={shop.loading} error={shop.error} onRetry={() => void shop.reload()}>
      {shop.data && <ShopForm key={shop.data.id} shop={shop.data} />}
    </Page>
  )
})
