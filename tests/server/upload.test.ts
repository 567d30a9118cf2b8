/**
 * Uploads (issue 10, finding 6): real images only (structure walked, polyglots refused),
 * unguessable names, served inert (exact type, nosniff, sandbox CSP, inline disposition), a
 * per-user quota, unused files cleaned up after a grace period, and the same through an
 * S3-compatible store (s3rver, started here).
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import S3rver from 's3rver'
import { contract } from '@/contract'
import { buildApp } from '../../server/app'
import { knowledgeArticles, uploads, users } from '../../server/db/schema'
import { cleanupUploads } from '../../server/files/cleanup'
import { checkImage } from '../../server/files/images'
import { s3Store } from '../../server/files/s3Store'
import { localStore, type FileStore } from '../../server/files/store'
import { BAD_STRUCTURE, BAD_TYPE, HAS_MARKUP, QUOTA_FULL } from '../../server/modules/user/upload'
import { call, expectOk, loginAll, setup, type TestEnv } from './helpers'

let env: TestEnv
let tk: Record<'staff01' | 'purchaser01' | 'supplier01', string>
beforeAll(async () => {
  env = await setup()
  tk = await loginAll(env.app, ['staff01', 'purchaser01', 'supplier01'] as const)
}, 600_000)
afterAll(() => env?.close())

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name))
const SAMPLES = { png: fixture('sample.png'), jpg: fixture('sample.jpg'), gif: fixture('sample.gif'), webp: fixture('sample.webp') }
const ep = contract.user.fileUpload.imgUpload

async function upload(app: FastifyInstance, content: Buffer, token: string | null = tk.staff01, field = 'file', filename = 'photo.png') {
  const boundary = `----market${Date.now()}${Math.random()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` }
  if (token) headers.authorization = token
  const res = await app.inject({ method: 'POST', url: ep.path, headers, payload })
  return { ...(res.json() as { state: number; msg: string; result: { url: string } | null }), status: res.statusCode }
}

/** A PNG chunk (the CRC is not checked by the server). */
const pngChunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)])
}
const beforePngEnd = (extra: Buffer) => Buffer.concat([SAMPLES.png.subarray(0, SAMPLES.png.length - 12), extra, SAMPLES.png.subarray(SAMPLES.png.length - 12)])
const jpegWithComment = (text: string) => {
  const body = Buffer.from(text, 'latin1')
  const len = Buffer.alloc(2)
  len.writeUInt16BE(body.length + 2)
  return Buffer.concat([SAMPLES.jpg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, body, SAMPLES.jpg.subarray(2)])
}
const gifWithComment = (text: string) => {
  const body = Buffer.from(text, 'latin1')
  return Buffer.concat([SAMPLES.gif.subarray(0, SAMPLES.gif.length - 1), Buffer.from([0x21, 0xfe, body.length]), body, Buffer.from([0x00, 0x3b])])
}
const HTML = '<html><body><script>fetch("/api/user/user/queryById").then(r=>r.text()).then(alert)</script></body></html>'

