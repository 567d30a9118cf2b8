/**
 * A receipt printer over a BleApi: find printers, connect and pick the characteristic that takes
 * writes, send bytes in chunks of at most 20 (a BLE 4.0 link's payload without a larger MTU), and
 * reconnect to the last printer (its device, kept under STORAGE_KEYS.printer).
 */
import { getCache, setCache } from '@/core/cache'
import { STORAGE_KEYS } from '@/core/storageKeys'
import { bleError } from './errors'
import type { BleApi, BleDevice, BleTarget } from './types'

/** How long a search listens for printers. */
export const DISCOVERY_MS = 3000
export const CHUNK_BYTES = 20

/** A connected printer: the device and where its bytes go. */
export interface PrinterLink {
  device: BleDevice
  target: BleTarget
}

export async function findPrinters(api: BleApi): Promise<BleDevice[]> {
  await api.openAdapter()
  return api.discover(DISCOVERY_MS)
}

/** The first characteristic of the device's primary services that takes writes. */
async function writableTarget(api: BleApi, deviceId: string): Promise<BleTarget> {
  for (const serviceId of await api.services(deviceId)) {
    const found = (await api.characteristics(deviceId, serviceId)).find((c) => c.write || c.writeNoResponse)
    if (found) return { deviceId, serviceId, characteristicId: found.uuid }
  }
  throw bleError(10005, 'no writable characteristic')
}

/** Connects, finds the writable characteristic and remembers the printer for next time. */
export async function connectPrinter(api: BleApi, device: BleDevice): Promise<PrinterLink> {
  await api.openAdapter()
  await api.connect(device.deviceId)
  try {
    const target = await writableTarget(api, device.deviceId)
    setCache(STORAGE_KEYS.printer, device, 0)
    return { device, target }
  } catch (e) {
    await api.disconnect(device.deviceId).catch(() => undefined)
    throw e
  }
}

/** The printer used last, if any. */
export const lastPrinter = (): BleDevice | null => getCache<BleDevice>(STORAGE_KEYS.printer)

/** Sends the bytes in order, one write per chunk. */
export async function sendBytes(api: BleApi, link: PrinterLink, bytes: Uint8Array, chunkBytes: number = CHUNK_BYTES): Promise<void> {
  for (let at = 0; at < bytes.length; at += chunkBytes) {
    const chunk = bytes.slice(at, at + chunkBytes)
    await api.write(link.target, chunk.buffer as ArrayBuffer)
  }
}
