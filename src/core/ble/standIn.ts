/**
 * The stand-in printer: a 58 mm ESC/POS printer that answers the BLE calls the way a real one
 * does (one device, one writable characteristic, writes of at most 20 bytes, WeChat's error codes)
 * and keeps every byte it receives. It is the printer of the demo and of the tests unless a build
 * sets TARO_APP_PRINTER=ble (client.ts), as the payment simulator plays WeChat Pay. On H5 it is
 * also `window.__standInPrinter`, where the browser tests read what was printed (`received`).
 */
import { bleError } from './errors'
import type { BleApi } from './types'

export const STAND_IN_DEVICE = { deviceId: 'STAND-IN-58MM', name: '模拟打印机 58mm' } as const
const SERVICE = '0000FF00-0000-1000-8000-00805F9B34FB'
const CHARACTERISTIC = '0000FF02-0000-1000-8000-00805F9B34FB'
/** The largest write a BLE 4.0 link takes without a larger MTU. */
export const STAND_IN_MAX_WRITE = 20

export interface StandInPrinter extends BleApi {
  /** Every byte written since the last `clear`, in order. */
  received: number[]
  /** How many writes brought them. */
  writes: number
  connected: boolean
  clear(): void
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function createStandIn(): StandInPrinter {
  const printer: StandInPrinter = {
    received: [],
    writes: 0,
    connected: false,
    clear() {
      printer.received = []
      printer.writes = 0
    },
    async openAdapter() {
      await tick()
    },
    async discover() {
      await tick()
      return [{ ...STAND_IN_DEVICE }]
    },
    async connect(deviceId) {
      await tick()
      if (deviceId !== STAND_IN_DEVICE.deviceId) throw bleError(10003, 'createBLEConnection:fail connection fail')
      printer.connected = true
    },
    async disconnect() {
      printer.connected = false
    },
    async services() {
      return [SERVICE]
    },
    async characteristics() {
      return [{ uuid: CHARACTERISTIC, write: true, writeNoResponse: true }]
    },
    async write(target, chunk) {
      await tick()
      if (!printer.connected || target.characteristicId !== CHARACTERISTIC) throw bleError(10006, 'writeBLECharacteristicValue:fail no connection')
      if (chunk.byteLength > STAND_IN_MAX_WRITE) throw bleError(10008, 'writeBLECharacteristicValue:fail data too long')
      printer.received.push(...Array.from(new Uint8Array(chunk)))
      printer.writes += 1
    },
  }
  return printer
}

export const standInPrinter = createStandIn()
