/** H5: a browser has no getPhoneNumber button (see index.tsx): the phone number is typed. */
import type { WxPhoneButtonProps } from './index'

export type { WxPhoneButtonProps } from './index'

export function WxPhoneButton(_props: WxPhoneButtonProps) {
  return null
}

export default WxPhoneButton
