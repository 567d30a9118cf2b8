// Jest reporter: after the default output, the tests of each layer (jest project) and one plain
// total line CI tools can read, e.g. "jest: 812 passed, 0 failed, 2 skipped".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const layers = new Map()
    for (const file of results.testResults) {
      const name = file.displayName?.name ?? String(file.displayName ?? 'tests')
      const row = layers.get(name) ?? { files: 0, passed: 0, failed: 0 }
      row.files += 1
      row.passed += file.numPassingTests
      row.failed += file.numFailingTests
      layers.set(name, row)
    }
    const lines = [...layers].map(([name, r]) => `  ${name.padEnd(11)} ${String(r.passed).padStart(5)} passed, ${r.failed} failed (${r.files} files)`)
    const skipped = results.numPendingTests + results.numTodoTests
    const total = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed` + (skipped ? `, ${skipped} skipped` : '')
    process.stdout.write(`\nBy layer:\n${lines.join('\n')}\n${total}\n`)
  }
}
module.exports = SummaryReporter
