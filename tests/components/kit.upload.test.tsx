import { useState } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ImageUploader } from '@/components/ImageUploader'
import { uploadImage } from '@/core/request/upload'
import { setApiRoot } from '@/core/apiRoot'
import { ApiError } from '@/core/request'
import { taroMock } from '../mocks/taro'
import { loginAs, settle } from './helpers'

const okUpload = (url: string) => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: { url } }) })
const bizFail = (msg: string) => ({ statusCode: 200, data: JSON.stringify({ state: 1, msg, result: null }) })

beforeEach(() => setApiRoot('https://api.test'))

describe('uploadImage', () => {
  test('posts field file to the upload path with the token and resolves the url', async () => {
    loginAs('supplier')
    taroMock.uploadHandler = () => okUpload('/uploads/abc.png')
    await expect(uploadImage('/tmp/a.png')).resolves.toBe('/uploads/abc.png')
    expect(taroMock.uploads).toHaveLength(1)
    expect(taroMock.uploads[0]).toMatchObject({ url: 'https://api.test/api/user/fileUpload/file/imgUpload', filePath: '/tmp/a.png', name: 'file', header: { Authorization: 'tok-1' } })
  })

  test('state != 0 rejects with the server msg in the 提示 modal', async () => {
    loginAs('supplier')
    taroMock.uploadHandler = () => bizFail('图片不能超过5MB')
    const err = await uploadImage('/tmp/a.png').catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).kind).toBe('business')
    expect(taroMock.modals).toEqual([expect.objectContaining({ title: '提示', content: '图片不能超过5MB', showCancel: false })])
  })

  test('silent: rejects without a modal; HTTP 500 maps through the status table', async () => {
    taroMock.uploadHandler = () => ({ statusCode: 500, data: '' })
    await expect(uploadImage('/tmp/a.png', { silent: true })).rejects.toMatchObject({ kind: 'http', status: 500 })
    expect(taroMock.modals).toHaveLength(0)
    await expect(uploadImage('/tmp/a.png')).rejects.toMatchObject({ message: '服务器内部错误' })
    expect(taroMock.modals[0].content).toBe('服务器内部错误')
  })

  test('network failure and an answer without url reject', async () => {
    taroMock.uploadHandler = () => {
      throw { errMsg: 'uploadFile:fail' }
    }
    await expect(uploadImage('/tmp/a.png')).rejects.toMatchObject({ kind: 'network' })
    expect(taroMock.modals[0].content).toBe('网络连接失败，请检查网络后重试')
    taroMock.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 0, msg: '', result: {} }) })
    await expect(uploadImage('/tmp/a.png', { silent: true })).rejects.toBeInstanceOf(ApiError)
  })

  test('state 97 prompts login', async () => {
    taroMock.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ state: 97, msg: '登录已过期', result: null }) })
    taroMock.modalAnswer = false
    await expect(uploadImage('/tmp/a.png', { silent: true })).rejects.toMatchObject({ kind: 'auth' })
    expect(taroMock.modals.length).toBeGreaterThan(0)
  })
})

function Harness({ initial = [] as string[], max, disabled, onChange }: { initial?: string[]; max?: number; disabled?: boolean; onChange?: (u: string[]) => void }) {
  const [urls, setUrls] = useState(initial)
  return (
    <>
      <ImageUploader
        value={urls}
        max={max}
        disabled={disabled}
        onChange={(u) => {
          onChange?.(u)
          setUrls(u)
        }}
      />
      <span data-testid="urls">{urls.join(',')}</span>
    </>
  )
}

const urls = () => screen.getByTestId('urls').textContent
const tap = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el)
  })
  await settle()
}

