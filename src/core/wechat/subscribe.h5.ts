/** H5: no subscribe messages in a browser (the message centre shows order news instead). See subscribe.ts. */
import type { SubscribeAnswer, SubscribeKey } from './subscribe'

export type { SubscribeAnswer, SubscribeKey } from './subscribe'

export const requestSubscribe = (_keys: readonly SubscribeKey[]): Promise<SubscribeAnswer> => Promise.resolve({})