describe('what is accepted', () => {
  test.each(Object.entries(SAMPLES))('a real %s: stored under 128 random bits, served inert', async (kind, bytes) => {
    const r = await upload(env.app, bytes)
    expect(r.state).toBe(0)
    expect(r.result!.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${kind}$`))
    const served = await env.app.inject({ method: 'GET', url: r.result!.url })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(bytes)).toBe(true)
    expect(served.headers).toMatchObject({
      'content-type': { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' }[kind],
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': `inline; filename="${path.basename(r.result!.url)}"`,
    })
  })

  test('a JPEG with a second JPEG appended (a phone photo with a gain map) is still a JPEG', () => {
    expect(checkImage(Buffer.concat([SAMPLES.jpg, SAMPLES.jpg]))).toEqual({ ok: true, kind: 'jpg' })
  })

  test('names do not repeat and carry no time or sequence', async () => {
    const urls = await Promise.all(Array.from({ length: 10 }, () => upload(env.app, SAMPLES.gif).then((r) => r.result!.url)))
    expect(new Set(urls).size).toBe(10)
    for (const u of urls) expect(u).toMatch(/^\/uploads\/[0-9a-f]{32}\.gif$/)
  })
})

describe('what is refused', () => {
  test.each([
    ['a script named .png', Buffer.from('<script>alert(1)</script>'), BAD_TYPE],
    ['a PNG header and zeros (the old test file)', Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]), BAD_STRUCTURE],
    ['a PNG with an HTML page appended', Buffer.concat([SAMPLES.png, Buffer.from(HTML)]), BAD_STRUCTURE],
    ['a JPEG with an HTML page appended', Buffer.concat([SAMPLES.jpg, Buffer.from(HTML)]), BAD_STRUCTURE],
    ['a GIF with an HTML page appended', Buffer.concat([SAMPLES.gif, Buffer.from(HTML)]), BAD_STRUCTURE],
    ['a WebP with an HTML page appended', Buffer.concat([SAMPLES.webp, Buffer.from(HTML)]), BAD_STRUCTURE],
    ['a truncated PNG', SAMPLES.png.subarray(0, 60), BAD_STRUCTURE],
    ['a truncated JPEG', SAMPLES.jpg.subarray(0, 400), BAD_STRUCTURE],
    ['a GIF header with an HTML page as its body', Buffer.concat([Buffer.from('GIF89a'), Buffer.from(`/*${HTML}*/`)]), BAD_STRUCTURE],
    ['a PNG with the page in a text chunk', beforePngEnd(pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`))), HAS_MARKUP],
    ['a JPEG with an SVG in its comment', jpegWithComment('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), HAS_MARKUP],
    ['a GIF with a script in a comment block', gifWithComment('<script>alert(document.cookie)</script>'), HAS_MARKUP],
  ])('%s', async (_what, bytes, msg) => {
    const r = await upload(env.app, bytes)
    expect([r.status, r.state, r.msg]).toEqual([200, 1, msg])
  })

  test('more than 5 MB', async () => {
    const r = await upload(env.app, Buffer.concat([SAMPLES.png, Buffer.alloc(5 * 1024 * 1024)]))
    expect([r.state, r.msg, r.status]).toEqual([1, '图片不能超过5MB', 200])
  })

  test('no file, wrong field, not multipart, no token', async () => {
    expect((await upload(env.app, SAMPLES.png, tk.staff01, 'image')).msg).toBe('缺少参数：file')
    expect((await call(env.app, ep, { file: 'x' }, { token: tk.staff01 })).msg).toBe('缺少参数：file')
    expect((await upload(env.app, SAMPLES.png, null)).state).toBe(97)
  })
})

