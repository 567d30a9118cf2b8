/** The words of a shared picture's outcome (shareImage.ts and its H5 variant). */
export const SHARE_IMAGE_FAILED = '图片生成失败，请重试'
export const IMAGE_SAVED = '图片已保存到相册'
export const IMAGE_DOWNLOADED = '图片已下载'
