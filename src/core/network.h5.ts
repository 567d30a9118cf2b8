/** Whether the browser knows it has no network (`navigator.onLine`, which its offline mode sets). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}
