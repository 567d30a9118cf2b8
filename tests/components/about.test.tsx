import { fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import About, { versionStatus } from '@/pages/about'
import { answer, holdRequests, clickButton, loginAs, ok, onPage, requestsTo, settle } from './helpers'

const CENTRE = { name: '南山农批市场', phone: '0755-88886666', address: '南山区科技路1号' }

beforeEach(() => onPage('/pages/about', {}, ['pages/setting']))

test('versionStatus compares version codes', () => {
  expect(versionStatus({ version: '1.1.0', versionCode: 110 }, 100)).toBe('发现新版本 1.1.0')
  expect(versionStatus({ version: '1.0.0', versionCode: 100 }, 100)).toBe('已是最新版本')
  expect(versionStatus(null, 100)).toBeNull()
})

test('loading, then the centre; the phone is tapped to call', async () => {
  const call = jest.spyOn(Taro, 'makePhoneCall')
  const release = holdRequests()
  render(<About />)
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  release(ok(CENTRE))
  await settle()
  expect(screen.getByText('南山农批市场')).toBeTruthy()
  expect(screen.getByText('南山区科技路1号')).toBeTruthy()
  expect(screen.getByText('V1.0.0（100）')).toBeTruthy()
  fireEvent.click(screen.getByText('0755-88886666'))
  expect(call).toHaveBeenCalledWith({ phoneNumber: '0755-88886666' })
  // Logged out: the version service (which needs a session) is not asked.
  expect(requestsTo('/api/user/versionManage/getNewestVersion')).toHaveLength(0)
  expect(screen.getByText('登录后可检查更新')).toBeTruthy()
})

test('logged in: a newer version is announced; a tap tells what is new and how to get it', async () => {
  loginAs('staff')
  answer({
    '/api/user/sysLogoConf/queryByParam': ok(CENTRE),
    '/api/user/versionManage/getNewestVersion': ok({ version: '1.2.0', versionCode: 120, content: '新增订单导出' }),
  })
  const modal = jest.spyOn(Taro, 'showModal')
  render(<About />)
  await settle()
  fireEvent.click(screen.getByText('发现新版本 1.2.0'))
  await settle()
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: 'V1.2.0：新增订单导出\n关闭小程序后重新打开，即可使用新版本。' }))
})

test('logged in and current: 已是最新版本', async () => {
  loginAs('staff')
  answer({
    '/api/user/sysLogoConf/queryByParam': ok(CENTRE),
    '/api/user/versionManage/getNewestVersion': ok({ version: '1.0.0', versionCode: 100 }),
  })
  const modal = jest.spyOn(Taro, 'showModal')
  modal.mockClear()
  render(<About />)
  await settle()
  // Nothing to get: the row is not a button.
  fireEvent.click(screen.getByText('已是最新版本'))
  await settle()
  expect(modal).not.toHaveBeenCalled()
})

test('an error state with 重新加载', async () => {
  answer({ '/api/user/sysLogoConf/queryByParam': { statusCode: 500, data: '' } })
  const { container } = render(<About />)
  await settle()
  expect(screen.getByTestId('state-error')).toBeTruthy()
  expect(screen.getByText('服务器内部错误')).toBeTruthy()
  answer({ '/api/user/sysLogoConf/queryByParam': ok(CENTRE) })
  await clickButton(container, '重新加载')
  expect(screen.getByText('南山农批市场')).toBeTruthy()
})
