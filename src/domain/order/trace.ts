import { appPageUrl } from '@/core/wechat/appUrl'
import { screenUrl } from '@/core/navigate'

/** What a trace code's QR holds: the trace page's address (the line's QR, the printed receipt's). */
export const traceLink = (code: string): string => appPageUrl(screenUrl('suyuanIndex', { code }))
