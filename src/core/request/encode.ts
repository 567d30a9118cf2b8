/** Serialises a payload for a form body or a query string; null and undefined fields are left out. */
export function encodeForm(data: Record<string, unknown> | undefined): string {
  if (!data) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.join('&')
}

export function withQuery(url: string, data: Record<string, unknown> | undefined): string {
  const qs = encodeForm(data)
  if (!qs) return url
  return url + (url.includes('?') ? '&' : '?') + qs
}