describe('reading files', () => {
  test('a guessed or crafted name answers 404; an older numeric name stored on disk is still served', async () => {
    writeFileSync(path.join(env.uploadDir, '17123456789010001.png'), SAMPLES.png)
    const old = await env.app.inject({ method: 'GET', url: '/uploads/17123456789010001.png' })
    expect([old.statusCode, old.headers['content-type'], old.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff'])
    for (const url of ['/uploads/17123456789010002.png', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/x.html', '/uploads/%00.png', '/uploads/']) {
      expect((await env.app.inject({ method: 'GET', url })).statusCode).toBe(404)
    }
  })
})

describe('quota', () => {
  test('uploads stop at the per-user quota, also when sent at once; other users are not affected', async () => {
    const small = await buildApp({ db: env.db, uploadDir: env.uploadDir, uploadQuotaBytes: 3 * SAMPLES.jpg.length })
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(small, SAMPLES.jpg, tk.purchaser01)))
    expect(answers.filter((a) => a.state === 0)).toHaveLength(3)
    expect(answers.filter((a) => a.msg === QUOTA_FULL)).toHaveLength(5)
    expect((await upload(small, SAMPLES.jpg, tk.supplier01)).state).toBe(0)
    await small.close()
  })
})

/** Makes a stored file look `hours` old. */
const age = (dir: string, url: string, hours: number) => {
  const t = new Date(Date.now() - hours * 3600 * 1000)
  utimesSync(path.join(dir, path.basename(url)), t, t)
}

describe('clean-up of unused files', () => {
  test('old files no row refers to are removed; used, recent and HTML-embedded ones stay', async () => {
    const app = env.app
    const used = (await upload(app, SAMPLES.png, tk.purchaser01)).result!.url
    const unused = (await upload(app, SAMPLES.gif, tk.purchaser01)).result!.url
    const inArticle = (await upload(app, SAMPLES.webp, tk.purchaser01)).result!.url
    const recent = (await upload(app, SAMPLES.jpg, tk.purchaser01)).result!.url
    const complaint = { complaintType: '1', title: '带图片的投诉', content: '附上现场照片一张，请查看处理', contactName: '赵采买', contactPhone: '13800000001', images: [used] }
    expectOk(await call(app, contract.member.complaintComplaint.create, complaint, { token: tk.purchaser01 }))
    await env.db.update(knowledgeArticles).set({ content: `<p>示意图</p><img src="${inArticle}" />` }).where(eq(knowledgeArticles.category, 'foodSafety'))
    for (const u of [used, unused, inArticle]) age(env.uploadDir, u, 30)

    const report = await cleanupUploads(env.db, localStore(env.uploadDir))
    expect(report.removed).toContain(path.basename(unused))
    for (const kept of [used, inArticle, recent]) {
      expect(report.removed).not.toContain(path.basename(kept))
      expect((await app.inject({ method: 'GET', url: kept })).statusCode).toBe(200)
    }
    expect((await app.inject({ method: 'GET', url: unused })).statusCode).toBe(404)
    expect(await env.db.select().from(uploads).where(eq(uploads.name, path.basename(unused)))).toHaveLength(0)
  })

  test('the quota counts what is still stored', async () => {
    const [me] = await env.db.select().from(users).where(eq(users.username, 'staff01'))
    const before = (await env.db.select().from(uploads).where(eq(uploads.userId, me!.id))).length
    expect(before).toBeGreaterThan(0)
    await env.db.update(uploads).set({ createdAt: new Date(Date.now() - 48 * 3600 * 1000) }).where(eq(uploads.userId, me!.id))
    const rows = await env.db.select().from(uploads).where(eq(uploads.userId, me!.id))
    for (const r of rows) age(env.uploadDir, `/uploads/${r.name}`, 48)
    await cleanupUploads(env.db, localStore(env.uploadDir))
    expect(await env.db.select().from(uploads).where(eq(uploads.userId, me!.id))).toHaveLength(0)
  })
})

describe('S3-compatible store (s3rver)', () => {
  let s3: S3rver
  let dir: string
  let store: FileStore
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 's3rver-'))
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'market-files' }] })
    const { port } = await s3.run()
    store = await s3Store({ bucket: 'market-files', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })
  }, 30_000)
  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('put, get, list, remove', async () => {
    await store.put('0123456789abcdef0123456789abcdef.png', SAMPLES.png, 'image/png')
    const got = await store.get('0123456789abcdef0123456789abcdef.png')
    const chunks: Buffer[] = []
    for await (const c of got!.stream) chunks.push(Buffer.from(c as Buffer))
    expect(Buffer.concat(chunks).equals(SAMPLES.png)).toBe(true)
    expect(got!.size).toBe(SAMPLES.png.length)
    const listed: string[] = []
    for await (const f of store.list()) listed.push(f.name)
    expect(listed).toContain('0123456789abcdef0123456789abcdef.png')
    await store.remove('0123456789abcdef0123456789abcdef.png')
    expect(await store.get('0123456789abcdef0123456789abcdef.png')).toBeNull()
    expect(await store.get('ffffffffffffffffffffffffffffffff.png')).toBeNull()
  })

  test('two API nodes on one bucket: uploaded through one, served by the other, cleaned up by the job', async () => {
    const a = await buildApp({ db: env.db, uploadDir: env.uploadDir, files: store })
    const b = await buildApp({ db: env.db, uploadDir: mkdtempSync(path.join(tmpdir(), 'other-node-')), files: store })
    const r = await upload(a, SAMPLES.webp, tk.supplier01)
    expect(r.state).toBe(0)
    const served = await b.inject({ method: 'GET', url: r.result!.url })
    expect([served.statusCode, served.headers['content-type'], served.headers['content-security-policy']]).toEqual([200, 'image/webp', "default-src 'none'; sandbox"])
    expect(served.rawPayload.equals(SAMPLES.webp)).toBe(true)
    // Unused and past the grace period (a grace of 0 here, as S3 keeps its own modification times).
    const report = await cleanupUploads(env.db, store, { graceMs: 0, now: new Date(Date.now() + 1000) })
    expect(report.removed).toContain(path.basename(r.result!.url))
    expect((await b.inject({ method: 'GET', url: r.result!.url })).statusCode).toBe(404)
    await a.close()
    await b.close()
  })
})
