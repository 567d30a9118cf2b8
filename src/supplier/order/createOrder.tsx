/**
 * Quick order at the stall (/supplier/order/createOrder, optional ?purchaserId=): identify the
 * buyer by scanning their identity code or by phone (or register a new buyer), pick products and
 * SKUs from the shop's own catalogue, type each line's quantity or weight and unit price (the
 * price pattern), see the total as it is typed, and choose how the buyer pays. With a scanned code
 * (good for one sale), 预存款 and 赊账 settle at once within the limit the buyer set on it, above
 * it the buyer confirms in the app; otherwise the order waits unpaid for the buyer to pay there.
 * 现金 is taken at the stall: the order is paid at once; a walk-in buyer (散客, no account, a name
 * or none) pays cash only (issue 25).
 */
import { useCallback, useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { settle } from '@/contract/settle'
import { TRADE_LIMITS, type PayMethod, type SkuItem } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { memberApi } from '@/api/member'
import { successToast } from '@/core/dialog'
import { money } from '@/core/format'
import { validate } from '@/core/validate'
import { go } from '@/core/navigate'
import { fromCustomer, type PickedBuyer } from '@/domain/buyer/pick'
import { draftTotal, lineAmount, lineFromSku, ORDER_RULES, toCreatePayload, type DraftLine } from '@/domain/order/form'
import { SaleBuyer } from '@/domain/order/SaleBuyer'
import { STALL_PAY_OPTIONS } from '@/domain/order/payOptions'
import { PayMethodPicker } from '@/domain/payment/PayMethodPicker'
import { useAsyncData } from '@/hooks/useAsyncData'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useAction } from '@/hooks/useAction'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { TextareaField } from '@/components/TextareaField'
import './createOrder.scss'
import { pressable } from '@/components/Pressable'

/** A small tappable text (更换, 删除, 添加商品). */
function LinkText({ children, onClick, danger }: { children: string; onClick: () => void; danger?: boolean }) {
  return (
    <View className={`create-order__link ${danger ? 'create-order__link--danger' : ''}`} {...pressable(onClick)} onClick={onClick}>
      <Text>{children}</Text>
    </View>
  )
}

// ---- The products --------------------------------------------------------------------------------

function SkuPicker({ chosen, onPick, onClose }: { chosen: ReadonlySet<string>; onPick: (sku: SkuItem) => void; onClose: () => void }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => memberApi.skuPicker({ ...q, ...(keyword ? { keyword } : {}) }), [keyword])
  return (
    <View className="create-order__picker">
      <SearchBar placeholder="商品名称或编码" onSearch={setKeyword} />
      <ScrollView scrollY className="create-order__picker-list" onScrollToLower={() => void list.loadMore()}>
        <PagedList
          list={list}
          keyOf={(p) => p.productId}
          emptyText={keyword ? '没有找到相关商品' : '暂无在售商品，请先在商品管理中上架'}
          renderItem={(p) => (
            <View className="create-order__group">
              <Text className="create-order__group-name">
                {p.productName}
                <Text className="create-order__help"> · {p.categoryName}</Text>
              </Text>
              {p.skus.map((s) => {
                const added = chosen.has(s.id)
                return (
                  <View
                    key={s.id}
                    className={`create-order__sku ${added ? 'create-order__sku--added' : ''}`}
                    {...pressable(() => !added && onPick(s))}
                    aria-disabled={added ? true : undefined}
                    data-testid="sku-option"
                    onClick={() => !added && onPick(s)}
                  >
                    <View className="create-order__sku-main">
                      <Text>{s.name}{s.spec ? `（${s.spec}）` : ''}</Text>
                      <Text className="create-order__help">
                        库存 {s.stockQty}{s.unit}{s.lowStock ? ' · 库存不足' : ''}
                        {/* Expired batches are not sold: their quantity is said apart (a loss report takes it out). */}
                        {s.expiredQty > 0 ? ` · 过期${s.expiredQty}${s.unit}不可售` : ''}
                      </Text>
                    </View>
                    <Text className="create-order__sku-price">{added ? '已添加' : `${money(s.priceFen)}/${s.unit}`}</Text>
                  </View>
                )
              })}
            </View>
          )}
        />
      </ScrollView>
      <View className="create-order__picker-done">
        <Button type="primary" block onClick={onClose}>
          完成
        </Button>
      </View>
    </View>
  )
}

function LineEditor({ line, onChange, onRemove }: { line: DraftLine; onChange: (l: DraftLine) => void; onRemove: () => void }) {
  const amount = lineAmount(line)
  return (
    <View className="create-order__line" data-testid="draft-line">
      <View className="create-order__line-head">
        <Text className="create-order__buyer-name">{line.name}</Text>
        <LinkText danger onClick={onRemove}>
          删除
        </LinkText>
      </View>
      <FormField label={`数量(${line.unit})`} name={`qty-${line.skuId}`} type="digit" required value={line.quantity} onChange={(quantity) => onChange({ ...line, quantity })} placeholder="数量或重量" maxLength={12} />
      <FormField label="单价(元)" name={`price-${line.skuId}`} type="digit" required value={line.price} onChange={(price) => onChange({ ...line, price })} placeholder="单价" maxLength={12} />
      <View className="create-order__line-foot">
        <Text className="create-order__help">库存 {line.stockQty}{line.unit}</Text>
        <Text>
          小计 <Text className="create-order__money">{amount === null ? '—' : money(amount)}</Text>
        </Text>
      </View>
    </View>
  )
}

// ---- The form ------------------------------------------------------------------------------------

