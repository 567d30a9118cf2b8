/** Phone calls: Taro.makePhoneCall (weapp dialer, `tel:` on H5); a cancelled call is not an error. */
import Taro from '@tarojs/taro'

export async function callPhone(phoneNumber: string): Promise<boolean> {
  if (!phoneNumber) return false
  try {
    await Taro.makePhoneCall({ phoneNumber })
    return true
  } catch {
    return false
  }
}
