/**
 * The maintainer's worksheet screens of issue 21 (docs/estate.md): 新建工单 (a fault found on the
 * round, straight to its bill's receipt code) and the pickers of the work lines (选择耗材,
 * 选择服务) handing their choice back through core/pageResult.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { Asset, EstateMaterial, RepairServiceItem } from '@/contract/types'
import { awaitResult, deliverResult } from '@/core/pageResult'
import MaintainerRepairCreate from '@/maintainer/repairs/createWorksheet'
import MaintainerRepairMaterials from '@/maintainer/repairs/project'
import MaintainerRepairServices from '@/maintainer/repairs/serviceProject'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, fail, formBody, holdRequests, lastModal, loginAs, ok, onPage, requestsTo, settle, typeInto } from './helpers'

const E = '/api/estate'
const CREATE = `${E}/worksheetManage/createWorkOrderDirectlyReturnBillId`
const pageOf = <T,>(records: T[]) => ok({ records, current: 1, size: 100, hasMore: false, cursor: null })
const booth = (id: string, customerId: string | null): Asset => ({
  id,
  code: `SG-A-0${id.slice(-1)}`,
  name: `水果区SG-A-0${id.slice(-1)}`,
  typeId: 't1',
  typeName: '摊位',
  areaId: 'z1',
  areaName: '水果区',
  state: 'leased',
  size: 12,
  price: 0,
  customerId,
})
const material: EstateMaterial = { id: 'm1', code: 'HC001', name: '水龙头', spec: 'DN15', category: '水暖', unit: '个', priceFen: 3125, quantity: 5, lowStock: false }
const spring: EstateMaterial = { id: 'm2', code: 'HC002', name: '卷帘门弹簧', spec: null, category: '门窗', unit: '个', priceFen: 4500, quantity: 1, lowStock: true }
const service: RepairServiceItem = { id: 's1', code: 'FW001', name: '上门检修', category: '检修', unit: '次', priceFen: 5000, remark: '含上门费' }

beforeEach(() => loginAs('maintainer', { realName: '钱维修' }))

/** Opens the picker field `name` and confirms its first option. */
async function pickFirst(container: HTMLElement, name: string) {
  await act(async () => {
    fireEvent.click(container.querySelector(`[data-field="${name}"] [data-testid="picker-value"]`)!)
  })
  await settle()
  await act(async () => {
    fireEvent.click(document.querySelector('.nut-picker-confirm-btn')!)
  })
  await settle()
}

/** 添加耗材 / 添加服务 opened the picker: answer it as the picker screen would. */
async function pickerAnswers(path: string, value: unknown) {
  const opened = taroMock.navigations[taroMock.navigations.length - 1]!
  expect(opened.url.startsWith(`${path}?resultId=`)).toBe(true)
  await act(async () => deliverResult(new URL(opened.url, 'http://x').searchParams.get('resultId')!, value))
  await settle()
}

