/**
 * Image upload (spec section 7: /api/user/fileUpload/file/imgUpload): multipart field `file`, the
 * token in `Authorization`, the answer checked exactly like every other call (`settle`: HTTP status
 * table, envelope, 97 login prompt, a modal for the server's msg unless `silent`). Resolves the
 * stored image's URL, relative to the API root (`/uploads/x.png`; show it through `mediaUrl`).
 */
import Taro from '@tarojs/taro'
import type { UploadResult } from '@/contract/types'
import { APP_CONFIG, LIMITS } from '@/config'
import { apiUrl } from '@/core/apiRoot'
import { alertModal } from '@/core/dialog'
import { ApiError } from './ApiError'
import { messageForStatus } from './httpStatus'
import { authHeader, noAnswerError, settle, type RequestOptions } from './index'

export interface UploadOptions extends Pick<RequestOptions, 'silent'> {
  /** 0-100 while the file is sent (where the platform reports it). */
  onProgress?: (percent: number) => void
}

type UploadTask = Promise<{ statusCode: number; data: unknown }> & {
  onProgressUpdate?: (cb: (r: { progress: number }) => void) => void
}

export async function uploadImage(filePath: string, options: UploadOptions = {}): Promise<string> {
  let res: { statusCode: number; data: unknown }
  try {
    const task = Taro.uploadFile({
      url: apiUrl(APP_CONFIG.uploadPath),
      filePath,
      name: 'file',
      header: authHeader(),
      timeout: LIMITS.networkTimeoutMs.uploadFile,
    }) as unknown as UploadTask
    task.onProgressUpdate?.((r) => options.onProgress?.(r.progress))
    res = await task
  } catch (e) {
    const error = noAnswerError(String((e as { errMsg?: string } | null)?.errMsg ?? e), 'upload')
    if (!options.silent) await alertModal(error.message)
    throw error
  }
  const result = await settle<UploadResult>(res.statusCode, res.data, options)
  if (!result || typeof result.url !== 'string' || !result.url) {
    const message = messageForStatus(-1)
    if (!options.silent) await alertModal(message)
    throw new ApiError('http', message, { status: res.statusCode })
  }
  return result.url
}
