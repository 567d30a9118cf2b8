/**
 * The WeChat stand-in's routes (server/README.md, "WeChat"), registered when an app has no secret
 * configured. WeChat's server API as this server calls it, answered from the stand-in's own state
 * (state.ts), with WeChat's error codes (40013 unknown app id, 40125 wrong secret, 40029 bad code,
 * 40163 used code, 40001 bad token, 42001 expired token):
 *
 *   GET  /wechat-standin/sns/jscode2session            mini program: wx.login code -> openid (+ a session key)
 *   GET  /wechat-standin/sns/oauth2/access_token       official account: web-authorisation code -> openid
 *   POST /wechat-standin/cgi-bin/stable_token          access token
 *   POST /wechat-standin/wxa/business/getuserphonenumber   phone-button code -> phone number
 *   POST /wechat-standin/wxa/getwxacodeunlimit         mini-program code (an SVG QR code of page?scene=...)
 *   GET  /wechat-standin/cgi-bin/ticket/getticket      JS-SDK ticket
 *
 * and the user's side of WeChat:
 *
 *   GET|POST /wechat-standin/connect/oauth2/authorize  the authorisation page WeChat's browser shows: pick
 *            a persona, then back to redirect_uri (on the redirect allow-list only) with ?code=&state=
 *   POST /wechat-standin/issue {kind: 'mp' | 'phone', persona?, phone?}   what wx.login and the
 *            getPhoneNumber button give the mini program (tests, and anyone trying the flows)
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../../db/client'
import { CARD_STYLE, escapeHtml, sendPage } from '../../../http/page'
import { qrSvg } from '../../../lib/qrSvg'
import { allowedUrl } from '../../user/allowList'
import type { WeChatAppKind } from '../api'
import { checkAccessToken, DEMO_PERSONAS, issueCode, kindOfAppId, openIdOf, PERSONA, signAccessToken, spendCode, STANDIN_PREFIX, TOKEN_TTL_SECONDS } from './state'

type Params = Record<string, unknown>
const wxError = (reply: FastifyReply, errcode: number, errmsg: string) => reply.send({ errcode, errmsg })

/** Whether appid + secret name the stand-in's app of `kind`, as WeChat checks them (false: the error is answered). */
async function authenticate(db: Db, reply: FastifyReply, appid: unknown, secret: unknown, kind: WeChatAppKind): Promise<boolean> {
  const app = await kindOfAppId(db, appid)
  if (!app || app.kind !== kind) {
    wxError(reply, 40013, 'invalid appid')
    return false
  }
  if (secret !== app.secret) {
    wxError(reply, 40125, 'invalid appsecret')
    return false
  }
  return true
}

/** Whether the request's access_token is a live one of `kind` (false: 40001 / 42001 is answered). */
async function tokenKind(db: Db, req: FastifyRequest, reply: FastifyReply, kind: WeChatAppKind): Promise<boolean> {
  const checked = await checkAccessToken(db, (req.query as Params).access_token)
  if (checked === 'expired') wxError(reply, 42001, 'access_token expired')
  else if (!checked || checked.kind !== kind) wxError(reply, 40001, 'invalid credential, access_token is invalid or not latest')
  else return true
  return false
}

