/**
 * The lab's inspection screen (/staff/office/detectionDetail, module 检测管理): no permission, the
 * results form while it waits, and once tested the report: 查看检测报告, and 上传检测报告 putting
 * the lab's own PDF in its place (chosen, checked, uploaded, attached), a non-PDF or an oversized
 * file refused before anything is sent, a chooser closed without a file sending nothing.
 */
import { render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { OfficeDetectionDetail } from '@/contract/types'
import OfficeDetection from '@/staff/office/detectionDetail'
import { taroMock } from '../mocks/taro'
import { answer, clickButton, formBody, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const DETAIL = '/api/market/detection/queryById'
const UPLOAD = '/api/market/detection/reportUpload'
const ATTACH = '/api/market/detection/attachReport'
const LAB = [{ id: '1', caption: '检测管理' }]

const detection = (extra: Partial<OfficeDetectionDetail> = {}): OfficeDetectionDetail => ({
  id: 'd1',
  detectionNo: 'JC20261126001',
  recordId: 'r1',
  plateNumber: '浙A7L902',
  entryTime: '2026-11-26T08:00:00+08:00',
  status: 'tested',
  result: 'pass',
  productNames: ['菠菜'],
  itemCount: 1,
  createTime: '2026-11-26T09:00:00+08:00',
  testedAt: '2026-11-26T11:00:00+08:00',
  remark: null,
  voucher: null,
  products: [{ productId: 'p1', productName: '菠菜', categoryName: '叶菜类', origin: '山东寿光', result: 'pass', items: [{ id: 'l1', itemId: 'i1', itemName: '农药残留', standard: 'GB/T 5009.199', method: '速测卡', result: 'pass', value: '抑制率 12%' }] }],
  reportUrl: '/uploads/generated.pdf',
  testedByName: '检测员',
  customerId: 'c1',
  customerName: '绿源果蔬商行',
  ...extra,
})

type Mutable = Record<string, unknown>
const taro = Taro as unknown as Mutable
let chosen: Array<{ path: string; name: string; size: number }> | 'cancel'

beforeEach(() => {
  onPage('/staff/office/detectionDetail', { id: 'd1' }, ['staff/index'])
  chosen = [{ path: 'wxfile://tmp/report.pdf', name: '检测报告.pdf', size: 200_000 }]
  taro.chooseMessageFile = jest.fn(() => (chosen === 'cancel' ? Promise.reject({ errMsg: 'chooseMessageFile:fail cancel' }) : Promise.resolve({ tempFiles: chosen })))
})
afterEach(() => {
  delete taro.chooseMessageFile
})

test('without 检测管理: 当前账号没有该功能的权限 and nothing requested', async () => {
  loginAs('staff', {}, [{ id: '1', caption: '设置' }])
  render(<OfficeDetection />)
  await settle()
  expect(screen.getByTestId('state-no-permission')).toBeTruthy()
  expect(taroMock.requests).toHaveLength(0)
})

test('waiting for results: the results form, no report buttons', async () => {
  loginAs('staff', {}, LAB)
  answer({ [DETAIL]: ok(detection({ status: 'submitted', result: null, reportUrl: null, testedAt: null })) })
  render(<OfficeDetection />)
  await settle()
  expect(screen.getAllByTestId('result-line')).toHaveLength(1)
  expect(screen.queryByText('上传检测报告')).toBeNull()
  expect(screen.queryByText('查看检测报告')).toBeNull()
})

test('tested: 上传检测报告 chooses a PDF, uploads it to the report upload and attaches its URL', async () => {
  loginAs('staff', {}, LAB)
  taroMock.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: { url: '/uploads/lab.pdf' } }) })
  answer({ [DETAIL]: ok(detection()), [ATTACH]: ok({ id: 'd1', status: 'tested' }) })
  const { container } = render(<OfficeDetection />)
  await settle()
  expect(screen.getByText('查看检测报告')).toBeTruthy()
  await clickButton(container, '上传检测报告')
  await settle()
  expect(taro.chooseMessageFile).toHaveBeenCalledWith(expect.objectContaining({ count: 1, type: 'file', extension: ['pdf'] }))
  expect(taroMock.uploads).toHaveLength(1)
  expect(taroMock.uploads[0]).toMatchObject({ filePath: 'wxfile://tmp/report.pdf', name: 'file' })
  expect(taroMock.uploads[0]!.url).toContain(UPLOAD)
  expect(formBody(requestsTo(ATTACH)[0]!)).toEqual({ id: 'd1', reportUrl: '/uploads/lab.pdf' })
  expect(taroMock.toasts.map((t) => t.title)).toContain('检测报告已上传')
})

test('a file that is not a PDF, or over 10 MB, is refused before anything is sent; closing the chooser sends nothing', async () => {
  loginAs('staff', {}, LAB)
  answer({ [DETAIL]: ok(detection()) })
  const { container } = render(<OfficeDetection />)
  await settle()
  chosen = [{ path: 'wxfile://tmp/a.docx', name: '报告.docx', size: 1000 }]
  await clickButton(container, '上传检测报告')
  await settle()
  chosen = [{ path: 'wxfile://tmp/big.pdf', name: '报告.pdf', size: 11 * 1024 * 1024 }]
  await clickButton(container, '上传检测报告')
  await settle()
  expect(taroMock.modals.map((m) => m.content)).toEqual(['检测报告须为PDF文件', '检测报告不能超过10MB'])
  chosen = 'cancel'
  await clickButton(container, '上传检测报告')
  await settle()
  expect(taroMock.toasts).toHaveLength(0)
  expect(taroMock.uploads).toHaveLength(0)
  expect(requestsTo(ATTACH)).toHaveLength(0)
})
