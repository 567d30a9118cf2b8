/**
 * @jest-environment jsdom
 */
/**
 * Every page of the PRODUCTION weapp build, mounted against the real backend as its role, with
 * list -> detail taps and pull-to-refresh (./pageSweep.ts).
 */
import { sweepEveryPage } from './pageSweep'

const sweep = sweepEveryPage()

test('every page of app.json was mounted', () => {
  expect(sweep.all.length).toBeGreaterThan(70)
  expect(sweep.all.filter((p) => !sweep.visited.has(p))).toEqual([])
})
