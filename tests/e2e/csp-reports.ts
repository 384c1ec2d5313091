// The Content-Security-Policy violations the reference server received during the end-to-end run: the run
// fails on any (global teardown), except those the policy's own spec provokes on purpose.
import { serverIndex, serverPort } from './servers';

/** Marks what the policy's spec writes into sinks, so the reports it provokes can be told apart. */
export const PROBE = 'csp-probe';

/** A violation as the reference server keeps it (demo/http/csp-reports.ts). */
export interface Violation {
  documentURL: string;
  effectiveDirective: string;
  blockedURL: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
}

/** Every violation a server (this worker's when not given) received so far (it lists them when MEET_CSP_REPORTS=readable). */
export async function receivedViolations(server = serverIndex()): Promise<Violation[]> {
  const response = await fetch(`http://127.0.0.1:${serverPort(server)}/meet/csp-reports`);
  if (!response.ok) throw new Error(`The CSP reports could not be read: ${response.status}.`);
  return (await response.json()) as Violation[];
}

/** One line per violation: the directive, the page, what was blocked and where. */
export function describeViolation(violation: Violation): string {
  const where = violation.sourceFile ? ` at ${violation.sourceFile}:${violation.lineNumber}` : '';
  const what = violation.sample || violation.blockedURL || 'inline';
  return `${violation.effectiveDirective} on ${violation.documentURL}: ${what}${where}`;
}
