/**
 * Web pages outside the app, weapp build: the mini program shows an allowed page inside itself
 * (the web-view component, on the domains configured as its business domains) and cannot send the
 * user to a URL of another site (an OAuth2 redirect): the screen offers the link to copy instead.
 * H5 variant: web.h5.ts (the browser goes there).
 */

/** The web view screen draws the page inside the app. */
export const embedsWebPages = true

/** Sends the user to `url`; false when the platform cannot (then offer the link). */
export function leaveFor(_url: string): boolean {
  return false
}
