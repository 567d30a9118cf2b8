/**
 * A load that fails because the network is down: the screen's error state says so in Chinese
 * (with 重新加载), never the platform's raw text, which goes to the log instead.
 */
import { render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { endpoint } from '@/contract'
import { Page } from '@/components/Page'
import { errorText } from '@/components/States'
import { NETWORK_ERROR_MESSAGE, request } from '@/core/request'
import { useAsyncData } from '@/hooks/useAsyncData'
import { taroMock } from '../mocks/taro'
import { clickButton, onPage, settle } from './helpers'

const RAW = 'request:fail errcode:-102 cronet_error_code:-102 error_msg:net::ERR_CONNECTION_REFUSED'
const thingEp = endpoint<Record<string, never>, { name: string }>({ path: '/api/test/thing/get', method: 'GET', body: 'query' })

function Screen() {
  const thing = useAsyncData(() => request(thingEp, {}, { silent: true }), [])
  return (
    <Page loading={thing.loading} error={thing.error} onRetry={() => void thing.reload()}>
      <Text>{thing.data?.name}</Text>
    </Page>
  )
}

let warn: jest.SpyInstance
beforeEach(() => {
  onPage('/pages/setting')
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => warn.mockRestore())

test('a refused connection shows the network message in the error state, the raw text only in the log', async () => {
  taroMock.requestHandler = () => ({ fail: RAW })
  const { container } = render(<Screen />)
  await settle()
  expect(screen.getByTestId('state-error')).toBeTruthy()
  expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeTruthy()
  expect(NETWORK_ERROR_MESSAGE).toBe('网络连接失败，请检查网络后重试')
  expect(container.textContent).not.toMatch(/request:fail|ERR_CONNECTION_REFUSED|errcode/)
  expect(screen.getByText('重新加载')).toBeTruthy()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(RAW))
})

test('retrying after the network is back shows the content', async () => {
  taroMock.requestHandler = () => ({ fail: RAW })
  const { container } = render(<Screen />)
  await settle()
  taroMock.requestHandler = () => ({ statusCode: 200, data: { state: 0, msg: '', result: { name: '红富士苹果' } } })
  await clickButton(container, '重新加载')
  await settle()
  expect(screen.getByText('红富士苹果')).toBeTruthy()
})

describe('errorText', () => {
  test.each<[unknown]>([
    [new Error(RAW)],
    [RAW],
    [{ errMsg: 'request:fail timeout abc' }],
    [{ errMsg: 'uploadFile:fail net::ERR_INTERNET_DISCONNECTED' }],
    [new TypeError('Failed to fetch')],
  ])('raw platform text %p becomes the network message and is logged', (error) => {
    expect(errorText(error)).toBe(NETWORK_ERROR_MESSAGE)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test.each<[unknown, string]>([
    ['缺少报备编号', '缺少报备编号'],
    [new Error('服务器内部错误'), '服务器内部错误'],
    [{ errMsg: 'chooseImage:fail cancel' }, '加载失败，请稍后重试'],
    [null, '加载失败，请稍后重试'],
    ['', '加载失败，请稍后重试'],
  ])('%p reads %p', (error, expected) => {
    expect(errorText(error)).toBe(expected)
    expect(warn).not.toHaveBeenCalled()
  })
})
