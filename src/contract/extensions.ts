/**
 * Calls beyond the spec's list (docs/apis.json), which the app and the reference backend both need
 * for a rule the spec does not spell out. Kept apart from `contract` so the spec's table stays
 * exactly the spec's (tests/unit/contract.test.ts); the server registers both, the same way.
 *
 * - account.claimCode / claim (issue 17): the owner of a mobile number that a stall registered as
 *   a buyer takes the account over with a verification code sent to that number.
 */
import { endpoint, type Endpoint } from './endpoint'
import type { ClaimPayload, ClaimResult, MobilePayload } from './types/user'

export const extensions = {
  account: {
    claimCode: endpoint<MobilePayload, null>({ path: '/api/user/claim/sendCode', method: 'POST', body: 'form', public: true, loading: '发送中...' }),
    claim: endpoint<ClaimPayload, ClaimResult>({ path: '/api/user/claim/confirm', method: 'POST', body: 'form', public: true, loading: '提交中...' }),
  },
}

/** Every extension endpoint, flattened. */
export function extensionEndpoints(): Endpoint[] {
  return Object.values(extensions).flatMap((group) => Object.values(group) as Endpoint[])
}
