// The demo pages of the reference server: the host's approval page (its organizer or an administrator, and
// XSRF-protected), the outbox (system administrators), their sign-in form, MEET_DEMO_PAGES=off, and the demo theme.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_THEME, mergeTheme, THEME_COLORS } from '../../src/core/theme/index';
import { configFromEnv } from '../config';
import { TestClient as GuestClient } from '../webrtc/test-kit';
import { ADMIN, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

describe('demo host page through the reference server', () => {
  let guest: GuestClient;
  let guestId = '';
  let admin: TestClient;

  const decide = (fields: Record<string, string>, cookie?: string, bearer = admin.sessionToken) =>
    fetch(`${server.url}/meet/demo/host/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${bearer}`,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const open = (path: string, bearer?: string) =>
    fetch(`${server.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

  before(async () => {
    admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    guest = await GuestClient.open(Number(new URL(server.url).port));
    guestId = (await guest.login('100000002', 'Grace Guest')).participantId ?? '';
    assert.ok(guestId, 'the guest waits for the host');
  });
  after(() => guest.close());

  test('anonymous: the page, its list and a decision answer 401 and the guest still waits', async () => {
    for (const path of ['/meet/demo/host?meeting=100000002', '/meet/demo/host/waiting?meeting=100000002']) {
      const answer = await open(path);
      assert.equal(answer.status, 401, path);
      assert.doesNotMatch(await answer.text(), /Grace Guest/, path);
    }
    const page = await fetch(`${server.url}/meet/demo/host?meeting=100000002`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(page.status, 401);
    assert.match(
      await page.text(),
      /<form method="post" action="\/meet\/demo\/sign-in">/,
      'a browser gets the sign-in form',
    );
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const answer = await fetch(`${server.url}/meet/demo/host/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `XSRF-TOKEN=${token}` },
      body: new URLSearchParams({
        meeting: '100000002',
        guest: guestId,
        decision: 'APPROVED',
        xsrf: token,
      }).toString(),
    });
    assert.equal(answer.status, 401);
  });

  test('a signed-in user who neither organizes the meeting nor administers is refused (403)', async () => {
    const manager = new TestClient(server.url);
    await manager.signIn(MANAGER.email, MANAGER.password);
    assert.equal((await open('/meet/demo/host?meeting=100000002', manager.sessionToken)).status, 403);
    assert.equal((await open('/meet/demo/host/waiting?meeting=100000002', manager.sessionToken)).status, 403);
    const fields = { meeting: '100000002', guest: guestId, decision: 'APPROVED', xsrf: 'the-token' };
    assert.equal((await decide(fields, 'XSRF-TOKEN=the-token', manager.sessionToken)).status, 403);
  });

  test('the organizer of the meeting opens its page; an administrator too', async () => {
    const organizer = new TestClient(server.url);
    await organizer.signIn(USER.email, USER.password);
    for (const bearer of [organizer.sessionToken, admin.sessionToken]) {
      const answer = await open('/meet/demo/host/waiting?meeting=100000002', bearer);
      assert.equal(answer.status, 200);
      assert.deepEqual(
        ((await answer.json()) as { id: string }[]).map((g) => g.id),
        [guestId],
      );
    }
  });

  test('the page embeds the XSRF token it sets as a cookie in every form', async () => {
    const page = await open('/meet/demo/host?meeting=100000002', admin.sessionToken);
    assert.equal(page.status, 200);
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(cookie);
    const html = await page.text();
    assert.match(html, new RegExp(`<input type="hidden" name="xsrf" value="${cookie}">`));
    assert.match(html, new RegExp(`data-xsrf="${cookie}"`), 'host.js builds its forms with it too');
  });

  test('a decision without the token, with a wrong one, or without the cookie is refused (403)', async () => {
    const fields = { meeting: '100000002', guest: guestId, decision: 'APPROVED' };
    const cookie = 'XSRF-TOKEN=the-browser-token';
    assert.equal((await decide(fields, cookie)).status, 403, 'no token');
    assert.equal((await decide({ ...fields, xsrf: 'forged' }, cookie)).status, 403, 'a wrong token');
    assert.equal((await decide({ ...fields, xsrf: 'the-browser-token' })).status, 403, 'no cookie');
    const waiting = (await (
      await open('/meet/demo/host/waiting?meeting=100000002', admin.sessionToken)
    ).json()) as {
      id: string;
    }[];
    assert.deepEqual(
      waiting.map((g) => g.id),
      [guestId],
      'the guest still waits',
    );
  });

  test('the form with the page’s token approves the guest', async () => {
    const page = await open('/meet/demo/host?meeting=100000002', admin.sessionToken);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const fields = { meeting: '100000002', guest: guestId, decision: 'APPROVED', xsrf: token };
    const answer = await decide(fields, `XSRF-TOKEN=${token}`);
    assert.equal(answer.status, 303);
    assert.equal((await guest.next('MEETING_ATTENDEE_REQUEST_STATUS')).info, 'APPROVED');
  });
});

