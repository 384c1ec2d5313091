// The violation report endpoint: both report formats kept and bounded, bad bodies answered with the error shape.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { KEPT_VIOLATIONS } from '../http/csp-reports';
import { startTestServer } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const PATH = '/meet/csp-reports';

/** A Reporting API batch (report-to) of CSP violations on the given pages. */
function batch(...pages: string[]) {
  return pages.map((page) => ({
    type: 'csp-violation',
    age: 10,
    url: page,
    user_agent: 'test',
    body: {
      documentURL: page,
      effectiveDirective: 'require-trusted-types-for',
      blockedURL: 'trusted-types-sink',
      sample: 'Element innerHTML|<b>x</b>',
      sourceFile: 'http://127.0.0.1/meet/assets/app.js',
      lineNumber: 3,
      disposition: 'enforce',
    },
  }));
}

/** A report-uri report of one violation on `page`. */
function legacy(page: string) {
  return {
    'csp-report': {
      'document-uri': page,
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
      'script-sample': 'alert(1)',
      'source-file': page,
      'line-number': 7,
      disposition: 'enforce',
    },
  };
}

describe('CSP violation reports', () => {
  let server: Server;
  let quiet: Server;
  const warn = console.warn;
  const logged: string[] = [];
  before(async () => {
    console.warn = (...args: unknown[]) => logged.push(args.join(' '));
    server = await startTestServer({ cspReportsReadable: true });
    quiet = await startTestServer();
  });
  after(async () => {
    console.warn = warn;
    await server.close();
    await quiet.close();
  });

  const post = (target: Server, type: string, body: string) =>
    fetch(`${target.url}${PATH}`, { method: 'POST', headers: { 'content-type': type }, body });
  const kept = async () => (await (await fetch(`${server.url}${PATH}`)).json()) as { documentURL: string }[];
  const errorOf = async (response: Response) =>
    ((await response.json()) as { exception: { code: number; message: string } }).exception;

  test('both formats are accepted, kept in order and logged', async () => {
    const before = (await kept()).length;
    const fresh = await post(
      server,
      'application/reports+json',
      JSON.stringify(batch('http://h/a', 'http://h/b')),
    );
    assert.equal(fresh.status, 204);
    const old = await post(server, 'application/csp-report', JSON.stringify(legacy('http://h/c')));
    assert.equal(old.status, 204);
    const violations = (await kept()).slice(before);
    assert.deepEqual(
      violations.map((violation) => violation.documentURL),
      ['http://h/a', 'http://h/b', 'http://h/c'],
    );
    assert.deepEqual(violations[2], {
      documentURL: 'http://h/c',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'inline',
      sample: 'alert(1)',
      sourceFile: 'http://h/c',
      lineNumber: 7,
      disposition: 'enforce',
    });
    assert.ok(logged.some((line) => line.includes('require-trusted-types-for on http://h/a')));
  });

  test('reports of other types sharing the endpoint are not violations', async () => {
    const before = (await kept()).length;
    const deprecation = [{ type: 'deprecation', url: 'http://h/d', body: { id: 'x', message: 'old' } }];
    assert.equal((await post(server, 'application/reports+json', JSON.stringify(deprecation))).status, 204);
    assert.equal((await kept()).length, before);
  });

  test('only the newest reports are kept', async () => {
    const pages = Array.from({ length: KEPT_VIOLATIONS + 5 }, (_, i) => `http://h/flood/${i}`);
    // In batches of the size browsers send (a few reports each).
    for (let at = 0; at < pages.length; at += 20) {
      const body = JSON.stringify(batch(...pages.slice(at, at + 20)));
      assert.equal((await post(server, 'application/reports+json', body)).status, 204);
    }
    const violations = await kept();
    assert.equal(violations.length, KEPT_VIOLATIONS);
    assert.equal(violations.at(-1)?.documentURL, `http://h/flood/${KEPT_VIOLATIONS + 4}`);
    assert.equal(violations[0]?.documentURL, 'http://h/flood/5');
  });

  test('bad bodies answer 4xx with the error shape and are not kept', async () => {
    const before = await kept();
    for (const [type, body] of [
      ['application/reports+json', '{not json'],
      ['application/reports+json', '{"type":"csp-violation"}'],
      ['application/reports+json', '[{"type":"csp-violation","body":"text"}]'],
      ['application/csp-report', '[]'],
      ['application/csp-report', '{"csp-report":"text"}'],
      ['application/json', JSON.stringify(batch('http://h/json'))],
      ['text/plain', 'hello'],
    ] as const) {
      const response = await post(server, type, body);
      assert.ok(response.status >= 400 && response.status < 500, `${type} ${body}: ${response.status}`);
      const error = await errorOf(response);
      assert.equal(error.code, 1004, `${type} ${body}`);
      assert.ok(error.message.length > 0);
    }
    const tooLarge = await post(server, 'application/reports+json', `[${'"x",'.repeat(20_000)}"x"]`);
    assert.equal(tooLarge.status, 413);
    assert.deepEqual(await kept(), before);
  });

  test('the kept reports are readable only when the server is told so (test runs)', async () => {
    assert.equal(
      (await post(quiet, 'application/csp-report', JSON.stringify(legacy('http://h/q')))).status,
      204,
    );
    const read = await fetch(`${quiet.url}${PATH}`);
    assert.equal(read.status, 404);
    assert.equal((await errorOf(read)).code, 1001);
  });
});
