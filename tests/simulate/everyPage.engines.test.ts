/**
 * @jest-environment jsdom
 */
/**
 * The page sweep (./pageSweep.ts) once more on an engine without `Intl` (WeChat's Android engine),
 * `BigInt`, `Object.fromEntries` and `Promise.allSettled` (Chrome 64, iOS 12): removed from the
 * global scope before the app's code loads. (`Array.prototype.flatMap`, also polyfilled by the
 * app, stays: jest itself needs it; tests/unit/polyfills.test.ts covers it.)
 */
import { sweepEveryPage } from './pageSweep'

const sweep = sweepEveryPage({ withoutGlobals: ['Intl', 'BigInt', 'Object.fromEntries', 'Promise.allSettled'] })

test('every page of app.json was mounted', () => {
  expect(sweep.all.length).toBeGreaterThan(70)
  expect(sweep.all.filter((p) => !sweep.visited.has(p))).toEqual([])
})
