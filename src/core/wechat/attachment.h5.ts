/** H5: an attachment opens as a link in a new tab (the browser shows or downloads it). See attachment.ts. */
import { mediaUrl } from '@/core/media'
import type { Attachment } from './attachment'

export async function openAttachment(file: Attachment): Promise<boolean> {
  const link = document.createElement('a')
  link.href = mediaUrl(file.url)
  link.target = '_blank'
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  return true
}
