/**
 * Where an image path points. The server answers upload URLs relative to the API root
 * (`/uploads/x.png`); screens show them through `mediaUrl`. Already absolute URLs (http, data,
 * blob, wxfile, ...) and images bundled with the app (weapp `/static/...`, H5 `/mp/...`) are kept.
 */
import { getApiRoot } from './apiRoot'
import { isH5 } from './platform'

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** Path prefixes of images the build bundles with the app itself. */
const bundledPrefix = (): string => (isH5() ? '/mp/' : '/static/')

export function mediaUrl(path: string | null | undefined): string {
  const p = (path ?? '').trim()
  if (!p || HAS_SCHEME.test(p) || p.startsWith('//')) return p
  if (p.startsWith(bundledPrefix())) return p
  const root = getApiRoot().replace(/\/+$/, '')
  return p.startsWith('/') ? root + p : `${root}/${p}`
}
