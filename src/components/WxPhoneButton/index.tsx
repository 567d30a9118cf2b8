/**
 * The mini program's 使用微信手机号 button (open-type getPhoneNumber): WeChat asks the user, and an
 * agreement gives a code the server turns into the number (weChat/getPhoneNoInfo). A refusal says
 * so and changes nothing. H5 variant (index.h5.tsx): a browser has no such button, so none shows.
 */
import { Button } from '@tarojs/components'
import { userApi } from '@/api/user'
import { toast } from '@/core/dialog'
import './index.scss'

export interface WxPhoneButtonProps {
  onPhone: (phoneNumber: string) => void
  children?: string
}

/** What WeChat hands the button's handler. */
interface PhoneEvent {
  detail?: { code?: string; errMsg?: string }
}

export const PHONE_REFUSED = '未获得手机号：您拒绝了授权，可手动输入'

export function WxPhoneButton({ onPhone, children = '使用微信手机号' }: WxPhoneButtonProps) {
  async function got(e: PhoneEvent) {
    const code = e.detail?.code
    if (!code) {
      toast(PHONE_REFUSED)
      return
    }
    try {
      onPhone((await userApi.wechatPhone(code)).phoneNumber)
    } catch {
      // Shown by the request layer.
    }
  }
  return (
    <Button className="app-wx-phone" openType="getPhoneNumber" onGetPhoneNumber={(e) => void got(e as PhoneEvent)} data-testid="wx-phone">
      {children}
    </Button>
  )
}

export default WxPhoneButton
