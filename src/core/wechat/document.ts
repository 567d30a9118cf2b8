/**
 * Choosing a document to upload (the lab's inspection report PDF). Weapp: a file from a WeChat
 * chat (Taro.chooseMessageFile, the only file source a mini program has). H5 (document.h5.ts): the
 * browser's file chooser. Resolves null when the user backed out (or was told why it failed).
 */
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'

export interface PickedFile {
  /** A path Taro.uploadFile sends (a temp file on weapp, a blob: URL on H5). */
  path: string
  name: string
  size: number
}

export const CHOOSE_FAILED = '选择文件失败，请重试'

/** One file with one of the extensions (lower case, no dot). */
export async function chooseDocument(extensions: readonly string[]): Promise<PickedFile | null> {
  try {
    const { tempFiles } = await Taro.chooseMessageFile({ count: 1, type: 'file', extension: [...extensions] })
    const f = tempFiles[0]
    return f ? { path: f.path, name: f.name, size: f.size } : null
  } catch (e) {
    if (!/cancel/.test(String((e as { errMsg?: string } | null)?.errMsg ?? e))) toast(CHOOSE_FAILED)
    return null
  }
}
