/**
 * The H5 app at /mp/: precompressed brotli / gzip siblings chosen by Accept-Encoding, the plain
 * file otherwise, immutable caching for hashed files and revalidation for index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { serveWebApp, webCacheControl } from '../../server/http/web'

const HTML = '<!doctype html><html><head><script src="/mp/js/app.1a2b3c4d.js"></script></head><body></body></html>'
const SCRIPT = `console.log(${JSON.stringify('价格公示 '.repeat(200))})`
const STYLE = '.a{color:red}'
const IMMUTABLE = 'public, max-age=31536000, immutable'

let root: string
let app: FastifyInstance

/** A file and, unless `plainOnly`, its .br and .gz siblings, as the build writes them. */
function put(rel: string, text: string, plainOnly = false) {
  const file = path.join(root, rel)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  if (plainOnly) return
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)))
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)))
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'market-web-'))
  put('index.html', HTML)
  put('js/app.1a2b3c4d.js', SCRIPT)
  put('css/app.9f8e7d6c.css', STYLE, true)
  put('manifest.json', '{"name":"market"}', true)
  app = Fastify()
  await serveWebApp(app, root)
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

test('a browser accepting brotli gets the .br file of a hashed script, cached for good', async () => {
  const res = await get('/mp/js/app.1a2b3c4d.js', 'gzip, deflate, br')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-encoding']).toBe('br')
  expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/)
  expect(res.headers['cache-control']).toBe(IMMUTABLE)
  expect(res.headers.vary).toMatch(/accept-encoding/i)
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4)
})

test('gzip only: the .gz file', async () => {
  const res = await get('/mp/js/app.1a2b3c4d.js', 'gzip')
  expect(res.headers['content-encoding']).toBe('gzip')
  expect(res.headers['cache-control']).toBe(IMMUTABLE)
  expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT)
})

test('no Accept-Encoding (or only unknown ones): the plain file, still varying on the header', async () => {
  for (const enc of [undefined, 'identity', 'deflate']) {
    const res = await get('/mp/js/app.1a2b3c4d.js', enc)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.body).toBe(SCRIPT)
  }
})

test('index.html (through /mp/ and by name) is compressed and revalidated on every load', async () => {
  for (const url of ['/mp/', '/mp/index.html']) {
    const res = await get(url, 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(HTML)
  }
  const plain = await get('/mp/')
  expect(plain.headers['cache-control']).toBe('no-cache')
  expect(plain.body).toBe(HTML)
})

test('a file without compressed siblings is served plain, with its cache rule', async () => {
  const css = await get('/mp/css/app.9f8e7d6c.css', 'br, gzip')
  expect(css.statusCode).toBe(200)
  expect(css.headers['content-encoding']).toBeUndefined()
  expect(css.headers['cache-control']).toBe(IMMUTABLE)
  expect(css.body).toBe(STYLE)
  const manifest = await get('/mp/manifest.json', 'br')
  expect(manifest.headers['cache-control']).toBe('public, max-age=3600')
  expect(manifest.body).toBe('{"name":"market"}')
})

test('a missing file is 404, not a compressed guess', async () => {
  expect((await get('/mp/js/missing.12345678.js', 'br')).statusCode).toBe(404)
})

test('the site root redirects to the app', async () => {
  const res = await get('/')
  expect(res.statusCode).toBe(302)
  expect(res.headers.location).toBe('/mp/')
})

test('cache rule by file name, compression suffix ignored', () => {
  expect(webCacheControl('/x/index.html.br')).toBe('no-cache')
  expect(webCacheControl('/x/index.html.gz')).toBe('no-cache')
  expect(webCacheControl('/x/js/260.0bee124a.js.gz')).toBe(IMMUTABLE)
  expect(webCacheControl('/x/css/app.0bee124a.css')).toBe(IMMUTABLE)
  expect(webCacheControl('/x/static/logo.png')).toBe('public, max-age=3600')
})
