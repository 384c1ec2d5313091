// HTTP behaviour: security headers, CORS, static serving, unknown paths, bad input, outbox, persistence.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { configFromEnv } from '../config';
import { applyHeaders } from '../http/headers';
import { startServer } from '../start-server';
import { ADMIN, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;
const EMBED = 'https://portal.example.org';
/** Files of the test export that carry precompressed forms, and their text. */
const PRECOMPRESSED = {
  'assets/chunk-5678.js': `export const words = '${'meet '.repeat(400)}';`,
  'elements/meet-thing.js': `import './../assets/chunk-5678.js';${' '.repeat(300)}`,
  'page.html': `<!doctype html><title>Meet</title>${'<p>meet</p>'.repeat(100)}`,
};
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('HTTP behaviour of the reference server', () => {
  let server: Server;
  let root: string;
  before(async () => {
    root = join(process.env.TMPDIR ?? '/tmp', `meet-static-${process.pid}`);
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Meet</title><meet-app></meet-app>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'export {};');
    // Files as the export writes them: each beside its brotli and gzip forms (vite.config.ts).
    mkdirSync(join(root, 'elements'), { recursive: true });
    for (const [file, text] of Object.entries(PRECOMPRESSED)) {
      writeFileSync(join(root, file), text);
      writeFileSync(join(root, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(root, `${file}.gz`), gzipSync(text));
    }
    server = await startTestServer({ staticRoot: root, embedOrigins: [EMBED] });
  });
  let restarted = false;
  after(async () => {
    if (!restarted) await server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  test('every answer carries a strict Content-Security-Policy and the other security headers', async () => {
    for (const path of [
      '/meet/',
      '/meet/services/json/v1/settings',
      '/meet/services/json/nope',
      '/meet/assets/app-1234.js',
    ]) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      // WebAssembly may compile (the background effects' model runtime), nothing else: no inline script or style,
      // no eval (dist-spec/security.md).
      assert.doesNotMatch(csp, /unsafe-inline|(?<!wasm-)unsafe-eval/, path);
      assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/, path);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self' ws: wss:",
        `frame-ancestors 'self' ${EMBED}`,
        "require-trusted-types-for 'script'",
        'report-uri /meet/csp-reports',
      ]) {
        assert.ok(csp.includes(directive), `${path}: ${directive}`);
      }
      // Exactly DOMPurify's policy and the product's, each created once.
      const trustedTypes = csp.split('; ').find((directive) => directive.startsWith('trusted-types '));
      assert.deepEqual(trustedTypes?.split(' ').slice(1).sort(), ['dompurify', 'meet'], path);
      // Over plain HTTP browsers register no reporting endpoint, and report-to would silence report-uri.
      assert.doesNotMatch(csp, /report-to/, path);
      assert.equal(response.headers.get('reporting-endpoints'), null, path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(response.headers.get('referrer-policy'));
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(self\).*microphone=\(self\)/);
    }
  });

  test('over HTTPS the policy reports through the Reporting API too, to the endpoint it names', () => {
    const sent: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (sent[name] = value) };
    const request = { protocol: 'https', method: 'GET', headers: { cookie: 'XSRF-TOKEN=t' } };
    applyHeaders(request as unknown as FastifyRequest, reply as unknown as FastifyReply, configFromEnv({}));
    const directives = (sent['content-security-policy'] ?? '').split('; ');
    assert.ok(directives.includes('report-to csp'));
    assert.ok(directives.includes('report-uri /meet/csp-reports'));
    assert.equal(sent['reporting-endpoints'], 'csp="/meet/csp-reports"');
  });

  test('/ redirects to /meet/, the export is served under /meet/, unknown application paths get index.html', async () => {
    const root = await get('/');
    assert.equal(root.status, 302);
    assert.equal(root.headers.get('location'), '/meet/');
    assert.match(await (await get('/meet/')).text(), /<meet-app>/);
    const deep = await get('/meet/users/42');
    assert.equal(deep.status, 200);
    assert.match(await deep.text(), /<meet-app>/);
    assert.match((await get('/meet/assets/app-1234.js')).headers.get('cache-control') ?? '', /immutable/);
  });

  test('a path that is no route of the application answers 404 with the application (its not-found screen)', async () => {
    for (const path of ['/meet/no/such/page', '/meet/users/42/more', '/meet/dashboard.php']) {
      const missing = await get(path);
      assert.equal(missing.status, 404, path);
      assert.match(await missing.text(), /<meet-app>/, path);
    }
    for (const path of [
      '/meet/dashboard',
      '/meet/meeting/join?umi=1',
      '/meet/setting',
      '/meet/statistic/customer-ranking',
    ])
      assert.equal((await get(path)).status, 200, path);
  });

  test('a file is sent precompressed in the best encoding the browser accepts, varying on Accept-Encoding', async () => {
    for (const [file, text] of Object.entries(PRECOMPRESSED)) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const answer = await get(`/meet/${file}`, { 'accept-encoding': accepted });
        assert.equal(answer.status, 200, file);
        assert.equal(answer.headers.get('content-encoding'), encoding, `${file} for ${accepted}`);
        assert.match(answer.headers.get('vary') ?? '', /accept-encoding/i, file);
        assert.equal(await answer.text(), text, `${file} for ${accepted}`);
      }
    }
  });

  test('only fingerprinted assets are cached for a year; pages and element modules are revalidated', async () => {
    const asset = await get('/meet/assets/chunk-5678.js', { 'accept-encoding': 'br' });
    assert.equal(asset.headers.get('cache-control'), YEAR_IMMUTABLE);
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    for (const path of ['/meet/', '/meet/page.html', '/meet/elements/meet-thing.js', '/meet/users/42']) {
      for (const accepted of ['br', 'identity']) {
        const cache = (await get(path, { 'accept-encoding': accepted })).headers.get('cache-control') ?? '';
        assert.doesNotMatch(cache, /immutable|max-age=[1-9]/, `${path} (${accepted})`);
      }
    }
  });

  test('unknown API paths answer the error shape with 404', async () => {
    const response = await get('/meet/services/json/web/nothing-here');
    assert.equal(response.status, 404);
    assert.deepEqual(Object.keys(((await response.json()) as { exception: object }).exception), [
      'code',
      'message',
    ]);
  });

  test('CORS answers only the configured embedding origins', async () => {
    const preflight = await fetch(`${server.url}/meet/services/json/web/login`, {
      method: 'OPTIONS',
      headers: { origin: EMBED, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), EMBED);
    const foreign = await get('/meet/services/json/v1/settings', { origin: 'https://evil.example.net' });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const module = await get('/meet/assets/app-1234.js', { origin: EMBED });
    assert.equal(
      module.headers.get('access-control-allow-origin'),
      EMBED,
      'element modules load cross-origin',
    );
  });

  test('bad input answers 4xx with the error shape and writes nothing', async () => {
    const client = new TestClient(server.url);
    await client.signIn(ADMIN.email, ADMIN.password);
    const db = server.context.db;
    const snapshot = () =>
      createHash('sha256')
        .update(JSON.stringify(db.prepare('SELECT * FROM users').raw().all()))
        .digest('hex');
    const before = snapshot();
    const malformed = await client.call('POST', 'web/admin/tags', {
      body: '{"name": ',
      contentType: 'application/json',
    });
    assert.equal(malformed.status, 400);
    assert.equal(codeOf(malformed), 1004);
    const unknown = await client.call('POST', 'web/admin/tags', { json: { name: 'A', color: 'red' } });
    assert.equal(unknown.status, 400);
    const huge = await client.call('POST', 'web/admin/tags', { json: { name: 'x'.repeat(2 * 1024 * 1024) } });
    assert.equal(huge.status, 413);
    assert.equal(codeOf(huge), 1004);
    const quotes = await client.call('POST', 'web/admin/users/import', {
      body: 'email\n"unclosed@example.org\n',
      contentType: 'text/csv',
    });
    assert.equal(quotes.status, 400);
    const columns = await client.call('POST', 'web/admin/users/import', {
      body: 'mail;name\na@example.org;A\n',
      contentType: 'text/csv',
    });
    assert.equal(columns.status, 400);
    assert.equal(codeOf(await client.call('GET', 'web/admin/users/999999')), 1001);
    assert.equal(
      codeOf(await client.call('GET', 'web/admin/users', { query: { filter: 'colour=red' } })),
      1004,
    );
    assert.equal(snapshot(), before);
  });

  test('an import dry run reports every line and writes nothing; the real run creates the users', async () => {
    const client = new TestClient(server.url);
    await client.signIn(ADMIN.email, ADMIN.password);
    const csv =
      'email;firstName;lastName;language\nines.dry@example.org;Inès;Dry;fr\nbad-address;X;Y;fr\nuser@example.com;J;L;en\n';
    const dry = (
      await client.call('POST', 'web/admin/users/import', {
        body: csv,
        contentType: 'text/csv',
        query: { dryRun: true },
      })
    ).body as {
      lines: { result: string }[];
    };
    assert.deepEqual(
      dry.lines.map((l) => l.result),
      ['success', 'invalidEmail', 'alreadyExists'],
    );
    const count = () => server.context.db.prepare('SELECT COUNT(*) FROM users').pluck().get();
    const before = count();
    await client.call('POST', 'web/admin/users/import', {
      body: csv,
      contentType: 'text/csv',
      query: { dryRun: true },
    });
    assert.equal(count(), before);
    await client.call('POST', 'web/admin/users/import', {
      body: csv,
      contentType: 'text/csv',
      query: { sendResetMail: false },
    });
    assert.equal(count(), (before as number) + 1);
  });

  test('e-mail the product sends lands in the demo outbox (HTML page and JSON), for a system administrator', async () => {
    const client = new TestClient(server.url);
    await client.open();
    await client.call('POST', 'web/users/forgot-password', { json: { email: USER.email } });
    const admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    const signedIn = { authorization: `Bearer ${admin.sessionToken}` };
    const mails = (await (await get('/meet/demo/outbox.json', signedIn)).json()) as {
      recipient: string;
      body: string;
    }[];
    const mail = mails.find((m) => m.recipient === USER.email);
    assert.match(mail?.body ?? '', /\/meet\/change-password\?email=user%40example\.com&uuid=[0-9a-f-]{36}/);
    const page = await (await get('/meet/demo/outbox', signedIn)).text();
    assert.match(page, /<html lang="en">/);
    assert.match(page, /<h1>Demo outbox<\/h1>/);
    assert.match(page, /<a href="http:\/\/127\.0\.0\.1:\d+\/meet\/change-password/);
    assert.doesNotMatch(page, /<script|style=/);
  });

  test('a spent or wrong reset link cannot change a password', async () => {
    const client = new TestClient(server.url);
    await client.open();
    const answer = await client.call('POST', 'web/users/change-password', {
      json: {
        email: USER.email,
        uuid: '7d9b6a10-5c9e-4f1e-9a43-1b2c3d4e5f60',
        password: `scryptsha1$${'a'.repeat(64)}`,
      },
    });
    assert.equal(answer.status, 400);
    assert.equal(codeOf(answer), 1002);
  });

  test('data persist across restarts, and a restart does not reseed', async () => {
    const client = new TestClient(server.url);
    await client.signIn(ADMIN.email, ADMIN.password);
    await client.call('POST', 'web/admin/tags', { json: { name: 'Persisted' } });
    const migrations = () =>
      server.context.db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get();
    const applied = migrations();
    await server.app.close();
    server.context.db.close();
    restarted = true;
    const again = await startServer({
      ...configFromEnv({}),
      host: '127.0.0.1',
      port: 0,
      dataDir: server.dataDir,
      staticRoot: root,
      directoryPort: undefined,
    });
    try {
      const names = again.context.db.prepare('SELECT name FROM tags').pluck().all();
      assert.ok(names.includes('Persisted'));
      assert.equal(
        again.context.db.prepare('SELECT COUNT(*) FROM users WHERE email = ?').pluck().get(ADMIN.email),
        1,
      );
      assert.equal(again.context.db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get(), applied);
    } finally {
      await again.close();
    }
  });
});
