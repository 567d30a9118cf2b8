/** The plate in what was scanned at the gate or typed: a link carrying `plate=`, or the plate itself (upper-cased, no spaces). */
export function plateOf(text: string): string {
  const fromLink = /[?&]plate=([^&#]+)/.exec(text)?.[1]
  return decodeURIComponent(fromLink ?? text).replace(/\s+/g, '').toUpperCase()
}
