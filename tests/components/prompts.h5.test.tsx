/**
 * H5's prompts (core/prompts.h5.ts): Taro's modal and toasts come from a chunk loaded at the
 * first touch or prompt; without it (no network), the browser's alert and confirm stand in and
 * the next prompt tries the chunk again.
 */
const mockTaroH5 = { showModal: jest.fn(async () => ({ confirm: true, cancel: false, errMsg: 'ok' })), showToast: jest.fn(), showLoading: jest.fn(), hideLoading: jest.fn() }
let mockChunkLoads = 0
let mockChunkFails = false
jest.mock(
  '@tarojs/taro-h5',
  () => {
    mockChunkLoads++
    if (mockChunkFails) throw new Error('ChunkLoadError: Loading chunk prompts failed')
    return mockTaroH5
  },
  { virtual: true },
)

type PromptsH5 = typeof import('@/core/prompts.h5')
const fresh = (): PromptsH5 => {
  let m: PromptsH5 | undefined
  jest.isolateModules(() => {
    m = require('@/core/prompts.h5') as PromptsH5
  })
  return m!
}

beforeEach(() => {
  mockChunkLoads = 0
  mockChunkFails = false
  jest.resetModules()
})

test('nothing loads until the first touch; then Taro’s prompts are there', async () => {
  const { promptsModule } = fresh()
  expect(promptsModule.loaded).toBeUndefined()
  expect(mockChunkLoads).toBe(0)
  document.dispatchEvent(new Event('pointerdown'))
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(mockChunkLoads).toBe(1)
  expect(promptsModule.loaded?.showModal).toBe(mockTaroH5.showModal)
  await promptsModule.load()
  expect(mockChunkLoads).toBe(1)
})

test('without the chunk a prompt is the browser’s alert or confirm; the next prompt loads the chunk', async () => {
  mockChunkFails = true
  const { promptsModule } = fresh()
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
  const confirm = jest.spyOn(window, 'confirm').mockImplementation(() => false)
  const fallback = await promptsModule.load()
  await expect(fallback.showModal({ title: '提示', content: '网络不可用', showCancel: false })).resolves.toMatchObject({ confirm: true })
  expect(alert).toHaveBeenCalledWith('提示\n网络不可用')
  await expect(fallback.showModal({ title: '提示', content: '确定删除？' })).resolves.toMatchObject({ confirm: false, cancel: true })
  expect(confirm).toHaveBeenCalledWith('提示\n确定删除？')
  expect(promptsModule.loaded).toBeUndefined()
  mockChunkFails = false
  expect((await promptsModule.load()).showModal).toBe(mockTaroH5.showModal)
  expect(mockChunkLoads).toBe(2)
  alert.mockRestore()
  confirm.mockRestore()
})
