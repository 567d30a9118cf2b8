/**
 * The 2d canvas node of `<Canvas type="2d" id>` with its CSS size and the device pixel ratio
 * (weapp: a selector query with `node: true`). Null while the node is not rendered yet.
 * H5 variant: canvasNode.h5.ts.
 */
import Taro from '@tarojs/taro'

export interface CanvasNode {
  width: number
  height: number
  getContext: (type: '2d') => unknown
}

export interface CanvasTarget {
  canvas: CanvasNode
  /** CSS pixels. */
  width: number
  height: number
  pixelRatio: number
}

export function canvasNode(id: string): Promise<CanvasTarget | null> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: CanvasNode; width?: number; height?: number } | null>) => {
        const found = res?.[0]
        if (!found?.node || !found.width || !found.height) return resolve(null)
        resolve({ canvas: found.node, width: found.width, height: found.height, pixelRatio: Taro.getWindowInfo().pixelRatio || 1 })
      })
  })
}
