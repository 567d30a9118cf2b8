/**
 * The BLE client receipts print through, weapp build: the stand-in printer unless the build sets
 * TARO_APP_PRINTER=ble (then Taro's Bluetooth LE APIs). H5 variant: client.h5.ts.
 */
import { APP_CONFIG } from '@/config'
import { standInPrinter } from './standIn'
import { taroBle } from './taro'
import type { BleApi } from './types'

export const printerClient = (): BleApi | null => (APP_CONFIG.printer === 'ble' ? taroBle : standInPrinter)
