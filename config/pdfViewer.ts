/**
 * H5 only: the pdf.js files the test-report viewer (src/components/PdfView/index.h5.tsx) fetches at
 * run time, copied beside the app (/mp/pdfjs-<version>/): the worker that parses a PDF off the main
 * thread, and the Adobe character maps a Chinese PDF names without embedding them (the seed's
 * reports: STSong-Light with UniGB-UCS2-H). The version in the folder's name keeps a cached worker
 * from meeting a newer library (pdf.js refuses a worker of another version).
 *
 * pdfjs-dist 2.16's legacy build parses at ES2018 as shipped (tests/e2e/syntax.test.ts checks every
 * copied script too): no Babel pass over it. The worker file is minified already: Terser leaves it
 * as shipped (`PDFJS_FILES`), rather than spend the build's time on a megabyte again.
 */
import path from 'node:path'

const root = path.dirname(require.resolve('pdfjs-dist/package.json'))
const { version } = require('pdfjs-dist/package.json') as { version: string }

/** The folder under the build, the same name src/components/PdfView/pdfDocument.ts asks for. */
const PDFJS_DIR = `pdfjs-${version}`

/**
 * What pdf.js requires only when it runs in Node (DOMMatrix and ReadableStream stand-ins): left out
 * of the browser's chunk (`resolve.alias` to false), which would carry them unused.
 */
export const PDFJS_NODE_ONLY = ['dommatrix/dist/dommatrix.js', 'web-streams-polyfill/dist/ponyfill.js']

/** The copied files, by their path in the build (for the minimizer to skip). */
export const PDFJS_FILES = new RegExp(`^${PDFJS_DIR.replace(/\./g, '\\.')}/`)

/** Taro `copy.patterns` writing the files into the H5 build at `outputRoot`. */
export function pdfViewerFiles(outputRoot: string) {
  const dir = path.join(outputRoot, PDFJS_DIR)
  return [
    { from: path.join(root, 'legacy/build/pdf.worker.min.js'), to: path.join(dir, 'pdf.worker.min.js') },
    { from: path.join(root, 'cmaps'), to: path.join(dir, 'cmaps') },
  ]
}
