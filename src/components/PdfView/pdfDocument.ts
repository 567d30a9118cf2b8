/**
 * pdf.js for the H5 PdfView: index.h5.tsx imports this module only through a dynamic import, so
 * pdf.js is a chunk of its own, fetched when a report is shown (never by the mini program, whose
 * PdfView opens the file in WeChat's viewer).
 *
 * pdfjs-dist 2.16's legacy build: it parses at the targets' ES2018 as shipped. Its worker parses
 * the PDF off the main thread from the copy the H5 build puts beside the app, with the Adobe
 * character maps a Chinese PDF names (config/pdfViewer.ts: /mp/pdfjs-<version>/).
 * `isEvalSupported: false`: no font program is ever compiled into a function (CVE-2024-4367, fixed
 * upstream in 4.2; a report may be any PDF a lab uploaded).
 */
import './globalThis'
import { getDocument, GlobalWorkerOptions, version, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist/legacy/build/pdf'

/** The H5 build's public path (config/index.ts) and the folder config/pdfViewer.ts copies to. */
const ASSETS = `/mp/pdfjs-${version}/`
GlobalWorkerOptions.workerSrc = `${ASSETS}pdf.worker.min.js`

/** Device pixels per CSS pixel of a page's canvas: sharp on 2x and 3x screens, no more. */
const MAX_PIXEL_RATIO = 3

export interface PdfDocument {
  readonly pageCount: number
  /** Draws page `index` (0-based) on `canvas`, `cssWidth` CSS pixels wide. */
  renderPage(index: number, canvas: HTMLCanvasElement, cssWidth: number, pixelRatio: number): Promise<void>
  /** Stops every fetch and drawing; the worker is released. */
  destroy(): void
}

export async function openPdf(url: string): Promise<PdfDocument> {
  const task = getDocument({ url, cMapUrl: `${ASSETS}cmaps/`, cMapPacked: true, isEvalSupported: false })
  let doc: PDFDocumentProxy
  try {
    doc = await task.promise
  } catch (e) {
    void task.destroy()
    throw e
  }
  const drawing = new Set<RenderTask>()
  return {
    pageCount: doc.numPages,
    async renderPage(index, canvas, cssWidth, pixelRatio) {
      const page = await doc.getPage(index + 1)
      const ratio = Math.min(MAX_PIXEL_RATIO, Math.max(1, pixelRatio))
      const natural = page.getViewport({ scale: 1 })
      const viewport = page.getViewport({ scale: (cssWidth / natural.width) * ratio })
      canvas.width = Math.floor(viewport.width)
      canvas.height = Math.floor(viewport.height)
      canvas.style.width = `${cssWidth}px`
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      const render = page.render({ canvasContext: context, viewport })
      drawing.add(render)
      try {
        await render.promise
      } finally {
        drawing.delete(render)
      }
    },
    destroy() {
      for (const render of drawing) render.cancel()
      void task.destroy()
    },
  }
}