/**
 * `hasOwePassword`: the shop has a credit-sale password (credit then needs it); null when the
 * shop's profile could not be read: the field is offered for credit and sent when typed.
 */
function OrderForm({ initialBuyer, hasOwePassword }: { initialBuyer: PickedBuyer | null; hasOwePassword: boolean | null }) {
  const [buyer, setBuyer] = useState<PickedBuyer | null>(initialBuyer)
  const [walkIn, setWalkIn] = useState(false)
  const [walkInName, setWalkInName] = useState('')
  const [lines, setLines] = useState<DraftLine[]>([])
  const [payMethod, setPayMethod] = useState<PayMethod>('wechat')
  const [owePassword, setOwePassword] = useState('')
  const [remark, setRemark] = useState('')
  const [picking, setPicking] = useState(false)
  const { busy, run, renew } = useAction()
  // An edited draft is a new order: a retry after no answer keeps the key only while nothing changed.
  useEffect(renew, [renew, buyer, walkIn, walkInName, lines, payMethod, owePassword, remark])
  const total = draftTotal(lines)
  const needsOwePassword = hasOwePassword === true && payMethod === 'credit'
  const offersOwePassword = payMethod === 'credit' && hasOwePassword !== false

  // A walk-in pays cash only.
  const chooseWalkIn = useCallback((w: boolean) => {
    setWalkIn(w)
    if (w) setPayMethod('cash')
  }, [])

  const addSku = useCallback((sku: SkuItem) => {
    setLines((ls) => (ls.some((l) => l.skuId === sku.id) ? ls : [...ls, lineFromSku(sku)]))
  }, [])

  async function send() {
    const typed = owePassword.trim()
    const draft = { buyer, walkIn, walkInName, lines, payMethod, needsOwePassword: needsOwePassword || (offersOwePassword && typed !== ''), owePassword: typed, remark }
    if (!validate(draft, ORDER_RULES)) return
    const r = await run((action) => mutate(settle.orderInfo.create, toCreatePayload(draft), { back: false, successText: false, loading: '正在开单...', ...action }))
    if (!r?.ok) return
    successToast(r.result.awaitingBuyer ? '开单成功，请买家在手机上确认扣款' : r.result.status === 'unpaid' ? '开单成功，等待买家支付' : payMethod === 'cash' ? '开单成功，已收现金' : '开单成功')
    void go('supplierOrderDetail', { id: r.result.id }, { replace: true })
  }

  return (
    <>
      <SaleBuyer walkIn={walkIn} onWalkIn={chooseWalkIn} buyer={buyer} onBuyer={setBuyer} walkInName={walkInName} onWalkInName={setWalkInName} />
      <DetailSection title={`商品（${lines.length}）`} extra={lines.length < TRADE_LIMITS.orderLines ? <LinkText onClick={() => setPicking(true)}>添加商品</LinkText> : undefined}>
        {lines.length === 0 && (
          <View className="create-order__empty" {...pressable(() => setPicking(true))} onClick={() => setPicking(true)}>
            <Text>点击添加商品</Text>
          </View>
        )}
        {lines.map((l) => (
          <LineEditor key={l.skuId} line={l} onChange={(next) => setLines((ls) => ls.map((x) => (x.skuId === l.skuId ? next : x)))} onRemove={() => setLines((ls) => ls.filter((x) => x.skuId !== l.skuId))} />
        ))}
      </DetailSection>
      <DetailSection title="支付方式">
        <PayMethodPicker options={STALL_PAY_OPTIONS(Boolean(buyer?.idCode), walkIn)} value={payMethod} onChange={setPayMethod} />
      </DetailSection>
      <FormGroup>
        {offersOwePassword && (
          <FormField
            label="赊账密码"
            name="owePassword"
            type="number"
            password
            required={needsOwePassword}
            value={owePassword}
            onChange={setOwePassword}
            placeholder={needsOwePassword ? '6位数字' : '如已设置赊账密码请输入'}
            maxLength={6}
          />
        )}
        <TextareaField label="备注" name="remark" value={remark} onChange={setRemark} placeholder="选填" maxLength={TRADE_LIMITS.remark} />
      </FormGroup>
      <ActionBar>
        <View className="create-order__total" data-testid="order-total">
          <Text>合计 </Text>
          <Text className="create-order__money">{total === null ? '金额超出范围' : money(total)}</Text>
        </View>
        <Button type="primary" loading={busy} disabled={busy} onClick={() => void send()}>
          确认开单
        </Button>
      </ActionBar>
      <Popup visible={picking} position="bottom" round closeable title="选择商品" onClose={() => setPicking(false)}>
        {picking && <SkuPicker chosen={new Set(lines.map((l) => l.skuId))} onPick={addSku} onClose={() => setPicking(false)} />}
      </Popup>
    </>
  )
}

export default screen(function SupplierOrderCreate() {
  const { purchaserId } = useRouteParams('supplierOrderCreate')
  // The shop's own profile says whether credit needs its password; without it the form still works.
  const shop = useAsyncData(() => memberApi.shop({}, { silent: true, loading: false }), [])
  const buyer = useAsyncData(() => (purchaserId ? memberApi.customer(purchaserId) : Promise.resolve(null)), [purchaserId])
  const hasOwePassword = shop.data ? Boolean(shop.data.hasOwePassword) : null
  return (
    <Page loading={shop.loading || buyer.loading} error={buyer.error} onRetry={() => void buyer.reload()}>
      <OrderForm initialBuyer={buyer.data ? fromCustomer(buyer.data) : null} hasOwePassword={hasOwePassword} />
    </Page>
  )
})

