/**
 * Every script of the production H5 build (made by globalSetup) parses at the declared targets'
 * syntax level (tests/simulate/syntax.ts: ES2018 without regexp lookbehind): a file Chrome 64 or
 * iOS 12 cannot parse leaves the app blank there. No browser needed.
 */
import path from 'node:path'
import { describeProblems, scriptFiles, syntaxProblems } from '../simulate/syntax'

const H5 = path.resolve(__dirname, '../../dist/h5')

test('every .js file of the H5 build parses on Chrome 64 / iOS 12', () => {
  expect(scriptFiles(H5).length).toBeGreaterThan(20)
  expect(describeProblems(syntaxProblems(H5))).toBe('')
})
