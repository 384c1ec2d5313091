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

/**
 * Every violation a server received so far (it lists them when MEET_CSP_REPORTS=readable): a worker's server by its
 * index (this worker's when not given), or another by its `/meet/` URL.
 */
export async function receivedViolations(server: number | string = serverIndex()): Promise<Violation[]> {
  const base = typeof server === 'string' ? server : `http://127.0.0.1:${serverPort(server)}/meet/`;
  const response = await fetch(new URL('csp-reports', base));
  if (!response.ok) throw new Error(`The CSP reports could not be read: ${response.status}.`);
  return (await response.json()) as Violation[];
}

/** One line per violation: the directive, the page, what was blocked and where. */
export function describeViolation(violation: Violation): string {
  const where = violation.sourceFile ? ` at ${violation.sourceFile}:${violation.lineNumber}` : '';
  const what = violation.sample || violation.blockedURL || 'inline';
  return `${violation.effectiveDirective} on ${violation.documentURL}: ${what}${where}`;
}

// Browsers send reports shortly after the violation (the run's Chromium after 100 ms): give the last ones time.
const LAST_REPORTS_MS = 1000;

/** The violations the given servers received, the last reports waited for and the probes' own left out. */
export async function violationsReceived(servers: (number | string)[]): Promise<Violation[]> {
  await new Promise((resolve) => setTimeout(resolve, LAST_REPORTS_MS));
  const received = await Promise.all(servers.map((server) => receivedViolations(server)));
  return received.flat().filter((violation) => !violation.sample.includes(PROBE));
}
