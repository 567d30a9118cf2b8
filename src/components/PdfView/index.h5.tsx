/**
 * A PDF file in a screen, H5: every page drawn on a canvas as wide as the screen, in order (a
 * report has a few pages), at the screen's pixel ratio so the text stays sharp on 2x and 3x
 * screens; and a link that downloads the file under its name. pdf.js is fetched only now, a chunk
 * of its own (pdfDocument.ts). While the library and the file load: the loading state; when either
 * fails: `<label>无法打开，请稍后重试` with 重新加载 (the link still downloads). weapp: index.tsx.
 */
import { useEffect, useRef, useState } from 'react'
import { lazyModule } from '@/core/lazy'
import { mediaUrl } from '@/core/media'
import { ActionBar } from '@/components/ActionBar'
import { ErrorState, LoadingState } from '@/components/States'
import type { PdfViewProps } from './index'
import type { PdfDocument } from './pdfDocument'
import './index.scss'

const pdfModule = lazyModule(() => import(/* webpackChunkName: "pdf-viewer" */ './pdfDocument'))

export function PdfView({ url, fileName, label }: PdfViewProps) {
  const href = mediaUrl(url)
  const [attempt, setAttempt] = useState(0)
  const [doc, setDoc] = useState<PdfDocument | null>(null)
  const [failed, setFailed] = useState(false)
  const pages = useRef<HTMLDivElement>(null)

  // The library, then the file; a new file or 重新加载 starts again.
  useEffect(() => {
    let live = true
    let opened: PdfDocument | null = null
    setDoc(null)
    setFailed(false)
    pdfModule
      .load()
      .then((m) => m.openPdf(href))
      .then(
        (d) => {
          opened = d
          if (live) setDoc(d)
          else d.destroy()
        },
        (e: unknown) => {
          console.warn('[pdf view] the file could not be opened', e)
          if (live) setFailed(true)
        },
      )
    return () => {
      live = false
      opened?.destroy()
    }
  }, [href, attempt])

  // Its pages, one after the other, once their canvases are there.
  useEffect(() => {
    const box = pages.current
    if (!doc || !box) return
    let live = true
    const draw = async () => {
      const canvases = Array.from(box.querySelectorAll('canvas'))
      for (let i = 0; i < canvases.length && live; i++) await doc.renderPage(i, canvases[i]!, box.clientWidth, window.devicePixelRatio || 1)
    }
    draw().catch((e: unknown) => {
      if (!live) return
      console.warn('[pdf view] a page could not be drawn', e)
      setFailed(true)
    })
    return () => {
      live = false
    }
  }, [doc])

  return (
    <>
      {failed ? (
        <ErrorState error={`${label}无法打开，请稍后重试`} onRetry={() => setAttempt((n) => n + 1)} />
      ) : doc ? (
        <div className="app-pdf-view" ref={pages} data-testid="pdf-pages">
          {Array.from({ length: doc.pageCount }, (_, i) => (
            <canvas key={i} className="app-pdf-view__page" role="img" aria-label={`${label}第${i + 1}页`} />
          ))}
        </div>
      ) : (
        <LoadingState rows={6} />
      )}
      <ActionBar>
        <a className="app-pdf-view__download" href={href} download={fileName}>
          {`下载${label}`}
        </a>
      </ActionBar>
    </>
  )
}