describe('demo outbox', () => {
  const outbox = (bearer?: string, cookie?: string) =>
    fetch(`${server.url}/meet/demo/outbox.json`, {
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(cookie ? { cookie } : {}) },
    });

  test('forgot-password for the administrator then the outbox, anonymously: 401 and no link (no takeover)', async () => {
    const visitor = new TestClient(server.url);
    await visitor.open();
    const forgot = await visitor.call('POST', 'web/users/forgot-password', { json: { email: ADMIN.email } });
    assert.ok(forgot.status < 300, forgot.text);
    for (const path of ['/meet/demo/outbox.json', '/meet/demo/outbox']) {
      const answer = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      assert.equal(answer.status, 401, path);
      const text = await answer.text();
      assert.doesNotMatch(text, /change-password/, path);
      assert.equal(answer.headers.get('cache-control'), 'no-store');
    }
    assert.deepEqual(
      ((await (await outbox()).json()) as { exception: { code: number } }).exception.code,
      1014,
    );
  });

  test('a user manager or an ordinary user is refused (403); a system administrator reads it', async () => {
    for (const account of [MANAGER, USER]) {
      const client = new TestClient(server.url);
      await client.signIn(account.email, account.password);
      const answer = await outbox(client.sessionToken);
      assert.equal(answer.status, 403, account.email);
      assert.doesNotMatch(await answer.text(), /change-password/);
    }
    const admin = new TestClient(server.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
    const answer = await outbox(admin.sessionToken);
    assert.equal(answer.status, 200);
    assert.ok(
      ((await answer.json()) as { recipient: string }[]).some((mail) => mail.recipient === ADMIN.email),
    );
  });

  test('a browser signs in on the demo form (XSRF-checked) and the cookie opens the outbox', async () => {
    const form = await fetch(`${server.url}/meet/demo/sign-in?next=/meet/demo/outbox`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const post = (fields: Record<string, string>, cookie = `XSRF-TOKEN=${xsrf}`) =>
      fetch(`${server.url}/meet/demo/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const fields = { email: ADMIN.email, password: ADMIN.password, xsrf, next: '/meet/demo/outbox' };
    assert.equal((await post({ ...fields, xsrf: 'forged' })).status, 403, 'a foreign page cannot sign in');
    assert.equal((await post({ ...fields, password: 'wrong' })).status, 401, 'a wrong password');
    const signedIn = await post({ ...fields, next: 'https://evil.example.org/' });
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get('location'), '/meet/demo/outbox', 'never sent to another site');
    const cookie = /meet-demo-session=([^;]+);([^,]*)/.exec(signedIn.headers.get('set-cookie') ?? '');
    assert.ok(cookie, 'the demo session cookie');
    assert.match(cookie[2] ?? '', /Path=\/meet\/demo\/; HttpOnly; SameSite=Strict/);
    assert.equal((await outbox(undefined, `meet-demo-session=${cookie[1]}`)).status, 200);
  });
});

describe('demo pages turned off', () => {
  test('MEET_DEMO_PAGES=off answers 404 on every demo page, the outbox, the host page and the sign-in included', async () => {
    assert.equal(configFromEnv({ MEET_DEMO_PAGES: 'off' }).demoPages, false);
    assert.equal(configFromEnv({}).demoPages, true);
    const off = await startTestServer({ demoPages: false });
    try {
      const admin = new TestClient(off.url);
      await admin.signIn(ADMIN.email, ADMIN.password);
      for (const path of [
        '/meet/demo/outbox',
        '/meet/demo/outbox.json',
        '/meet/demo/host?meeting=100000002',
        '/meet/demo/host/host.js',
        '/meet/demo/sign-in',
        '/meet/demo/theme.json',
        '/meet/demo/pages/portal.html',
        '/meet/demo/oidc/.well-known/openid-configuration',
        '/meet/demo/saml/sso',
        '/meet/demo/saml/post.js',
      ]) {
        const answer = await fetch(`${off.url}${path}`, {
          headers: { authorization: `Bearer ${admin.sessionToken}` },
        });
        assert.equal(answer.status, 404, path);
      }
      assert.equal((await admin.call('GET', 'v1/settings')).status, 200, 'the application still answers');
    } finally {
      await off.close();
    }
  });
});

describe('demo custom theme', () => {
  test('customThemeUrl is empty by default: the product keeps its own look', async () => {
    const settings = (await new TestClient(server.url).call('GET', 'v1/settings')).body as {
      customThemeUrl: string;
    };
    assert.equal(settings.customThemeUrl, '');
  });

  test('/meet/demo/theme.json is a plain object whose every colour and logo the client applies', async () => {
    const answer = await fetch(`${server.url}/meet/demo/theme.json`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
    const theme = (await answer.json()) as Record<string, unknown> & { logos: Record<string, string> };
    const applied = mergeTheme(DEFAULT_THEME, theme);
    for (const color of THEME_COLORS) assert.equal(applied[color], theme[color], color);
    assert.notEqual(applied.primary, DEFAULT_THEME.primary);
    for (const url of Object.values(applied.logos)) {
      const logo = await fetch(new URL(url, server.url));
      assert.equal(logo.status, 200, url);
      assert.match(logo.headers.get('content-type') ?? '', /image\/svg\+xml/);
      assert.doesNotMatch(await logo.text(), /<script|on\w+=/i);
    }
  });

  test('MEET_CUSTOM_THEME_URL points customThemeUrl at it', async () => {
    const config = configFromEnv({ MEET_CUSTOM_THEME_URL: '/meet/demo/theme.json' });
    assert.equal(config.customThemeUrl, '/meet/demo/theme.json');
    server.context.config.customThemeUrl = config.customThemeUrl;
    try {
      const settings = (await new TestClient(server.url).call('GET', 'v1/settings')).body as {
        customThemeUrl: string;
      };
      assert.equal(settings.customThemeUrl, '/meet/demo/theme.json');
    } finally {
      server.context.config.customThemeUrl = '';
    }
  });
});
