// Global teardown: the whole end-to-end run fails when any page broke the Content-Security-Policy.
import { describeViolation, violationsReceived } from './csp-reports';
import { E2E_WORKERS } from './servers';

export default async function checkViolations(): Promise<void> {
  const violations = await violationsReceived(Array.from({ length: E2E_WORKERS }, (_, server) => server));
  if (violations.length > 0)
    throw new Error(
      `${violations.length} Content-Security-Policy violation(s) during the run:\n${violations.map(describeViolation).join('\n')}`,
    );
}
