/**
 * Quick order at the stall (/supplier/order/createOrder, optional ?purchaserId=): identify the
 * buyer by scanning their identity code or by phone (or register a new buyer), pick products and
 * SKUs from the shop's own catalogue, type each line's quantity or weight and unit price (the
 * price pattern), see the total as it is typed, and choose how the buyer pays. With a scanned code
 * (good for one sale), 预存款 and 赊账 settle at once within the limit the buyer set on it, above
 * it the buyer confirms in the app; otherwise the order waits unpaid for the buyer to pay there.
 */
import { useCallback, useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { member } from '@/contract/member'
import { settle } from '@/contract/settle'
import { PATTERNS } from '@/contract/patterns'
import { TRADE_LIMITS, type CustomerBrief, type PayMethod, type SkuItem } from '@/contract/types'
import { mutate } from '@/api/mutate'
import { tradeApi } from '@/api/trade'
import { alertModal, successToast } from '@/core/dialog'
import { maskPhone, money } from '@/core/format'
import { go } from '@/core/navigate'
import { scanCode } from '@/core/wechat/scan'
import { draftProblem, draftTotal, lineAmount, lineFromSku, toCreatePayload, type DraftBuyer, type DraftLine } from '@/domain/order/form'
import { PayMethodPicker, type PayMethodOption } from '@/domain/order/PayMethodPicker'
import { useAsyncData } from '@/hooks/useAsyncData'
import { useCountdown, clock } from '@/hooks/useCountdown'
import { usePagedList } from '@/hooks/usePagedList'
import { useRouteParams } from '@/hooks/useRouteParams'
import { useSubmit } from '@/hooks/useSubmit'
import { ActionBar } from '@/components/ActionBar'
import { DetailSection } from '@/components/DetailSection'
import { FormField, FormGroup } from '@/components/FormField'
import { Page } from '@/components/Page'
import { PagedList } from '@/components/PagedList'
import { screen } from '@/components/Screen'
import { SearchBar } from '@/components/SearchBar'
import { errorText } from '@/components/States'
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

const fromCustomer = (c: CustomerBrief): DraftBuyer => ({ id: c.id, name: c.name, mobile: c.mobile })

// ---- The buyer ---------------------------------------------------------------------------------

function RegisterBuyer({ mobile, onDone }: { mobile: string; onDone: (b: DraftBuyer) => void }) {
  const [name, setName] = useState('')
  const { busy, submit, changed } = useSubmit()
  async function send() {
    const n = name.trim()
    if (n.length < 2 || n.length > 50) return alertModal('买家名称需为2-50个字符')
    // The buyer's one-time password goes to its phone by text, never to the shop.
    const r = await submit((action) => mutate(member.customer.registered, { name: n, mobile }, { back: false, successText: '登记成功，临时密码已短信发给买家', ...action }))
    if (r?.ok) onDone(fromCustomer(r.result))
  }
  return (
    <View className="create-order__register" data-testid="register-buyer">
      <Text className="create-order__help">未找到手机号为 {mobile} 的买家，可直接登记：</Text>
      <FormField label="买家名称" name="buyerName" required value={name} onChange={(v) => {
          changed()
          setName(v)
        }} placeholder="商户或个人名称" maxLength={50} />
      <Button type="primary" size="small" loading={busy} disabled={busy} onClick={() => void send()}>
        登记并选择
      </Button>
    </View>
  )
}

function BuyerSearch({ onPick }: { onPick: (b: DraftBuyer) => void }) {
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<CustomerBrief[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [scanning, setScanning] = useState(false)

  async function search() {
    const k = keyword.trim()
    if (!k) return alertModal('请输入买家手机号或名称')
    setBusy(true)
    try {
      const page = await tradeApi.buyers({ keyword: k, current: 1, size: 20 })
      setFound(page.records)
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false)
    }
  }

  async function scan() {
    if (scanning) return
    setScanning(true)
    try {
      const code = await scanCode()
      if (!code) return
      try {
        const owner = await tradeApi.identify(code)
        if (owner.kind !== 'buyer') return void alertModal('请扫描买家的身份码')
        onPick({ ...fromCustomer(owner), idCode: code, idCodeExpiresAt: owner.expiresAt })
      } catch (e) {
        await alertModal(errorText(e, '身份码无效'))
      }
    } finally {
      setScanning(false)
    }
  }

  const mobile = keyword.trim()
  return (
    <DetailSection title="买家">
      <View className="create-order__find">
        <Button type="primary" block loading={scanning} disabled={scanning} onClick={() => void scan()}>
          扫买家身份码
        </Button>
      </View>
      <Text className="create-order__or">或按手机号、名称查找</Text>
      <View className="create-order__search">
        <View className="create-order__search-input">
          <FormField label="查找" name="buyerKeyword" type="text" value={keyword} onChange={(v) => {
            setKeyword(v)
            setFound(null)
          }} placeholder="手机号或名称" maxLength={50} />
        </View>
        <Button type="primary" fill="outline" size="small" loading={busy} disabled={busy} onClick={() => void search()}>
          查找
        </Button>
      </View>
      {found && found.length > 0 && (
        <View className="create-order__found">
          {found.map((c) => (
            <View key={c.id} className="create-order__buyer-row" {...pressable(() => onPick(fromCustomer(c)))} data-testid="buyer-option" onClick={() => onPick(fromCustomer(c))}>
              <Text className="create-order__buyer-name">{c.name}</Text>
              <Text className="create-order__help">{maskPhone(c.mobile)}</Text>
            </View>
          ))}
        </View>
      )}
      {found && found.length === 0 && (PATTERNS.mobile.test(mobile) ? <RegisterBuyer mobile={mobile} onDone={onPick} /> : <Text className="create-order__help">未找到买家，请输入完整的11位手机号查找或登记</Text>)}
    </DetailSection>
  )
}

function ChosenBuyer({ buyer, onChange }: { buyer: DraftBuyer; onChange: () => void }) {
  const left = useCountdown(buyer.idCodeExpiresAt, () => undefined)
  return (
    <DetailSection title="买家" extra={<LinkText onClick={onChange}>更换</LinkText>}>
      <View className="create-order__chosen" data-testid="chosen-buyer">
        <Text className="create-order__buyer-name">{buyer.name}</Text>
        <Text className="create-order__help">{maskPhone(buyer.mobile)}</Text>
        {buyer.idCode && (
          <Text className={`create-order__verified ${left === 0 ? 'create-order__verified--expired' : ''}`}>
            {left === 0 ? '身份码已过期，请让对方刷新后重新扫描' : `已验证身份码${left !== null ? `（${clock(left)}内有效）` : ''}`}
          </Text>
        )}
      </View>
    </DetailSection>
  )
}

// ---- The products --------------------------------------------------------------------------------

function SkuPicker({ chosen, onPick, onClose }: { chosen: ReadonlySet<string>; onPick: (sku: SkuItem) => void; onClose: () => void }) {
  const [keyword, setKeyword] = useState('')
  const list = usePagedList((q) => tradeApi.skuPicker({ ...q, ...(keyword ? { keyword } : {}) }), [keyword])
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
                      <Text className="create-order__help">库存 {s.stockQty}{s.unit}{s.lowStock ? ' · 库存不足' : ''}</Text>
                    </View>
                    <Text className="create-order__sku-price">{added ? '已添加' : `${money(s.priceFen / 100)}/${s.unit}`}</Text>
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
          小计 <Text className="create-order__money">{amount === null ? '—' : money(amount / 100)}</Text>
        </Text>
      </View>
    </View>
  )
}

