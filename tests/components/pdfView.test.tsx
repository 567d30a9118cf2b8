/**
 * The test report screen (/supplier/detection/pdfview) with H5's PdfView (index.h5.tsx; jest
 * resolves the weapp file unless told): the loading state while pdf.js and the file load, every
 * page drawn in order at the screen's pixel ratio, the download link under the report's name,
 * 检测报告无法打开 with 重新加载 when the file cannot be read, the empty state before a report
 * exists, and the document released when the screen goes. The weapp PdfView opens the file through
 * the attachment adapter. pdf.js itself (pdfDocument.ts) is mocked here; the browser journey
 * (tests/e2e/gate.test.ts) draws a real report.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import type { DetectionDetail } from '@/contract/types'
import type { PdfDocument } from '@/components/PdfView/pdfDocument'
import { openAttachment } from '@/core/wechat/attachment'
import Report from '@/supplier/detection/pdfview'
import { taroMock } from '../mocks/taro'
import { answer, loginAs, ok, onPage, settle } from './helpers'

jest.mock('@/components/PdfView', () => jest.requireActual('@/components/PdfView/index.h5'))
jest.mock('@/components/PdfView/pdfDocument', () => ({ openPdf: jest.fn() }))
jest.mock('@/core/wechat/attachment', () => ({ openAttachment: jest.fn(() => Promise.resolve(true)) }))
const { openPdf } = jest.requireMock('@/components/PdfView/pdfDocument') as { openPdf: jest.Mock<Promise<PdfDocument>, [string]> }

const DETAIL = '/api/gate/detectionMain/detail'
const detection = (extra: Partial<DetectionDetail> = {}): DetectionDetail => ({
  id: 'd1',
  detectionNo: 'JC20261126001',
  recordId: 'r1',
  plateNumber: '浙A12345',
  entryTime: '2026-11-26T08:00:00+08:00',
  status: 'tested',
  result: 'pass',
  productNames: ['土豆'],
  itemCount: 1,
  createTime: '2026-11-26T09:00:00+08:00',
  testedAt: '2026-11-26T11:00:00+08:00',
  remark: null,
  voucher: null,
  products: [{ productId: 'p1', productName: '土豆', categoryName: '根茎类', origin: '内蒙古乌兰察布', result: 'pass', items: [] }],
  reportUrl: '/uploads/3f2a.pdf',
  testedByName: '检测员',
  ...extra,
})

/** A document of `pageCount` pages whose drawing is recorded. */
function pdf(pageCount: number) {
  return { pageCount, renderPage: jest.fn<Promise<void>, Parameters<PdfDocument['renderPage']>>(() => Promise.resolve()), destroy: jest.fn() }
}

const link = () => screen.getByText('下载检测报告').closest('a')!
const pages = () => screen.queryAllByRole('img').filter((e) => e.tagName === 'CANVAS')

beforeEach(() => {
  openPdf.mockReset()
  loginAs('supplier')
  onPage('/supplier/detection/pdfview', { id: 'd1' }, ['supplier/index'])
  Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true })
})

test('loading while pdf.js and the file load; the download link is there at once, under the report\'s name', async () => {
  openPdf.mockReturnValue(new Promise(() => undefined))
  answer({ [DETAIL]: ok(detection()) })
  render(<Report />)
  await settle()
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  expect(openPdf).toHaveBeenCalledTimes(1)
  expect(openPdf.mock.calls[0]![0]).toMatch(/\/uploads\/3f2a\.pdf$/)
  expect(link().getAttribute('href')).toBe(openPdf.mock.calls[0]![0])
  expect(link().getAttribute('download')).toBe('检测报告-JC20261126001.pdf')
  expect(pages()).toHaveLength(0)
})

test('every page drawn in order, as wide as its box, at the screen\'s pixel ratio', async () => {
  const doc = pdf(3)
  openPdf.mockResolvedValue(doc)
  answer({ [DETAIL]: ok(detection()) })
  render(<Report />)
  await settle()
  expect(screen.queryByTestId('state-loading')).toBeNull()
  expect(pages().map((p) => p.getAttribute('aria-label'))).toEqual(['检测报告第1页', '检测报告第2页', '检测报告第3页'])
  expect(doc.renderPage.mock.calls.map((c) => c[0])).toEqual([0, 1, 2])
  expect(doc.renderPage.mock.calls.map((c) => c[1])).toEqual(pages())
  const box = screen.getByTestId('pdf-pages')
  expect(doc.renderPage.mock.calls.every((c) => c[2] === box.clientWidth && c[3] === 3)).toBe(true)
  expect(screen.getByText('检测报告-JC20261126001.pdf')).toBeTruthy()
})

test('a file that cannot be read: 检测报告无法打开，请稍后重试, and 重新加载 opens it again', async () => {
  openPdf.mockRejectedValueOnce(new Error('Missing PDF')).mockResolvedValueOnce(pdf(1))
  answer({ [DETAIL]: ok(detection()) })
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  render(<Report />)
  await settle()
  expect(screen.getByTestId('state-error').textContent).toContain('检测报告无法打开，请稍后重试')
  expect(link().getAttribute('download')).toBe('检测报告-JC20261126001.pdf')
  fireEvent.click(screen.getByText('重新加载'))
  await settle()
  expect(openPdf).toHaveBeenCalledTimes(2)
  expect(screen.queryByTestId('state-error')).toBeNull()
  expect(pages()).toHaveLength(1)
  warn.mockRestore()
})

test('a page that cannot be drawn shows the same error', async () => {
  const doc = pdf(2)
  doc.renderPage.mockRejectedValueOnce(new Error('bad page'))
  openPdf.mockResolvedValue(doc)
  answer({ [DETAIL]: ok(detection()) })
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  render(<Report />)
  await settle()
  expect(screen.getByTestId('state-error').textContent).toContain('检测报告无法打开，请稍后重试')
  warn.mockRestore()
})

test('no report yet: 检测结果出具后可查看检测报告, nothing loaded, no link', async () => {
  answer({ [DETAIL]: ok(detection({ status: 'submitted', result: null, testedAt: null, reportUrl: null })) })
  render(<Report />)
  await settle()
  expect(screen.getByTestId('state-empty').textContent).toContain('检测结果出具后可查看检测报告')
  expect(openPdf).not.toHaveBeenCalled()
  expect(screen.queryByText('下载检测报告')).toBeNull()
})

test('leaving the screen releases the document', async () => {
  const doc = pdf(1)
  openPdf.mockResolvedValue(doc)
  answer({ [DETAIL]: ok(detection()) })
  const view = render(<Report />)
  await settle()
  expect(doc.destroy).not.toHaveBeenCalled()
  act(() => view.unmount())
  expect(doc.destroy).toHaveBeenCalledTimes(1)
})

test('weapp: 打开检测报告 opens the file through the attachment adapter (Taro.openDocument)', async () => {
  const { PdfView } = jest.requireActual('@/components/PdfView') as typeof import('@/components/PdfView')
  render(<PdfView url="/uploads/3f2a.pdf" fileName="检测报告-JC20261126001.pdf" label="检测报告" />)
  fireEvent.click(screen.getByText('打开检测报告'))
  expect(openAttachment).toHaveBeenCalledWith({ name: '检测报告-JC20261126001.pdf', url: '/uploads/3f2a.pdf' })
  expect(taroMock.requests).toHaveLength(0)
})
