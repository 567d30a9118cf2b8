import { decodeEntities, isSafeImageSrc, isSafeLink, sanitizeHtml } from '@/core/sanitize'

/** No executable markup: no script/iframe/svg element, no on* handler, no javascript:/vbscript: URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|svg|object|embed|style|math|base|link|meta|form|input)\b/i)
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i)
  expect(html).not.toMatch(/<[^>]*(javascript|vbscript|livescript)\s*:/i)
  expect(html).not.toMatch(/<[^>]*\sstyle="(?![^"]*max-width|[^"]*border)/i)
}

describe('sanitizeHtml keeps article formatting', () => {
  test('whitelisted tags pass, attributes outside the whitelist go', () => {
    const out = sanitizeHtml('<h2 class="x" id="y">标题</h2><p>第一段<strong>重点</strong><br/><em>斜体</em></p><ul><li>一</li></ul>')
    expect(out).toBe('<h2>标题</h2><p>第一段<strong>重点</strong><br /><em>斜体</em></p><ul><li>一</li></ul>')
  })

  test('tables keep numeric colspan and get our border styles', () => {
    const out = sanitizeHtml('<table><tr><th colspan="2">品名</th><td rowspan="x1">白菜</td></tr></table>')
    expect(out).toContain('<th style="border:1px solid #e5e6eb;padding:4px 6px;background:#f5f6f7;" colspan="2">品名</th>')
    expect(out).toMatch(/<td style="[^"]*" rowspan>白菜<\/td>/)
  })

  test('images from our server are kept (and can be resolved), remote ones dropped', () => {
    expect(sanitizeHtml('<img src="/uploads/a.png" alt="图">', { resolveSrc: (s) => `https://api.test${s}` })).toBe(
      '<img style="max-width:100%;height:auto;display:block;margin:8px 0;" src="https://api.test/uploads/a.png" alt="图">',
    )
    expect(sanitizeHtml('<img src="/mp/static/b.jpg">')).toContain('src="/mp/static/b.jpg"')
    // One without a description is decorative: an empty alt (a self-closing one keeps its slash).
    expect(sanitizeHtml('<img src="/mp/static/b.jpg">')).toMatch(/ src="\/mp\/static\/b.jpg" alt="">$/)
    expect(sanitizeHtml('<img src="a.png" />')).toMatch(/ src="a.png" alt="" \/>$/)
    expect(sanitizeHtml('<img src="a.png" alt="">').match(/alt=/g)).toHaveLength(1)
    expect(sanitizeHtml('<img src="images/c.png">')).toContain('src="images/c.png"')
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('src="data:image/png;base64,iVBORw0KGgo="')
    expect(sanitizeHtml('<img src="https://evil.example/t.png">')).toBe('')
    expect(sanitizeHtml('<img src="//evil.example/t.png">')).toBe('')
    expect(sanitizeHtml('<img src="/\\evil.example/t.png">')).toBe('')
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('')
    expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('')
  })

  test('links only http(s)', () => {
    expect(sanitizeHtml('<a href="https://market.example/a?x=1&amp;y=2" title="t">链接</a>')).toBe('<a href="https://market.example/a?x=1&y=2" title="t">链接</a>')
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href>m</a>')
    expect(sanitizeHtml('<a href="/pages/x">m</a>')).toBe('<a href>m</a>')
  })

  test('empty input', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml(undefined)).toBe('')
    expect(sanitizeHtml('纯文本 1 < 2')).toBe('纯文本 1 &lt; 2')
  })
})

describe('sanitizeHtml defuses classic XSS vectors', () => {
  const vectors: Array<[string, string]> = [
    ['script', '<script>alert(1)</script>'],
    ['script upper case', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['img onerror with our src', '<img src="/uploads/a.png" onerror="alert(1)">'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['javascript: with entities', '<a href="jav&#x61;script&colon;alert(1)">x</a>'],
    ['javascript: with tab', '<a href="java\tscript:alert(1)">x</a>'],
    ['javascript: decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['javascript: image', '<img src="javascript:alert(1)">'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['svg onload', '<svg onload=alert(1)><circle r=1 /></svg>'],
    ['svg inside p', '<p><svg><script>alert(1)</script></svg></p>'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['style expression', '<div style="width: expression(alert(1))">x</div>'],
    ['style url', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
    ['body onload', '<body onload=alert(1)>'],
    ['event on allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>'],
    ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
    ['broken quotes', '<img """><script>alert(1)</script>">'],
    ['attribute breakout', '<a href="https://ok.example/" onclick="alert(1)" x="">x</a>'],
    ['quote in href', '<a href=\'https://ok.example/"onmouseover="alert(1)\'>x</a>'],
    ['object', '<object data="javascript:alert(1)"></object>'],
    ['embed', '<embed src="javascript:alert(1)">'],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['form', '<form action="javascript:alert(1)"><input type=submit></form>'],
    ['base', '<base href="javascript:alert(1)//">'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    ['encoded angle brackets stay text', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['null byte', '<scri\u0000pt>alert(1)</scri\u0000pt>'],
    ['uppercase handler', '<IMG SRC="/uploads/a.png" ONERROR="alert(1)">'],
    ['backtick', '<img src=`javascript:alert(1)`>'],
  ]
  test.each(vectors)('%s', (_name, vector) => {
    expectInert(sanitizeHtml(vector))
  })

  test('a script shows as text (or not at all), never as an element', () => {
    const out = sanitizeHtml('<p>前</p><script>alert(1)</script><p>后</p>')
    expect(out).toBe('<p>前</p><p>后</p>')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('<img style="max-width:100%;height:auto;display:block;margin:8px 0;" src="x" alt="">')
    expect(sanitizeHtml('<marquee onstart=alert(1)>x</marquee>')).toBe('&lt;marquee onstart=alert(1)&gt;x&lt;/marquee&gt;')
  })
})

describe('URL checks', () => {
  test('decodeEntities', () => {
    expect(decodeEntities('jav&#x61;script&colon;')).toBe('javascript:')
    expect(decodeEntities('&#106&#97')).toBe('ja')
    expect(decodeEntities('&#0;')).toBe('')
  })
  test('image and link rules', () => {
    expect(isSafeImageSrc('/uploads/x.png')).toBe(true)
    expect(isSafeImageSrc('../a/b.png')).toBe(true)
    expect(isSafeImageSrc('/api/user/x')).toBe(false)
    expect(isSafeImageSrc('http://x/y.png')).toBe(false)
    expect(isSafeLink('http://a.b/c')).toBe(true)
    expect(isSafeLink('https://a.b/c d')).toBe(false)
    expect(isSafeLink('ftp://a.b')).toBe(false)
  })
})
