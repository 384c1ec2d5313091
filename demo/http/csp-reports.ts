// The endpoint browsers send Content-Security-Policy violations to: kept in memory (the newest few) and logged.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { CSP_REPORTS_PATH } from './headers';

/** One violation, as either report format describes it. */
export interface CspViolation {
  documentURL: string;
  effectiveDirective: string;
  blockedURL: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
  disposition: string;
}

/** How many violations the server keeps: the newest ones, so a flood of reports costs bounded memory. */
export const KEPT_VIOLATIONS = 200;
const BODY_LIMIT = 64 * 1024;
// Reporting API batches (report-to) and the older single report (report-uri).
const REPORTS_TYPE = 'application/reports+json';
const REPORT_TYPE = 'application/csp-report';

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 2000) : '');
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A violation from a Reporting API report's body (camelCase). */
function fromReport(body: Fields): CspViolation {
  return {
    documentURL: text(body.documentURL),
    effectiveDirective: text(body.effectiveDirective),
    blockedURL: text(body.blockedURL),
    sample: text(body.sample),
    sourceFile: text(body.sourceFile),
    lineNumber: Number(body.lineNumber) || 0,
    disposition: text(body.disposition),
  };
}

/** A violation from a report-uri report (kebab-case). */
function fromLegacyReport(body: Fields): CspViolation {
  return {
    documentURL: text(body['document-uri']),
    effectiveDirective: text(body['effective-directive'] ?? body['violated-directive']),
    blockedURL: text(body['blocked-uri']),
    sample: text(body['script-sample']),
    sourceFile: text(body['source-file']),
    lineNumber: Number(body['line-number']) || 0,
    disposition: text(body.disposition),
  };
}

/** The violations of a request body; throws the contract's 1004 error when it is not a report. */
export function violationsOf(contentType: string, body: unknown): CspViolation[] {
  if (contentType === REPORT_TYPE) {
    if (!isObject(body) || !isObject(body['csp-report']))
      throw new ApiError(1004, 'A CSP report is an object with a "csp-report" object.');
    return [fromLegacyReport(body['csp-report'])];
  }
  if (!Array.isArray(body) || !body.every((report) => isObject(report) && isObject(report.body)))
    throw new ApiError(1004, 'Reports are an array of objects, each with a "body" object.');
  // Other report types (deprecation, intervention) may share the endpoint: only CSP violations count.
  return (body as Fields[])
    .filter((report) => report.type === 'csp-violation')
    .map((report) => fromReport(report.body as Fields));
}

/** The kept violations, oldest first. */
export class ViolationStore {
  private readonly kept: CspViolation[] = [];

  constructor(private readonly limit = KEPT_VIOLATIONS) {}

  add(violation: CspViolation): void {
    this.kept.push(violation);
    if (this.kept.length > this.limit) this.kept.splice(0, this.kept.length - this.limit);
  }

  list(): CspViolation[] {
    return [...this.kept];
  }
}

/**
 * POST of violation reports in both formats; with `readable`, a GET of the kept ones for test runs
 * (the end-to-end suite fails on any), never on a real server: reports name the pages people visited.
 */
export function registerCspReports(app: FastifyInstance, store: ViolationStore, readable: boolean): void {
  for (const type of [REPORTS_TYPE, REPORT_TYPE]) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiError(1004, 'The report is not JSON.'), undefined);
      }
    });
  }
  app.post(CSP_REPORTS_PATH, { bodyLimit: BODY_LIMIT }, (request, reply) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (type !== REPORTS_TYPE && type !== REPORT_TYPE)
      throw new ApiError(1004, `Reports are sent as ${REPORTS_TYPE} or ${REPORT_TYPE}.`, { status: 415 });
    for (const violation of violationsOf(type, request.body)) {
      store.add(violation);
      console.warn(
        `CSP violation: ${violation.effectiveDirective} on ${violation.documentURL}` +
          ` (blocked ${violation.blockedURL || 'inline'}${violation.sample ? `: ${violation.sample}` : ''})`,
      );
    }
    return reply.code(204).send();
  });
  if (readable) app.get(CSP_REPORTS_PATH, () => store.list());
}
