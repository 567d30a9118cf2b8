/** A list of strings, numbers or booleans: sent comma-separated, as the server's list fields read it. */
const isPlainList = (value: unknown): value is unknown[] => Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))

/**
 * Serialises a payload for a form body or a query string; null and undefined fields are left out,
 * lists of plain values are joined with commas, other objects are sent as JSON.
 */
export function encodeForm(data: Record<string, unknown> | undefined): string {
  if (!data) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue
    const text = isPlainList(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value)
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
  }
  return parts.join('&')
}

export function withQuery(url: string, data: Record<string, unknown> | undefined): string {
  const qs = encodeForm(data)
  if (!qs) return url
  return url + (url.includes('?') ? '&' : '?') + qs
}
