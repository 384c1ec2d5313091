// A WTR reporter that writes how many tests passed and failed, for the one-line summary of `npm test`.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(results, tally) {
  for (const test of results?.tests ?? []) {
    if (test.skipped) tally.skipped += 1;
    else if (test.passed) tally.passed += 1;
    else tally.failed += 1;
  }
  for (const suite of results?.suites ?? []) count(suite, tally);
}

/** Writes `{ passed, failed, skipped }` to `.test-results/<name>.json` when the run ends. */
export function countingReporter(name) {
  return {
    onTestRunFinished({ sessions }) {
      const tally = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, tally);
        // A file that failed to load or threw outside a test counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) tally.failed += 1;
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(`.test-results/${name}.json`, JSON.stringify(tally));
    },
  };
}