describe('新建工单', () => {
  beforeEach(() => onPage('/maintainer/repairs/createWorksheet', {}, ['maintainer/repairs/index']))

  test('loading, then only the booths with a holder to choose from', async () => {
    const release = holdRequests()
    const { container } = render(<MaintainerRepairCreate />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([booth('a1', 'c1'), booth('a2', null)])))
    await settle()
    await act(async () => {
      fireEvent.click(container.querySelector('[data-field="assetId"] [data-testid="picker-value"]')!)
    })
    await settle()
    const picker = document.querySelector('.nut-picker')!.textContent
    expect(picker).toContain('SG-A-01 水果区SG-A-01')
    expect(picker).not.toContain('SG-A-02')
  })

  test('no held booth: the empty state', async () => {
    answer({ '/api/basic/assetsManage/page': pageOf([booth('a2', null)]) })
    render(<MaintainerRepairCreate />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无有商户的摊位')
  })

  test('the booths refused: the error state', async () => {
    answer({ '/api/basic/assetsManage/page': fail('当前账号没有该功能的权限') })
    render(<MaintainerRepairCreate />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('当前账号没有该功能的权限')
  })

  test('refused before any call: the fault, no work line, a quantity above the stock; then sent and on to the receipt code', async () => {
    answer({ '/api/basic/assetsManage/page': pageOf([booth('a1', 'c1')]), [CREATE]: ok({ id: 'r9', repairNo: 'BX202611260009', status: 'completed', amountFen: 11875, billId: 'b9' }) })
    const { container } = render(<MaintainerRepairCreate />)
    await settle()
    await clickButton(container, '完成并生成账单')
    expect(lastModal()?.content).toBe('请选择摊位')
    await pickFirst(container, 'assetId')
    await pickFirst(container, 'repairType')
    await clickButton(container, '完成并生成账单')
    expect(lastModal()?.content).toBe('请输入故障描述')
    fireEvent.change(container.querySelector('[data-field="description"] textarea')!, { target: { value: '巡检发现卷帘门弹簧断裂' } })
    await clickButton(container, '完成并生成账单')
    expect(lastModal()?.content).toBe('请至少添加一项耗材或服务')

    await clickButton(container, '添加耗材')
    await pickerAnswers('/maintainer/repairs/project', { id: 'm2', name: '卷帘门弹簧', unit: '个', priceFen: 4500, stock: 1 })
    await clickButton(container, '添加服务')
    await pickerAnswers('/maintainer/repairs/serviceProject', { id: 's1', name: '上门检修', unit: '次', priceFen: 5000 })
    expect(screen.getAllByTestId('work-line').map((l) => l.textContent?.slice(0, 20))).toEqual([expect.stringContaining('卷帘门弹簧¥45.00/个，库存1'), expect.stringContaining('上门检修¥50.00/次')])
    typeInto(container, '耗材-m2-quantity', '2')
    await clickButton(container, '完成并生成账单')
    expect(lastModal()?.content).toBe('「卷帘门弹簧」库存不足')
    typeInto(container, '耗材-m2-quantity', '0')
    await clickButton(container, '完成并生成账单')
    expect(lastModal()?.content).toBe('卷帘门弹簧：数量需为大于0的数，最多2位小数')
    expect(requestsTo(CREATE)).toHaveLength(0)

    typeInto(container, '耗材-m2-quantity', '1')
    await clickButton(container, '完成并生成账单')
    await settle()
    expect(requestsTo(CREATE)[0]!.data).toEqual({
      assetId: 'a1',
      repairType: 'water',
      description: '巡检发现卷帘门弹簧断裂',
      materials: [{ id: 'm2', quantity: 1 }],
      services: [{ id: 's1', quantity: 1 }],
      beforeImages: [],
      afterImages: [],
    })
    expect(taroMock.navigations[taroMock.navigations.length - 1]).toEqual({ kind: 'redirectTo', url: '/maintainer/receiptCode?billId=b9' })
  })

  test("the server's refusal keeps the form and shows its words", async () => {
    answer({ '/api/basic/assetsManage/page': pageOf([booth('a1', 'c1')]), [CREATE]: fail('「卷帘门弹簧」库存不足') })
    const { container } = render(<MaintainerRepairCreate />)
    await settle()
    await pickFirst(container, 'assetId')
    await pickFirst(container, 'repairType')
    fireEvent.change(container.querySelector('[data-field="description"] textarea')!, { target: { value: '巡检发现卷帘门弹簧断裂' } })
    await clickButton(container, '添加耗材')
    await pickerAnswers('/maintainer/repairs/project', { id: 'm2', name: '卷帘门弹簧', unit: '个', priceFen: 4500, stock: 1 })
    await clickButton(container, '完成并生成账单')
    await settle()
    expect(lastModal()?.content).toBe('「卷帘门弹簧」库存不足')
    expect(taroMock.navigations.filter((n) => n.kind === 'redirectTo')).toHaveLength(0)
    expect(screen.getAllByTestId('work-line')).toHaveLength(1)
  })
})

describe('选择耗材 / 选择服务', () => {
  test('consumables with stock left, their stock shown; a tap hands the item back and closes the picker', async () => {
    onPage('/maintainer/repairs/project', { resultId: 'q1' }, ['maintainer/repairs/dispose'])
    const release = holdRequests()
    render(<MaintainerRepairMaterials />)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await act(async () => release(pageOf([material, spring])))
    await settle()
    expect(formBody(requestsTo(`${E}/stockMain/page`)[0]!)).toMatchObject({ inStock: 'true' })
    const cards = screen.getAllByTestId('list-card')
    expect(cards[0]!.textContent).toContain('库存：5个')
    expect(cards[1]!.textContent).toContain('库存紧张')
    await act(async () => {
      fireEvent.click(cards[1]!)
    })
    await expect(awaitResult('q1')).resolves.toEqual({ id: 'm2', name: '卷帘门弹簧', unit: '个', priceFen: 4500, stock: 1 })
    expect(taroMock.navigations[taroMock.navigations.length - 1]!.kind).toBe('navigateBack')
  })

  test('nothing in stock: the empty state; leaving answers null', async () => {
    onPage('/maintainer/repairs/project', { resultId: 'q2' }, ['maintainer/repairs/dispose'])
    answer({ [`${E}/stockMain/page`]: pageOf([]) })
    const { unmount } = render(<MaintainerRepairMaterials />)
    await settle()
    expect(screen.getByTestId('state-empty').textContent).toContain('暂无有库存的耗材')
    unmount()
    await expect(awaitResult('q2')).resolves.toBeNull()
  })

  test('services: the error state, then the list after 重新加载', async () => {
    onPage('/maintainer/repairs/serviceProject', { resultId: 'q3' }, ['maintainer/repairs/dispose'])
    let calls = 0
    answer({ [`${E}/recordsProject/page`]: () => (calls++ === 0 ? fail('网络异常') : pageOf([service])) })
    render(<MaintainerRepairServices />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('网络异常')
    await act(async () => {
      fireEvent.click(screen.getByText('重新加载'))
    })
    await settle()
    expect(screen.getByTestId('list-card').textContent).toContain('上门检修')
    expect(screen.getByTestId('list-card').textContent).toContain('¥50.00/次')
    await act(async () => {
      fireEvent.click(screen.getByTestId('list-card'))
    })
    await expect(awaitResult('q3')).resolves.toEqual({ id: 's1', name: '上门检修', unit: '次', priceFen: 5000 })
  })
})