// ---- The form ------------------------------------------------------------------------------------

const PAY_OPTIONS = (scanned: boolean): PayMethodOption[] => [
  { value: 'wechat', hint: '买家在手机上自行支付' },
  { value: 'balance', hint: scanned ? '扫码已验证：买家设置的免确认额度内开单即扣款，超出需买家确认' : '买家在手机上用预存款支付' },
  { value: 'credit', hint: scanned ? '扫码已验证：免确认额度内开单即记入买家赊账，超出需买家确认' : '买家在手机上确认赊账' },
]

/**
 * `hasOwePassword`: the shop has a credit-sale password (credit then needs it); null when the
 * shop's profile could not be read: the field is offered for credit and sent when typed.
 */
function OrderForm({ initialBuyer, hasOwePassword }: { initialBuyer: DraftBuyer | null; hasOwePassword: boolean | null }) {
  const [buyer, setBuyer] = useState<DraftBuyer | null>(initialBuyer)
  const [lines, setLines] = useState<DraftLine[]>([])
  const [payMethod, setPayMethod] = useState<PayMethod>('wechat')
  const [owePassword, setOwePassword] = useState('')
  const [remark, setRemark] = useState('')
  const [picking, setPicking] = useState(false)
  const { busy, submit, changed } = useSubmit()
  // An edited draft is a new order: a retry after no answer keeps the key only while nothing changed.
  useEffect(changed, [changed, buyer, lines, payMethod, owePassword, remark])
  const total = draftTotal(lines)
  const needsOwePassword = hasOwePassword === true && payMethod === 'credit'
  const offersOwePassword = payMethod === 'credit' && hasOwePassword !== false

  const addSku = useCallback((sku: SkuItem) => {
    setLines((ls) => (ls.some((l) => l.skuId === sku.id) ? ls : [...ls, lineFromSku(sku)]))
  }, [])

  async function send() {
    const typed = owePassword.trim()
    const draft = { buyer, lines, payMethod, needsOwePassword: needsOwePassword || (offersOwePassword && typed !== ''), owePassword: typed, remark }
    const problem = draftProblem(draft)
    if (problem) return alertModal(problem)
    if (buyer?.idCodeExpiresAt && Date.parse(buyer.idCodeExpiresAt) <= Date.now()) return alertModal('身份码已过期，请让对方刷新后重新扫描')
    const r = await submit((action) => mutate(settle.orderInfo.create, toCreatePayload({ ...draft, buyer: buyer as DraftBuyer }), { back: false, successText: false, loading: '正在开单...', ...action }))
    if (!r?.ok) return
    successToast(r.result.awaitingBuyer ? '开单成功，请买家在手机上确认扣款' : r.result.status === 'unpaid' ? '开单成功，等待买家支付' : '开单成功')
    void go('supplierOrderDetail', { id: r.result.id }, { replace: true })
  }

  return (
    <>
      {buyer ? <ChosenBuyer buyer={buyer} onChange={() => setBuyer(null)} /> : <BuyerSearch onPick={setBuyer} />}
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
        <PayMethodPicker options={PAY_OPTIONS(Boolean(buyer?.idCode))} value={payMethod} onChange={setPayMethod} />
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
          <Text className="create-order__money">{total === null ? '金额超出范围' : money(total / 100)}</Text>
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
  const shop = useAsyncData(() => tradeApi.shop(undefined, { silent: true, loading: false }), [])
  const buyer = useAsyncData(() => (purchaserId ? tradeApi.customer(purchaserId) : Promise.resolve(null)), [purchaserId])
  const hasOwePassword = shop.data ? Boolean(shop.data.hasOwePassword) : null
  return (
    <Page loading={shop.loading || buyer.loading} error={buyer.error} onRetry={() => void buyer.reload()}>
      <OrderForm initialBuyer={buyer.data ? fromCustomer(buyer.data) : null} hasOwePassword={hasOwePassword} />
    </Page>
  )
})