/** WeChat's redirect: code and state go in front of the fragment (a hash-routed app reads them from location.search). */
export function withCode(redirectUri: string, params: Record<string, string>): string {
  const hashAt = redirectUri.indexOf('#')
  const base = hashAt < 0 ? redirectUri : redirectUri.slice(0, hashAt)
  const hash = hashAt < 0 ? '' : redirectUri.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}${hash}`
}

const PAGE_STYLE = `${CARD_STYLE}
form{text-align:left}label{display:flex;align-items:center;gap:8px;padding:10px 0;border-bottom:1px solid #f2f3f5;font-size:15px}
input[type=text]{flex:1;font-size:15px;padding:6px 8px;border:1px solid #c9cdd4;border-radius:6px}
`

function authorizePage(reply: FastifyReply, status: number, inner: string): FastifyReply {
  return sendPage(reply, status, { title: '微信授权（模拟）', style: PAGE_STYLE, body: `<div class="card"><span class="tag">模拟微信 · 非真实微信</span>${inner}</div>` })
}

export async function registerStandinRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const P = STANDIN_PREFIX

  app.get(`${P}/sns/jscode2session`, async (req, reply) => {
    const q = req.query as Params
    if (!(await authenticate(db, reply, q.appid, q.secret, 'mp'))) return reply
    const row = await spendCode(db, 'mp', q.js_code)
    if (!row?.openId) return wxError(reply, 40029, 'invalid code')
    return { openid: row.openId, session_key: randomBytes(16).toString('base64') }
  })

  app.get(`${P}/sns/oauth2/access_token`, async (req, reply) => {
    const q = req.query as Params
    if (!(await authenticate(db, reply, q.appid, q.secret, 'oa'))) return reply
    const row = await spendCode(db, 'oa', q.code)
    if (!row?.openId) return wxError(reply, 40029, 'invalid code')
    return { access_token: randomBytes(24).toString('base64url'), expires_in: 7200, refresh_token: randomBytes(24).toString('base64url'), openid: row.openId, scope: 'snsapi_base' }
  })

  app.post(`${P}/cgi-bin/stable_token`, async (req, reply) => {
    const b = (req.body ?? {}) as Params
    const found = await kindOfAppId(db, b.appid)
    if (!found) return wxError(reply, 40013, 'invalid appid')
    if (!(await authenticate(db, reply, b.appid, b.secret, found.kind))) return reply
    return { access_token: signAccessToken(found.kind, found.secret), expires_in: TOKEN_TTL_SECONDS }
  })

  app.post(`${P}/wxa/business/getuserphonenumber`, async (req, reply) => {
    if (!(await tokenKind(db, req, reply, 'mp'))) return reply
    const row = await spendCode(db, 'phone', ((req.body ?? {}) as Params).code)
    if (!row?.phone) return wxError(reply, 40029, 'invalid code')
    return { errcode: 0, errmsg: 'ok', phone_info: { phoneNumber: row.phone, purePhoneNumber: row.phone, countryCode: '86' } }
  })

  app.post(`${P}/wxa/getwxacodeunlimit`, async (req, reply) => {
    if (!(await tokenKind(db, req, reply, 'mp'))) return reply
    const b = (req.body ?? {}) as Params
    if (typeof b.scene !== 'string' || !/^[\x21-\x7e]{1,32}$/.test(b.scene)) return wxError(reply, 40169, 'invalid scene')
    if (typeof b.page !== 'string' || !/^[A-Za-z0-9/_-]{1,100}$/.test(b.page)) return wxError(reply, 41030, 'invalid page')
    return reply.type('image/svg+xml').send(qrSvg(`${b.page}?scene=${encodeURIComponent(b.scene)}`))
  })

  app.get(`${P}/cgi-bin/ticket/getticket`, async (req, reply) => {
    if (!(await tokenKind(db, req, reply, 'oa'))) return reply
    return { errcode: 0, errmsg: 'ok', ticket: randomBytes(24).toString('base64url'), expires_in: 7200 }
  })

  app.post(`${P}/issue`, async (req, reply) => {
    const b = (req.body ?? {}) as Params
    if (b.kind === 'mp' && typeof b.persona === 'string' && PERSONA.test(b.persona)) return { code: await issueCode(db, 'mp', { persona: b.persona }) }
    if (b.kind === 'phone' && typeof b.phone === 'string' && /^1\d{10}$/.test(b.phone)) return { code: await issueCode(db, 'phone', { phone: b.phone }) }
    return reply.code(400).send({ errcode: 40097, errmsg: 'invalid args' })
  })

  /** The authorisation request, checked as WeChat does (app id) and as this server must (redirect allow-list). */
  async function authorizeRequest(req: FastifyRequest, p: Params): Promise<{ redirectUri: string; state: string } | string> {
    const found = await kindOfAppId(db, p.appid)
    if (!found || found.kind !== 'oa') return '参数错误：appid 不正确'
    if (typeof p.redirect_uri !== 'string' || !(await allowedUrl(db, 'redirect', p.redirect_uri, req))) return '回调地址不在允许范围内'
    const state = typeof p.state === 'string' ? p.state.slice(0, 128) : ''
    return { redirectUri: p.redirect_uri, state }
  }

  app.get(`${P}/connect/oauth2/authorize`, async (req, reply) => {
    const q = req.query as Params
    const r = await authorizeRequest(req, q)
    if (typeof r === 'string') return authorizePage(reply, 400, `<p class="state">${escapeHtml(r)}</p>`)
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    const options = DEMO_PERSONAS.map(
      (p, i) => `<label><input type="radio" name="persona" value="${p.key}"${i === 0 ? ' checked' : ''}>${escapeHtml(p.name)}<span class="desc">（${openIdOf('oa', p.key)}）</span></label>`,
    ).join('')
    return authorizePage(
      reply,
      200,
      `<h1>微信授权</h1><p class="desc">网页申请获取你的微信身份。请选择扮演的微信用户：</p>
<form method="post" action="${P}/connect/oauth2/authorize">${hidden('appid', String(q.appid))}${hidden('redirect_uri', r.redirectUri)}${hidden('state', r.state)}
${options}<label>其他微信号<input type="text" name="other" maxlength="32" placeholder="字母、数字、-、_" aria-label="其他微信号"></label>
<button class="pay" type="submit" name="decision" value="allow">允许</button><button class="cancel" type="submit" name="decision" value="deny">拒绝</button></form>`,
    )
  })

  app.post(`${P}/connect/oauth2/authorize`, async (req, reply) => {
    const b = (req.body ?? {}) as Params
    const r = await authorizeRequest(req, b)
    if (typeof r === 'string') return authorizePage(reply, 400, `<p class="state">${escapeHtml(r)}</p>`)
    // Refused: back without a code, as WeChat does.
    if (b.decision !== 'allow') return reply.redirect(withCode(r.redirectUri, { state: r.state }), 302)
    const persona = typeof b.other === 'string' && b.other.trim() ? b.other.trim() : b.persona
    if (typeof persona !== 'string' || !PERSONA.test(persona)) return authorizePage(reply, 400, '<p class="state">微信号只能包含字母、数字、-、_</p>')
    const code = await issueCode(db, 'oa', { persona })
    return reply.redirect(withCode(r.redirectUri, { code, state: r.state }), 302)
  })
}
