/** Serves the built H5 app under /mp/ (uploaded files: http/uploads.ts). */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** File names carrying a content hash (`app.1a2b3c4d.js`): they never change, so cache them for good. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|jpe?g|gif|webp|svg|woff2?|ttf)$/
/** The build writes `x.js.br` / `x.js.gz` beside `x.js` (config/index.ts); the headers follow `x.js`. */
const ENCODED = /\.(br|gz)$/

/** Cache-Control for a file of the H5 build (its path with or without a compression suffix). */
export function webCacheControl(filePath: string): string {
  const name = path.basename(filePath).replace(ENCODED, '')
  // The page that names the hashed files must be revalidated, or a new build is never seen.
  if (name.endsWith('.html')) return 'no-cache'
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=3600'
}

/**
 * The H5 app. The build precompresses every text file it writes (brotli `.br` and gzip `.gz`,
 * config/index.ts): `preCompressed` serves the smallest one the browser accepts, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, and the plain file otherwise. Nothing is
 * compressed per request.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn(`no H5 build at ${webRoot}: /mp/ is not served`)
    return
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/mp/',
    index: ['index.html'],
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.header('Cache-Control', webCacheControl(filePath))
    },
  })
  app.get('/', (_req, reply) => reply.redirect('/mp/'))
}
