// Global teardown: the whole end-to-end run fails when any page broke the Content-Security-Policy.
import { describeViolation, PROBE, receivedViolations } from './csp-reports';
import { E2E_WORKERS } from './servers';

// Browsers send reports shortly after the violation (the run's Chromium after 100 ms): give the last ones time.
const LAST_REPORTS_MS = 1000;

export default async function checkViolations(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, LAST_REPORTS_MS));
  const received = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, server) => receivedViolations(server)),
  );
  const violations = received.flat().filter((violation) => !violation.sample.includes(PROBE));
  if (violations.length > 0)
    throw new Error(
      `${violations.length} Content-Security-Policy violation(s) during the run:\n${violations.map(describeViolation).join('\n')}`,
    );
}
