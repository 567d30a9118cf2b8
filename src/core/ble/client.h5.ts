/**
 * The BLE client receipts print through, H5 build: browsers have no WeChat Bluetooth LE APIs, so a
 * TARO_APP_PRINTER=ble build has none (the screen prints the page instead); otherwise the stand-in
 * printer, as on weapp.
 */
import { APP_CONFIG } from '@/config'
import { standInPrinter, type StandInPrinter } from './standIn'
import type { BleApi } from './types'

// The stand-in's paper tray, for the browser tests (standIn.ts).
;(window as { __standInPrinter?: StandInPrinter }).__standInPrinter = standInPrinter

export const printerClient = (): BleApi | null => (APP_CONFIG.printer === 'ble' ? null : standInPrinter)
