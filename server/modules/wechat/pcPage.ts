/**
 * The PC side of scan-code login, served by this server so the flow can be tried end to end
 * (the market's PC system does the same): GET /scan-login shows a code as a QR code, polls
 * message/wx/getTokenByCode until a phone confirmed it (weChat/setScanLoginCode), then is logged in
 * (it reads the unread-message count with the new token to show it works) and can log out.
 *
 *   GET /scan-login                   the page (its one script and style allowed by hash)
 *   GET /scan-login/qrcode.svg?code=  QR code of the phone's H5 link (any phone camera or WeChat scans it)
 *   GET /scan-login/wxacode?code=     the mini-program code (WeChat configured only: it opens the mini program)
 */
import type { FastifyInstance } from 'fastify'
import { ROLE_NAMES, SCAN_LOGIN_PATH } from '@/contract'
import type { Db } from '../../db/client'
import { CARD_STYLE, sendPage } from '../../http/page'
import { qrSvg } from '../../lib/qrSvg'
import { ownOrigin } from '../user/allowList'
import { wechatApi } from './runtime'

export const PC_PAGE = '/scan-login'
const CODE = /^[A-Za-z0-9_-]{16,64}$/

const STYLE = `${CARD_STYLE}
.qr{width:220px;height:220px;margin:8px auto;display:block}.link{font-size:12px;color:#4e5969;word-break:break-all}
.hidden{display:none}.ok{font-size:20px;font-weight:600;margin:12px 0}
`

/** The page's script: ask for a code, show it, poll, then show who logged in. No user data in the page itself. */
const SCRIPT = `(function () {
  var ROLE_NAMES = ${JSON.stringify(ROLE_NAMES)};
  var $ = function (id) { return document.getElementById(id); };
  var code = '', token = '';
  function post(path, body, auth) {
    var headers = { 'content-type': 'application/x-www-form-urlencoded' };
    if (auth) headers.authorization = auth;
    return fetch(path, { method: 'POST', headers: headers, body: body }).then(function (r) { return r.json(); });
  }
  function show(id, on) { $(id).className = on ? '' : 'hidden'; }
  function start() {
    show('waiting', true); show('done', false); show('again', false);
    $('state').textContent = '正在获取二维码…';
    fetch('/api/user/weChat/getQrcode').then(function (r) { return r.json(); }).then(function (r) {
      if (r.state !== 0) { $('state').textContent = r.msg; show('again', true); return; }
      code = r.result.code;
      $('qr').src = '${PC_PAGE}/qrcode.svg?code=' + encodeURIComponent(code);
      if ($('wxacode')) $('wxacode').src = '${PC_PAGE}/wxacode?code=' + encodeURIComponent(code);
      $('link').textContent = r.result.url; $('link').href = r.result.url;
      $('state').textContent = '请用手机微信扫码，并在手机上确认登录';
      setTimeout(poll, 1500);
    }, function () { $('state').textContent = '网络连接失败，请刷新页面'; show('again', true); });
  }
  function poll() {
    post('/api/message/wx/getTokenByCode', 'code=' + encodeURIComponent(code)).then(function (r) {
      if (r.state === 71) { setTimeout(poll, 1500); return; }
      if (r.state !== 0) { $('state').textContent = r.msg; show('again', true); return; }
      token = r.result.token;
      show('waiting', false); show('done', true);
      $('who').textContent = r.result.realName + '（' + (ROLE_NAMES[r.result.userType] || r.result.userType) + '）';
      return post('/api/message/history/getUnreadMessageCount', '', token).then(function (c) {
        $('unread').textContent = c.state === 0 ? '未读消息 ' + c.result + ' 条' : c.msg;
      });
    }, function () { setTimeout(poll, 3000); });
  }
  $('again').addEventListener('click', start);
  $('logout').addEventListener('click', function () { post('/login/logout', '', token).then(start, start); });
  start();
})();`

function body(withWxacode: boolean): string {
  return `<div class="card"><span class="tag">市场PC系统 · 扫码登录</span><h1>扫码登录</h1>
<div id="waiting"><img id="qr" class="qr" alt="扫码登录二维码">${withWxacode ? '<img id="wxacode" class="qr" alt="小程序码">' : ''}
<p id="state" class="state" role="status" aria-live="polite"></p><a id="link" class="link" href="#"></a></div>
<div id="done" class="hidden"><p class="ok">登录成功</p><p id="who" class="state"></p><p id="unread" class="desc"></p><button id="logout" class="cancel" type="button">退出登录</button></div>
<button id="again" class="pay hidden" type="button">刷新二维码</button></div>`
}

export function registerScanLoginPage(app: FastifyInstance, db: Db): void {
  app.get(PC_PAGE, async (_req, reply) => sendPage(reply, 200, { title: '扫码登录', style: STYLE, body: body(!wechatApi(db).isStandIn('mp')), script: SCRIPT }))

  app.get(`${PC_PAGE}/qrcode.svg`, async (req, reply) => {
    const code = (req.query as { code?: unknown }).code
    if (typeof code !== 'string' || !CODE.test(code)) return reply.code(400).send({ state: 1, msg: '二维码参数不正确', result: null })
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(qrSvg(`${ownOrigin(req)}/mp/#${SCAN_LOGIN_PATH}?scene=${code}`))
  })

  app.get(`${PC_PAGE}/wxacode`, async (req, reply) => {
    const code = (req.query as { code?: unknown }).code
    if (typeof code !== 'string' || !CODE.test(code)) return reply.code(400).send({ state: 1, msg: '二维码参数不正确', result: null })
    const image = await wechatApi(db).miniProgramCode(code, SCAN_LOGIN_PATH.slice(1))
    return reply.type(image.contentType).header('cache-control', 'no-store').send(image.body)
  })
}
