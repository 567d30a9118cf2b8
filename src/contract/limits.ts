/** Limits the app and the server share. */

/**
 * The longest search text: the app's search boxes stop there and every server text filter
 * (keyword, title, name) accepts up to it, so no search is refused by one list and not another.
 */
export const KEYWORD_MAX_LENGTH = 50
