/** Serves the built H5 app under /mp/ (uploaded files: http/uploads.ts). */
import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

const HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|jpe?g|gif|webp|svg|woff2?|ttf)$/

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
    cacheControl: false,
    setHeaders(res, filePath) {
      const name = path.basename(filePath)
      if (name.endsWith('.html')) res.header('Cache-Control', 'no-cache')
      else if (HASHED.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable')
      else res.header('Cache-Control', 'public, max-age=3600')
    },
  })
  app.get('/', (_req, reply) => reply.redirect('/mp/'))
}
