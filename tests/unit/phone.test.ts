import { taroMock } from '../mocks/taro'
import { callPhone, NO_DRIVER_PHONE } from '@/core/wechat/phone'

beforeEach(() => taroMock.reset())

test('dials a known number', async () => {
  await expect(callPhone('13800000000')).resolves.toBe(true)
})

test("no driver phone: the spec's message", async () => {
  await expect(callPhone('', NO_DRIVER_PHONE)).resolves.toBe(false)
  await expect(callPhone(null, NO_DRIVER_PHONE)).resolves.toBe(false)
  expect(taroMock.toasts.map((t) => t.title)).toEqual(['未查询到司机电话', '未查询到司机电话'])
})

test('no number and no message: nothing happens', async () => {
  await expect(callPhone(undefined)).resolves.toBe(false)
  expect(taroMock.toasts).toHaveLength(0)
})
