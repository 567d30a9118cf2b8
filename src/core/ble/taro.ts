/**
 * The real BLE client over Taro's Bluetooth LE APIs (wx.openBluetoothAdapter, ...), weapp only:
 * chosen by a build with TARO_APP_PRINTER=ble (client.ts).
 */
import Taro from '@tarojs/taro'
import type { BleApi, BleDevice } from './types'

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export const taroBle: BleApi = {
  async openAdapter() {
    await Taro.openBluetoothAdapter()
  },
  async discover(ms) {
    await Taro.startBluetoothDevicesDiscovery({ allowDuplicatesKey: false })
    await wait(ms)
    const { devices } = await Taro.getBluetoothDevices()
    await Taro.stopBluetoothDevicesDiscovery()
    const named: BleDevice[] = []
    for (const d of devices) {
      const name = d.name || d.localName
      if (name) named.push({ deviceId: d.deviceId, name })
    }
    return named
  },
  async connect(deviceId) {
    await Taro.createBLEConnection({ deviceId, timeout: 10_000 })
  },
  async disconnect(deviceId) {
    await Taro.closeBLEConnection({ deviceId })
  },
  async services(deviceId) {
    const { services } = await Taro.getBLEDeviceServices({ deviceId })
    return services.filter((s) => s.isPrimary).map((s) => s.uuid)
  },
  async characteristics(deviceId, serviceId) {
    const { characteristics } = await Taro.getBLEDeviceCharacteristics({ deviceId, serviceId })
    return characteristics.map((c) => ({ uuid: c.uuid, write: !!c.properties.write, writeNoResponse: !!c.properties.writeNoResponse }))
  },
  async write(target, chunk) {
    await Taro.writeBLECharacteristicValue({ ...target, value: chunk })
  },
}
