// Embedding across origins: CORS only for MEET_EMBED_ORIGINS, and the demo portal on a second port
// (MEET_PORTAL_PORT) serving the built portal page with Meet's addresses and its own strict policy.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { portalPage } from '../pages/portal-server';
import { startTestServer } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const LISTED = 'http://portal.example.org:8215';
const FOREIGN = 'http://elsewhere.example.net';
const PORTAL_HTML = `<!doctype html><html lang="en"><head>
<link rel="stylesheet" href="/meet/assets/portal-1234.css" />
<script type="module" vite-ignore src="/meet/elements/meet-join.js"></script>
</head><body><a href="./portal.html">Home</a><meet-join></meet-join></body></html>`;

describe('embedding from another origin', () => {
  let server: Server;
  let root: string;
  before(async () => {
    root = join(process.env.TMPDIR ?? '/tmp', `meet-embed-${process.pid}`);
    mkdirSync(join(root, 'demo', 'pages'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Meet</title>');
    writeFileSync(join(root, 'demo', 'pages', 'portal.html'), PORTAL_HTML);
    server = await startTestServer({ staticRoot: root, embedOrigins: [LISTED], portalPort: 0 });
  });
  after(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  const login = (origin: string) =>
    fetch(`${server.url}/meet/services/json/web/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'x'.repeat(64) }),
    });

  test('a listed origin gets CORS with credentials on preflights and calls; an unlisted one gets none', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/meet/services/json/web/meetings/join?umi=100000001`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'accept',
        },
      });
    const allowed = await preflight(LISTED);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), LISTED);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
    const refused = await preflight(FOREIGN);
    assert.notEqual(refused.status, 204);
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    assert.equal(refused.headers.get('access-control-allow-credentials'), null);
    const call = await fetch(
      `${server.url}/meet/services/json/web/meetings/join?umi=100000001&pinCode=1234`,
      {
        headers: { origin: LISTED },
      },
    );
    assert.equal(call.status, 200);
    assert.equal(call.headers.get('access-control-allow-origin'), LISTED);
  });

  test('a mutating call without the XSRF echo passes from a listed origin only (403 from any other)', async () => {
    const fromListed = await login(LISTED);
    assert.notEqual(fromListed.status, 403, 'the listed portal reaches the credentials check');
    const fromForeign = await login(FOREIGN);
    assert.equal(fromForeign.status, 403);
    assert.equal(fromForeign.headers.get('access-control-allow-origin'), null);
  });

  test('the portal port serves the built portal page pointing at Meet, under its own strict policy', async () => {
    assert.ok(server.portalUrl, 'a portal URL when a portal port is configured');
    assert.notEqual(new URL(server.portalUrl).origin, new URL(server.url).origin);
    const home = await fetch(`${server.portalUrl}/`, { redirect: 'manual' });
    assert.equal(home.status, 302);
    assert.equal(home.headers.get('location'), '/portal.html');
    const page = await fetch(`${server.portalUrl}/portal.html`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, new RegExp(`src="${server.url}/meet/elements/meet-join.js"`));
    assert.match(html, new RegExp(`href="${server.url}/meet/assets/portal-1234.css"`));
    assert.match(html, new RegExp(`<meet-join app-url="${server.url}/meet/">`));
    assert.match(html, /href="\.\/portal\.html"/, 'the portal’s own links stay its own');
    const policy = page.headers.get('content-security-policy') ?? '';
    assert.match(policy, new RegExp(`script-src 'self' ${server.url}(;|$)`));
    assert.match(policy, new RegExp(`connect-src 'self' ${server.url}(;|$)`));
    assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
    assert.equal((await fetch(`${server.portalUrl}/meet/`)).status, 404, 'the portal is not Meet');
  });

  test('the portal page rewrites only Meet addresses and the join form it embeds', () => {
    const meet = 'https://meet.example.com';
    assert.equal(
      portalPage('<img src="/meet/a.svg"><a href="/about">x</a><meet-join meeting-id="1"></meet-join>', meet),
      `<img src="${meet}/meet/a.svg"><a href="/about">x</a><meet-join app-url="${meet}/meet/" meeting-id="1"></meet-join>`,
    );
    assert.equal(portalPage('<meet-joined></meet-joined>', meet), '<meet-joined></meet-joined>');
  });
});

describe('without a portal port', () => {
  test('the server opens no second origin', async () => {
    const server = await startTestServer();
    try {
      assert.equal(server.portalUrl, undefined);
    } finally {
      await server.close();
    }
  });
});
