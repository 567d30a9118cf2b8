/**
 * The analysis popup as the price page mounts it: nothing until the first pick, then its code
 * (core/lazy: on H5 a chunk, fetched now, beside the chart's) with the 加载中 toast meanwhile. It
 * stays mounted afterwards, so the popup animates closed. A failed fetch says so and drops the
 * pick; the next tap fetches again.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { showBusy, toast } from '@/core/dialog'
import { useLazyModule } from '@/hooks/useLazyModule'
import { trendChartModule } from '@/public-price/components/TrendChart/lazy'
import { analysisPanelModule } from './lazy'
import type { AnalysisPanelProps } from './index'

function Loaded({ row, onClose, onFailed }: AnalysisPanelProps & { onFailed: () => void }) {
  const panel = useLazyModule(analysisPanelModule)
  const ready = panel.module !== undefined
  const failed = panel.error !== undefined
  useEffect(() => {
    if (ready) return
    if (failed) {
      toast('加载失败，请检查网络后重试')
      onFailed()
      return
    }
    // The chart's code too, in parallel, while the popup's loads.
    void trendChartModule.load().catch(() => undefined)
    return showBusy('加载中...')
  }, [ready, failed, onFailed])
  return panel.module ? <panel.module.AnalysisPanel row={row} onClose={onClose} /> : null
}

export function DeferredAnalysisPanel({ row, onClose }: AnalysisPanelProps) {
  const [wanted, setWanted] = useState(false)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (row) setWanted(true)
  }, [row])
  const failed = useCallback(() => {
    setWanted(false)
    close.current()
  }, [])
  if (!wanted) return null
  return <Loaded row={row} onClose={onClose} onFailed={failed} />
}

export default DeferredAnalysisPanel
