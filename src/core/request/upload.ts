/**
 * File uploads: multipart field `file`, the token in `Authorization`, the answer checked exactly
 * like every other call (`settle`: HTTP status table, envelope, 97 login prompt, a modal for the
 * server's msg unless `silent`). `uploadFile` sends to an upload endpoint of the contract (the
 * office's inspection report PDF); `uploadImage` to the image upload (spec section 7:
 * /api/user/fileUpload/file/imgUpload). Each resolves the stored file's URL, relative to the API
 * root (`/uploads/x.png`; show it through `mediaUrl`).
 */
import Taro from '@tarojs/taro'
import type { Endpoint } from '@/contract/endpoint'
import type { UploadResult } from '@/contract/types'
import { APP_CONFIG, LIMITS } from '@/config'
import { apiUrl } from '@/core/apiRoot'
import { alertModal } from '@/core/dialog'
import { isOffline } from '@/core/network'
import { ApiError } from './ApiError'
import { messageForStatus } from './httpStatus'
import { OFFLINE_WRITE_MESSAGE } from './offline'
import { noAnswerError } from './exchange'
import { authHeader, settle, type RequestOptions } from './index'

export interface UploadOptions extends Pick<RequestOptions, 'silent'> {
  /** 0-100 while the file is sent (where the platform reports it). */
  onProgress?: (percent: number) => void
}

type UploadTask = Promise<{ statusCode: number; data: unknown }> & {
  onProgressUpdate?: (cb: (r: { progress: number }) => void) => void
}

/** An image (a photo, a signature) to the image upload. */
export const uploadImage = (filePath: string, options: UploadOptions = {}): Promise<string> => uploadTo(APP_CONFIG.uploadPath, filePath, options)

/** A file to an upload endpoint of the contract (its payload is the file alone). */
export const uploadFile = (endpoint: Endpoint<Record<string, never>, UploadResult>, filePath: string, options: UploadOptions = {}): Promise<string> =>
  uploadTo(endpoint.path, filePath, options)

async function uploadTo(path: string, filePath: string, options: UploadOptions): Promise<string> {
  if (isOffline()) {
    if (!options.silent) await alertModal(OFFLINE_WRITE_MESSAGE)
    throw new ApiError('network', OFFLINE_WRITE_MESSAGE)
  }
  let res: { statusCode: number; data: unknown }
  try {
    const task = Taro.uploadFile({
      url: apiUrl(path),
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
