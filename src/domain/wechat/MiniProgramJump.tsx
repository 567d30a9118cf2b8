/**
 * Opening a page of the mini program (/pages/webJumpMp), mini program build: this is the mini
 * program already, so the page takes the place of this one. H5: MiniProgramJump.h5.tsx.
 */
import { useEffect } from 'react'
import { redirectTo } from '@/core/navigate'
import { ResultPanel } from '@/components/ResultPanel'
import { pageWithQuery } from './miniProgramPage'

export interface MiniProgramJumpProps {
  /** The mini program's page, without its leading slash (`pages/notice/detail`). */
  path: string
  /** Its parameters (`id=7`), or ''. */
  query: string
  /** The page's title, to say where the user is going. */
  title: string
}

export function MiniProgramJump({ path, query, title }: MiniProgramJumpProps) {
  useEffect(() => {
    void redirectTo(`/${pageWithQuery(path, query)}`)
  }, [path, query])
  return <ResultPanel tone="waiting" title={`正在打开「${title}」…`} />
}
