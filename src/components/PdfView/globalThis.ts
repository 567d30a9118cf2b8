/**
 * pdf.js reads `globalThis` (Chrome 71, iOS 12.1), which the app's oldest targets (Chrome 64,
 * iOS 12.0) lack: there the page's global object is `self`. Imported by pdfDocument.ts before
 * pdf.js itself, so only the H5 viewer's chunk carries it. (On those engines the worker file cannot
 * start either; pdf.js then runs the same file on the page, where this definition holds.)
 */
import { define } from '@/core/polyfills'

define(self, 'globalThis', self)
