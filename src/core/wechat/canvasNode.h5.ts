/**
 * H5: Taro's `<Canvas id>` is a host element holding an HTML canvas; Taro's selector query gives
 * no `node` for it, so the canvas is found in the DOM. Null while it is not rendered or not laid out.
 */
import type { CanvasTarget } from './canvasNode'

export type { CanvasNode, CanvasTarget } from './canvasNode'

export function canvasNode(id: string): Promise<CanvasTarget | null> {
  const host = document.getElementById(id)
  const canvas = host instanceof HTMLCanvasElement ? host : host?.querySelector('canvas')
  if (!canvas) return Promise.resolve(null)
  const { width, height } = canvas.getBoundingClientRect()
  if (!width || !height) return Promise.resolve(null)
  return Promise.resolve({ canvas: canvas as CanvasTarget['canvas'], width, height, pixelRatio: window.devicePixelRatio || 1 })
}
