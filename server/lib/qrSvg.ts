/** A QR code as an SVG image (scan-code login, the WeChat stand-in's mini-program code): ASCII text only. */
import qrcode from 'qrcode-generator'

export function qrSvg(text: string, cellSize = 6): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error('qrSvg encodes ASCII text only')
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  return qr.createSvgTag({ cellSize, margin: cellSize * 2, scalable: true })
}