describe('ImageUploader', () => {
  test('add: picks at most what is left (compressed), uploads each in turn, appends the urls', async () => {
    const choose = jest.spyOn(Taro, 'chooseImage')
    taroMock.chosenImages = ['/tmp/1.png', '/tmp/2.png']
    let n = 0
    taroMock.uploadHandler = () => okUpload(`/uploads/u${++n}.png`)
    render(<Harness initial={['/uploads/old.png']} max={4} />)
    expect(screen.getByTestId('uploader-add').textContent).toContain('1/4')
    await tap(screen.getByTestId('uploader-add'))
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 3, sizeType: ['compressed'] }))
    expect(taroMock.uploads.map((u) => u.filePath)).toEqual(['/tmp/1.png', '/tmp/2.png'])
    expect(urls()).toBe('/uploads/old.png,/uploads/u1.png,/uploads/u2.png')
    expect(screen.getAllByTestId('uploader-image')).toHaveLength(3)
    expect(screen.getAllByTestId('uploader-image')[1].querySelector('img')!.getAttribute('src')).toBe('https://api.test/uploads/u1.png')
    expect(screen.queryAllByTestId('uploader-pending')).toHaveLength(0)
  })

  test('shows queued / uploading while uploads run', async () => {
    taroMock.chosenImages = ['/tmp/1.png', '/tmp/2.png']
    const waiting: Array<(v: unknown) => void> = []
    taroMock.uploadHandler = (() => new Promise((r) => waiting.push(r))) as unknown as typeof taroMock.uploadHandler
    render(<Harness />)
    await tap(screen.getByTestId('uploader-add'))
    const states = screen.getAllByTestId('uploader-pending').map((t) => t.getAttribute('data-status'))
    expect(states).toEqual(['uploading', 'queued'])
    expect(screen.getAllByTestId('uploader-pending')[1].textContent).toContain('等待上传')
    await act(async () => waiting.shift()!(okUpload('/uploads/a.png')))
    await settle()
    expect(screen.getAllByTestId('uploader-pending').map((t) => t.getAttribute('data-status'))).toEqual(['uploading'])
    await act(async () => waiting.shift()!(okUpload('/uploads/b.png')))
    await settle()
    expect(urls()).toBe('/uploads/a.png,/uploads/b.png')
  })

  test('a failed upload stays on its tile (toast, no url); tapping it retries', async () => {
    taroMock.chosenImages = ['/tmp/1.png']
    taroMock.uploadHandler = () => bizFail('仅支持 png/jpg/gif/webp 图片')
    const onChange = jest.fn()
    render(<Harness onChange={onChange} />)
    await tap(screen.getByTestId('uploader-add'))
    const tile = screen.getByTestId('uploader-pending')
    expect(tile.getAttribute('data-status')).toBe('failed')
    expect(tile.textContent).toContain('上传失败')
    expect(taroMock.toasts.map((t) => t.title)).toContain('仅支持 png/jpg/gif/webp 图片')
    expect(taroMock.modals).toHaveLength(0)
    expect(onChange).not.toHaveBeenCalled()
    taroMock.uploadHandler = () => okUpload('/uploads/ok.png')
    await tap(tile)
    expect(taroMock.uploads).toHaveLength(2)
    expect(urls()).toBe('/uploads/ok.png')
    expect(screen.queryAllByTestId('uploader-pending')).toHaveLength(0)
  })

  test('remove: an uploaded image or a failed tile', async () => {
    taroMock.chosenImages = ['/tmp/1.png']
    taroMock.uploadHandler = () => bizFail('失败')
    render(<Harness initial={['/uploads/a.png', '/uploads/b.png']} />)
    await tap(screen.getAllByTestId('uploader-remove')[0])
    expect(urls()).toBe('/uploads/b.png')
    await tap(screen.getByTestId('uploader-add'))
    expect(screen.getAllByTestId('uploader-pending')).toHaveLength(1)
    await tap(screen.getAllByTestId('uploader-remove')[1])
    expect(screen.queryAllByTestId('uploader-pending')).toHaveLength(0)
    expect(urls()).toBe('/uploads/b.png')
  })

  test('max: no add tile when full; extra picked images are dropped', async () => {
    taroMock.chosenImages = ['/tmp/1.png', '/tmp/2.png', '/tmp/3.png']
    render(<Harness initial={['/uploads/a.png']} max={2} />)
    await tap(screen.getByTestId('uploader-add'))
    expect(taroMock.uploads).toHaveLength(1)
    expect(urls()).toBe('/uploads/a.png,/uploads/x.png')
    expect(screen.queryByTestId('uploader-add')).toBeNull()
  })

  test('a cancelled pick changes nothing', async () => {
    jest.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' })
    render(<Harness />)
    await tap(screen.getByTestId('uploader-add'))
    expect(taroMock.uploads).toHaveLength(0)
    expect(screen.queryAllByTestId('uploader-pending')).toHaveLength(0)
  })

  test('tap previews all images; disabled: no add, no remove', async () => {
    const preview = jest.spyOn(Taro, 'previewImage')
    render(<Harness initial={['/uploads/a.png', '/uploads/b.png']} disabled />)
    expect(screen.queryByTestId('uploader-add')).toBeNull()
    expect(screen.queryAllByTestId('uploader-remove')).toHaveLength(0)
    await tap(screen.getAllByTestId('uploader-image')[1])
    expect(preview).toHaveBeenCalledWith({ current: 'https://api.test/uploads/b.png', urls: ['https://api.test/uploads/a.png', 'https://api.test/uploads/b.png'] })
  })
})
