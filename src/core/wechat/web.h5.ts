/**
 * Web pages outside the app, H5 (see web.ts): the browser navigates there, and its back button
 * returns to the app. (A frame cannot show most sites, nor this app's own pages: they refuse to be
 * framed, X-Frame-Options DENY.)
 */

/** The web view screen sends the browser to the page. */
export const embedsWebPages = false

/** Leaving the page (a seam for tests: jsdom cannot navigate). */
export const browser = { assign: (url: string): void => window.location.assign(url) }

export function leaveFor(url: string): boolean {
  browser.assign(url)
  return true
}
