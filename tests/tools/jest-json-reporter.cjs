// Writes a package's jest totals to $JEST_JSON_DIR/jest-<package>.json for `npm test`'s summary.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class JsonTotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.JEST_JSON_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const name = path.basename(this.rootDir);
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } =
      results;
    writeFileSync(
      path.join(dir, `jest-${name}.json`),
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        numRuntimeErrorTestSuites,
        // the package's wall time, to see where the unit step's minutes go
        seconds: Math.round((Date.now() - results.startTime) / 1000),
      }),
    );
  }
}

module.exports = JsonTotalsReporter;
