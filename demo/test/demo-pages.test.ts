// The demo pages of the reference server: the host's approval page (no sign-in, but XSRF-protected) and the
// demo custom theme.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_THEME, mergeTheme, THEME_COLORS } from '../../src/core/theme/index';
import { configFromEnv } from '../config';
import { TestClient as GuestClient } from '../webrtc/test-kit';
import { startTestServer, TestClient } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;

before(async () => {
  server = await startTestServer();
});
after(() => server.close());

describe('demo host page through the reference server', () => {
  let guest: GuestClient;
  let guestId = '';

  const decide = (fields: Record<string, string>, cookie?: string) =>
    fetch(`${server.url}/meet/demo/host/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    guest = await GuestClient.open(Number(new URL(server.url).port));
    guestId = (await guest.login('100000002', 'Grace Guest')).participantId ?? '';
    assert.ok(guestId, 'the guest waits for the host');
  });
  after(() => guest.close());

  test('the page opens without signing in and embeds the XSRF token it sets as a cookie in every form', async () => {
    const page = await fetch(`${server.url}/meet/demo/host?meeting=100000002`);
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
      await fetch(`${server.url}/meet/demo/host/waiting?meeting=100000002`)
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
    const page = await fetch(`${server.url}/meet/demo/host?meeting=100000002`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const fields = { meeting: '100000002', guest: guestId, decision: 'APPROVED', xsrf: token };
    const answer = await decide(fields, `XSRF-TOKEN=${token}`);
    assert.equal(answer.status, 303);
    assert.equal((await guest.next('MEETING_ATTENDEE_REQUEST_STATUS')).info, 'APPROVED');
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
