/** WeChat-dependent calls, answered by the local stand-in in wechatCodes.ts. */
import { randomBytes } from 'node:crypto'
import { contract, type Endpoint, type Role, type WxCodePayload } from '@/contract'
import { issueToken } from '../../auth/tokens'
import { BizError } from '../../lib/envelope'
import { fields } from '../../lib/fields'
import { str } from '../../lib/validate'
import { handler } from '../../http/handler'
import { ACCOUNT_DISABLED, toLoginUser } from './profile'
import { userById } from './accounts'
import { bindOpenId, consumeWxCode, createScanCode, INVALID_CODE, peekWxCode, SCAN_EXPIRED, transition, userByOpenId } from './wechatCodes'

const codeInput = { code: fields.code() }

/** Binding the caller's openid from a code: the same action behind three endpoints of the app. */
const bindHandler = (endpoint: Endpoint<WxCodePayload, { bound: boolean }>, slot: 'wx' | 'mp') =>
  handler({
    endpoint,
    access: 'user',
    input: codeInput,
    async handle({ db, user }, { code }) {
      const { openId } = await consumeWxCode(db, code)
      await bindOpenId(db, user.id, openId, slot)
      return { bound: true }
    },
  })

export const wechatHandlers = [
  bindHandler(contract.user.user.modifyUserWxOpenId, 'wx'),
  bindHandler(contract.user.user.updateUserOpenid, 'wx'),
  bindHandler(contract.user.weChat.updateUserMPopenId, 'mp'),
  handler({
    endpoint: contract.user.user.getUserByOpenId,
    access: 'public',
    input: codeInput,
    async handle({ db }, { code }) {
      const { openId } = await peekWxCode(db, code)
      const u = await userByOpenId(db, openId)
      return u ? { bound: true, userType: u.userType as Role } : { bound: false }
    },
  }),
  handler({
    endpoint: contract.user.weChat.setScanLoginCode,
    access: 'public',
    input: { code: str({ pattern: /^[A-Za-z0-9_-]{16,64}$/, msg: '二维码参数不正确' }) },
    async handle({ db }, { code }) {
      const row = await createScanCode(db, code, 'pending')
      return { code: row.code, expiresAt: row.expiresAt.toISOString() }
    },
  }),
  handler({
    endpoint: contract.user.weChat.getLoginInfo,
    access: 'user',
    input: codeInput,
    async handle({ db, user }, { code }) {
      if (!(await transition(db, code, 'pending', 'confirmed', user.id))) throw new BizError(SCAN_EXPIRED)
      return { confirmed: true }
    },
  }),
  handler({
    endpoint: contract.user.weChat.getQrcode,
    access: 'user',
    input: {},
    async handle({ db, user }) {
      const row = await createScanCode(db, randomBytes(24).toString('base64url'), 'confirmed', user.id)
      return { code: row.code, expiresAt: row.expiresAt.toISOString() }
    },
  }),
  handler({
    endpoint: contract.user.weChat.getPhoneNoInfo,
    access: 'user',
    input: codeInput,
    async handle({ db }, { code }) {
      const row = await consumeWxCode(db, code)
      if (!row.phone) throw new BizError(INVALID_CODE)
      return { phoneNumber: row.phone }
    },
  }),
  handler({
    endpoint: contract.message.wx.getTokenByCode,
    access: 'public',
    // The answer carries a login token: never stored for a replay.
    idempotency: 'off',
    input: codeInput,
    async handle({ db }, { code }) {
      const scan = await transition(db, code, 'confirmed', 'used')
      const userId = scan?.userId ?? (await userByOpenId(db, (await consumeWxCode(db, code)).openId))?.id
      if (!userId) throw new BizError(INVALID_CODE)
      const u = await userById(db, userId)
      if (!u) throw new BizError(INVALID_CODE)
      if (!u.enabled) throw new BizError(ACCOUNT_DISABLED)
      return toLoginUser(u, await issueToken(db, u.id))
    },
  }),
]
