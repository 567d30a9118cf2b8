/** Limits the app and the server share. */

/**
 * The longest search text: the app's search boxes stop there and every server text filter
 * (keyword, title, name) accepts up to it, so no search is refused by one list and not another.
 */
export const KEYWORD_MAX_LENGTH = 50

/**
 * The password a merchant admin's reset gives a sub-account (user/resetPassword; the answer's msg
 * names it too) and a buyer registered at the stall starts with (customer/registered): the admin's
 * screen tells it after the reset.
 */
export const RESET_PASSWORD = 'Market@123'
