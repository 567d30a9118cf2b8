/**
 * Links in free text a shop sends to a buyer (an order's remark reaches the buyer as a message):
 * a URL scheme, 'www.', or a host name (letters or digits, a dot, a top-level domain of letters:
 * 'evil.cn', 't.co/x', 'pay-now.top'). Plain text with numbers and units ('3.5kg', '1.2元/斤')
 * is not a link.
 */
const LINK = /[a-z][a-z0-9+.-]*:\/\/|www\.|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}\b/i

export const hasLink = (text: string): boolean => LINK.test(text.normalize('NFKC'))
