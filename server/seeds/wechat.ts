/**
 * WeChat demo binding: the stand-in's 演示微信用户一 (server/modules/wechat/standin/state.ts) is
 * purchaser01's WeChat in the mini program and in WeChat's browser, so WeChat login works at once;
 * the other personas are unbound (binding and scan-code login from scratch).
 */
import { eq } from 'drizzle-orm'
import * as t from '../db/schema'
import { DEMO_PERSONAS, openIdOf } from '../modules/wechat/standin/state'
import type { FeatureSeed } from './context'

export const seedWeChat: FeatureSeed = async (tx, { userId }) => {
  const persona = DEMO_PERSONAS[0].key
  await tx.update(t.users).set({ mpOpenId: openIdOf('mp', persona), wxOpenId: openIdOf('oa', persona) }).where(eq(t.users.id, userId.purchaser01!))
}
