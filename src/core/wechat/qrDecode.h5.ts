/**
 * Reading a QR code from a photo on H5 where the browser has no BarcodeDetector (iOS Safari,
 * desktop browsers, WeChat's browser on iOS): the photo is drawn on a canvas (at most
 * `MAX_SIDE` px on its long side: a phone's 12-megapixel photo would take seconds) and read by
 * jsQR, a plain JavaScript decoder fetched only now, in its own chunk (never on the first load).
 * Resolves the code's text, or null when the photo holds none.
 */
const MAX_SIDE = 1280

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const img = new Image()
    img.onload = () => {
      URL.revokeObjectURL(url)
      resolve(img)
    }
    img.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error('the photo could not be read'))
    }
    img.src = url
  })
}

export async function decodeQrPhoto(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, img] = await Promise.all([import(/* webpackChunkName: "qr-decoder" */ 'jsqr'), loadImage(file)])
  const scale = Math.min(1, MAX_SIDE / Math.max(img.naturalWidth, img.naturalHeight))
  const width = Math.max(1, Math.round(img.naturalWidth * scale))
  const height = Math.max(1, Math.round(img.naturalHeight * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d canvas')
  ctx.drawImage(img, 0, 0, width, height)
  const code = jsQR(ctx.getImageData(0, 0, width, height).data, width, height)
  return code?.data.trim() || null
}
