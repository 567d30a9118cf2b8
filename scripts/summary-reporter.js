// Jest reporter: after the default output, one plain line CI tools can read, e.g.
// "jest: 812 passed, 0 failed, 2 skipped".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : '')
    process.stdout.write(`\n${line}\n`)
  }
}
module.exports = SummaryReporter
