/**
 * Printing the page itself, H5 build: the browser's print dialog. printPage.scss prints only the
 * element marked `app-print-only` (the receipt's 58 mm paper), without the app's frame.
 */
import './printPage.scss'

export const printPage: (() => void) | null = () => window.print()
