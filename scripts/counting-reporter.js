// A WTR reporter that writes how many tests passed and failed, and the names of the failed ones, for the
// summary of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(results, tally, file, path) {
  for (const test of results?.tests ?? []) {
    if (test.skipped) tally.skipped += 1;
    else if (test.passed) tally.passed += 1;
    else {
      tally.failed += 1;
      tally.failures.push(`${file} › ${[...path, test.name].join(' › ')}`);
    }
  }
  for (const suite of results?.suites ?? []) count(suite, tally, file, [...path, suite.name]);
}

/** Writes `{ passed, failed, skipped, failures }` to `.test-results/<name>.json` when the run ends. */
export function countingReporter(name) {
  return {
    onTestRunFinished({ sessions }) {
      const tally = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        count(session.testResults, tally, file, []);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          tally.failed += 1;
          tally.failures.push(`${file}: ${session.errors[0]?.message ?? 'failed to run'}`);
        }
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(`.test-results/${name}.json`, JSON.stringify(tally));
    },
  };
}
