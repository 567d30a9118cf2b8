/**
 * A drawn canvas's file as the upload takes it, H5 (see canvasFile.ts): Taro's
 * canvasToTempFilePath gives a data URL, which the upload would read with a request the page's
 * policy refuses (connect-src allows blob:, not data:); it becomes a blob URL, as a chosen photo is.
 */
export function uploadablePath(path: string): string {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(path)
  if (!match) return path
  const bytes = Uint8Array.from(atob(match[2]!), (c) => c.charCodeAt(0))
  return URL.createObjectURL(new Blob([bytes], { type: match[1] }))
}
