import { taroMock } from '../mocks/taro'

beforeEach(() => {
  taroMock.reset()
})
