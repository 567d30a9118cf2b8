/** core/lazy: code loaded on demand, one fetch at a time, retried after a failure. */
import { lazyModule, loadedModule } from '@/core/lazy'

test('nothing is fetched until asked; concurrent asks share one fetch; then it stays loaded', async () => {
  const mod = { answer: 42 }
  const importer = jest.fn(() => Promise.resolve(mod))
  const lazy = lazyModule(importer)
  expect(importer).not.toHaveBeenCalled()
  expect(lazy.loaded).toBeUndefined()
  const [a, b] = await Promise.all([lazy.load(), lazy.load()])
  expect(a).toBe(mod)
  expect(b).toBe(mod)
  expect(importer).toHaveBeenCalledTimes(1)
  expect(lazy.loaded).toBe(mod)
  await lazy.load()
  expect(importer).toHaveBeenCalledTimes(1)
})

test('a failed fetch is reported to every waiting caller, and the next ask fetches again', async () => {
  const failure = Object.assign(new Error('Loading chunk 260 failed.'), { name: 'ChunkLoadError' })
  const importer = jest.fn<Promise<{ ok: true }>, []>().mockRejectedValueOnce(failure).mockResolvedValueOnce({ ok: true })
  const lazy = lazyModule(importer)
  await expect(Promise.all([lazy.load(), lazy.load()])).rejects.toBe(failure)
  expect(importer).toHaveBeenCalledTimes(1)
  expect(lazy.loaded).toBeUndefined()
  await expect(lazy.load()).resolves.toEqual({ ok: true })
  expect(importer).toHaveBeenCalledTimes(2)
})

test('loadedModule: ready at once (the weapp variant)', async () => {
  const mod = { x: 1 }
  const lazy = loadedModule(mod)
  expect(lazy.loaded).toBe(mod)
  await expect(lazy.load()).resolves.toBe(mod)
})
