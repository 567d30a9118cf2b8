/**
 * Whether the device is known to have no network (the mini program): read once from
 * Taro.getNetworkType, then followed through Taro.onNetworkStatusChange. Unknown counts as online:
 * a call is then tried and its failure says so. H5: network.h5.ts.
 */
import Taro from '@tarojs/taro'

let connected = true
let watching = false

function watch(): void {
  if (watching) return
  watching = true
  try {
    Taro.onNetworkStatusChange((res) => {
      connected = res.isConnected
    })
    void Taro.getNetworkType({
      success: (res) => {
        connected = res.networkType !== 'none'
      },
    })
  } catch {
    // An environment without the network APIs: treated as online.
  }
}

export function isOffline(): boolean {
  watch()
  return !connected
}
