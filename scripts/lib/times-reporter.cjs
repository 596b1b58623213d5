// A Jest reporter for bench/test-times.md (scripts/lib/test-times.mjs): when `npm test` names a
// folder in TEST_TIMES_DIR, each Jest run writes there how long each of its files took, by Jest's
// own clock. The file is named by TEST_TIMES_NAME when the gate sets it, else by the config.
const { writeFileSync } = require("node:fs");
const path = require("node:path");

class TimesReporter {
  constructor(_globalConfig, options = {}) {
    this.name = process.env.TEST_TIMES_NAME || options.name || "jest";
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.TEST_TIMES_DIR;
    if (!dir) return;
    const testResults = results.testResults.map((result) => ({
      name: result.testFilePath,
      startTime: result.perfStats.start,
      endTime: result.perfStats.end,
      tests: result.testResults.length,
    }));
    writeFileSync(path.join(dir, `${this.name}.json`), JSON.stringify({ testResults }));
  }
}

/** The reporters entry to add to a Jest config: none unless a run asks for times. */
TimesReporter.entry = (name) =>
  process.env.TEST_TIMES_DIR ? [[path.join(__dirname, "times-reporter.cjs"), { name }]] : [];

module.exports = TimesReporter;
