/** Phone calls: Taro.makePhoneCall (weapp dialer, `tel:` on H5); a cancelled call is not an error. */
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'

/** Spec section 8: calling a driver when no number is known. */
export const NO_DRIVER_PHONE = '未查询到司机电话'

/** Dials `phoneNumber`; with none, toasts `missingText` (when given) and resolves false. */
export async function callPhone(phoneNumber: string | null | undefined, missingText?: string): Promise<boolean> {
  if (!phoneNumber) {
    if (missingText) toast(missingText)
    return false
  }
  try {
    await Taro.makePhoneCall({ phoneNumber })
    return true
  } catch {
    return false
  }
}
