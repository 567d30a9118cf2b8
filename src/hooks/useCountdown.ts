/**
 * Whole seconds left until `endsAt` (null: no limit), ticking every second; `onExpire` runs once
 * when it reaches zero (at once when `endsAt` has already passed).
 */
import { useEffect, useRef, useState } from 'react'

const left = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))

export function useCountdown(endsAt: string | null | undefined, onExpire: () => void): number | null {
  const end = endsAt ? new Date(endsAt).getTime() : NaN
  const limited = Number.isFinite(end)
  const [seconds, setSeconds] = useState<number | null>(limited ? left(end) : null)
  const expireRef = useRef(onExpire)
  expireRef.current = onExpire

  useEffect(() => {
    if (!limited) {
      setSeconds(null)
      return
    }
    let fired = false
    const tick = () => {
      const s = left(end)
      setSeconds(s)
      if (s === 0 && !fired) {
        fired = true
        clearInterval(timer)
        expireRef.current()
      }
    }
    const timer = setInterval(tick, 1000)
    tick()
    return () => clearInterval(timer)
  }, [end, limited])

  return seconds
}

/** 9:05 → '09:05'; an hour or more → '1:02:03'. */
export function clock(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`
}
