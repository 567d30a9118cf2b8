/**
 * The Bluetooth LE calls a receipt printer needs, as one small interface: the real client over
 * Taro's BLE APIs (taro.ts) and the stand-in printer (standIn.ts) both implement it, and the
 * printer functions (printer.ts) work over either. Failures reject with `{ errCode }`, WeChat's
 * BLE error codes (10001 adapter off, 10003 connection failed, ...; errors.ts words them).
 */

/** A printer found nearby. */
export interface BleDevice {
  deviceId: string
  name: string
}

export interface BleCharacteristic {
  uuid: string
  write: boolean
  writeNoResponse: boolean
}

/** Where a connected printer takes its bytes. */
export interface BleTarget {
  deviceId: string
  serviceId: string
  characteristicId: string
}

export interface BleApi {
  /** Opens the phone's Bluetooth adapter (rejects with errCode 10001 when Bluetooth is off). */
  openAdapter(): Promise<void>
  /** Looks for devices for `ms` milliseconds and lists those found. */
  discover(ms: number): Promise<BleDevice[]>
  connect(deviceId: string): Promise<void>
  disconnect(deviceId: string): Promise<void>
  /** The device's primary services' uuids. */
  services(deviceId: string): Promise<string[]>
  characteristics(deviceId: string, serviceId: string): Promise<BleCharacteristic[]>
  /** One write of at most the link's chunk size. */
  write(target: BleTarget, chunk: ArrayBuffer): Promise<void>
}
