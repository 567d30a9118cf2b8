/**
 * Jest's order of test files, with one change for a run without timings (a clean checkout, as CI):
 * jest then orders by file size, which put the longest browser files last, one worker running them
 * alone at the end of the run. Unknown files go by layer instead, the layers whose files run longest
 * first (the browser, the mini-program simulator, the backend, then components and units), by size
 * within a layer. With timings from an earlier run, jest's own order (failed first, then longest).
 */
const Sequencer = require('@jest/test-sequencer').default

const LAYERS = ['e2e', 'simulate', 'server', 'components', 'unit']
const rank = (test) => {
  const name = test.context.config.displayName?.name
  const i = LAYERS.indexOf(name)
  return i === -1 ? LAYERS.length : i
}

class LongestLayersFirst extends Sequencer {
  sort(tests) {
    // Jest's order is: failed, then without timings, then by timing.
    const sorted = super.sort(tests)
    const failed = sorted.filter((t) => this.hasFailed(t))
    const unknown = sorted.filter((t) => t.duration == null && !this.hasFailed(t))
    const timed = sorted.filter((t) => t.duration != null && !this.hasFailed(t))
    return [...failed, ...unknown.sort((a, b) => rank(a) - rank(b)), ...timed]
  }
}

module.exports = LongestLayersFirst
