/**
 * The mini program's WeChat login code (Taro.login: wx.login), weapp only: the H5 app gets its
 * WeChat user through web authorisation instead (domain/wechat/identity.h5.ts). Null when WeChat
 * gave none (the user has been told).
 */
import Taro from '@tarojs/taro'
import { toast } from '@/core/dialog'

export const LOGIN_FAILED = '微信登录失败，请稍后重试'

export async function loginCode(): Promise<string | null> {
  try {
    const { code } = await Taro.login()
    if (code) return code
  } catch (e) {
    console.warn('[wechat] login failed', e)
  }
  toast(LOGIN_FAILED)
  return null
}
