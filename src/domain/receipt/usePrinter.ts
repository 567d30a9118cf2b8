/**
 * The print screen's printer: reconnects to the last printer when the screen opens, searches and
 * connects on request, and prints bytes through the BLE client of the build (core/ble/client:
 * the stand-in printer unless TARO_APP_PRINTER=ble). `client` null: no Bluetooth printing here
 * (an H5 build for real printers), the screen prints the page instead.
 */
import { useEffect, useState } from 'react'
import { bleErrorText } from '@/core/ble/errors'
import { printerClient } from '@/core/ble/client'
import { connectPrinter, findPrinters, lastPrinter, sendBytes, type PrinterLink } from '@/core/ble/printer'
import type { BleApi, BleDevice } from '@/core/ble/types'
import { useAction } from '@/hooks/useAction'
import { useAlive } from '@/hooks/useAlive'

export type PrinterPhase = 'none' | 'searching' | 'connecting' | 'ready' | 'printing' | 'printed'

export interface PrinterState {
  client: BleApi | null
  phase: PrinterPhase
  link: PrinterLink | null
  /** The printers the last search found. */
  found: BleDevice[] | null
  error: string | null
  search: () => Promise<void>
  choose: (device: BleDevice) => Promise<void>
  print: (bytes: Uint8Array) => Promise<void>
  busy: boolean
}

export function usePrinter(): PrinterState {
  const [client] = useState(printerClient)
  const [phase, setPhase] = useState<PrinterPhase>('none')
  const [link, setLink] = useState<PrinterLink | null>(null)
  const [found, setFound] = useState<BleDevice[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const alive = useAlive()
  const { busy, run } = useAction()

  /** Runs one step, showing its failure in Chinese and going back to `onFail`. */
  const step = (phaseNow: PrinterPhase, onFail: PrinterPhase, fallback: string, work: (api: BleApi) => Promise<void>) =>
    run(async () => {
      if (!client) return
      setError(null)
      setPhase(phaseNow)
      try {
        await work(client)
      } catch (e) {
        if (!alive.current) return
        setError(bleErrorText(e, fallback))
        setPhase(onFail)
      }
    })

  const connect = (device: BleDevice) =>
    step('connecting', 'none', '连接失败，请靠近打印机后重试', async (api) => {
      const made = await connectPrinter(api, device)
      if (!alive.current) return
      setLink(made)
      setPhase('ready')
    })

  useEffect(() => {
    const last = lastPrinter()
    if (last) void connect(last)
    // Once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return {
    client,
    phase,
    link,
    found,
    error,
    busy,
    search: () =>
      step('searching', 'none', '搜索打印机失败，请重试', async (api) => {
        const devices = await findPrinters(api)
        if (!alive.current) return
        setFound(devices)
        setPhase(link ? 'ready' : 'none')
        if (!devices.length) setError('未找到打印机，请确认打印机已开机')
      }).then(() => undefined),
    choose: (device) => connect(device).then(() => undefined),
    print: (bytes) =>
      step('printing', 'ready', '打印失败，请重试', async (api) => {
        if (!link) return
        await sendBytes(api, link, bytes)
        if (alive.current) setPhase('printed')
      }).then(() => undefined),
  }
}
