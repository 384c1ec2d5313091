// What the end-to-end specs share: signing in through the login screen, a signed-in API client, axe-core
// checks through open shadow roots, and keyboard moves.
import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type ElementHandle,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { clientHash } from '../../demo/auth/passwords';
import { STORAGE_KEYS } from '../../src/core/stores/storage';

const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
/** The API base, relative to the application's base URL. */
export const API = 'services/json/';

/**
 * How long a route's first load may take (its code, texts and data) on a loaded CI machine: the default 5 s of an
 * expectation is spent there before anything is wrong.
 */
export const FIRST_LOAD_MS = 20_000;

/**
 * Opens `path` (reloads the page without one) and waits until its screen is drawn: a level-1 heading shown and
 * nothing still "Loading…" (the route's code, the signed-in user, a record, a list's rows). A page load starts the
 * application again, session restored included: the wait is `openSignedIn`'s. After it, a spec's expectations wait
 * their usual time for what it does, not for a whole page load.
 */
export async function openRoute(page: Page, path?: string): Promise<void> {
  await (path === undefined ? page.reload() : page.goto(path));
  const timeout = 2 * FIRST_LOAD_MS;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout });
}

/** The demo accounts of the seed. */
export const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'MeetAdmin#2026' },
  administrator: { email: 'administrator@example.com', password: 'MeetAdministrator#2026' },
  manager: { email: 'manager@example.com', password: 'MeetManager#2026' },
  user: { email: 'user@example.com', password: 'MeetUser#2026' },
} as const;

/**
 * Waits until the application has taken the prerendered login form over (index.html paints a static copy first):
 * until then the page holds two forms with the same labels.
 */
export async function loginTakenOver(page: Page): Promise<void> {
  await expect(page.locator('[data-prerender]')).toHaveCount(0, { timeout: FIRST_LOAD_MS });
}

/** Signs in through the login screen and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('./');
  await loginTakenOver(page);
  await page.getByLabel('E-mail or username').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
  // The header loads after sign-in (the login route does not carry it): keyboard tests start once it is there.
  await expect(page.locator('header.header nav')).toBeAttached({ timeout: FIRST_LOAD_MS });
}

/** What a client sends for each account's password: scrypt, made once per worker and account. */
const wireHashes = new Map<string, string>();

function wireHash(account: { email: string; password: string }): string {
  const key = `${account.email}\n${account.password}`;
  const hash = wireHashes.get(key) ?? clientHash(account.password, account.email);
  wireHashes.set(key, hash);
  return hash;
}

/** Signs in through the API as the login screen does: the XSRF token and the new token pair. */
async function apiSignIn(request: APIRequestContext, account: { email: string; password: string }) {
  await request.get(`${API}v1/settings`);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(`${API}web/login`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { username: account.email, password: wireHash(account) },
  });
  const tokens = (await login.json()) as { sessionToken?: string; refreshToken?: string };
  return { xsrf, sessionToken: tokens.sessionToken ?? '', refreshToken: tokens.refreshToken ?? '' };
}

/** A signed-in API client: the XSRF cookie echoed, the bearer token sent. */
export async function apiSession(request: APIRequestContext, account: { email: string; password: string }) {
  const { xsrf, sessionToken } = await apiSignIn(request, account);
  return { 'x-xsrf-token': xsrf, authorization: `Bearer ${sessionToken}` };
}

/**
 * Opens `path` signed in without the login screen, for specs that only need a signed-in user (the specs of the
 * sign-in itself go through its form). The server's sign-in call checks the password; the page then starts with
 * the user name and refresh token a sign-in leaves in localStorage, as a reload does. Each page signs in on its own:
 * a refresh token is spent on first use, so a second page starting from a shared one would, once the server's
 * reuse interval has passed, be refused as a replay and its whole sign-in revoked.
 */
export async function openSignedIn(
  page: Page,
  account: { email: string; password: string },
  path = 'dashboard',
): Promise<void> {
  const { refreshToken } = await apiSignIn(page.request, account);
  // localStorage belongs to the application's origin: an empty page there (never sent to the server) writes it.
  await page.route('**/meet/e2e-storage', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  await page.goto('e2e-storage');
  await page.evaluate(
    ([keys, username, token]) => {
      localStorage.setItem(keys.username, username);
      localStorage.setItem(keys.refreshToken, token);
    },
    [STORAGE_KEYS, account.email, refreshToken] as const,
  );
  await page.unroute('**/meet/e2e-storage');
  await page.goto(path);
  // The header comes with the signed-in routes: keyboard tests start once it is there. The wait covers what the
  // form's sign-in waited for in two steps: restoring the session and the first load of the route (a console
  // area's code included).
  await expect(page.locator('header.header nav')).toBeAttached({ timeout: 2 * FIRST_LOAD_MS });
}

/** The PIN code of the seeded demo meetings (100000001 to 100000005). */
export const DEMO_PIN = '1234';

/**
 * Gives the page's tab the PIN code of the demo meetings, as the join-without-account form leaves it behind
 * (sessionStorage), for specs about what comes after the identifiers.
 */
export async function giveDemoPins(page: Page): Promise<void> {
  await page.addInitScript((pin) => {
    for (let n = 1; n <= 5; n++) sessionStorage.setItem(`meet.pinCode.10000000${n}`, pin);
  }, DEMO_PIN);
}

/** Takes Chromium's streams of frames (MediaStreamTrackProcessor and its generator) from the page, as Firefox and Safari lack them. */
export async function hideFrameStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as Record<string, unknown>;
    delete scope.MediaStreamTrackProcessor;
    delete scope.MediaStreamTrackGenerator;
  });
}

/**
 * Signs a browser context in to the demo pages (outbox, host page) through their own form, as a person does: the
 * demo session cookie then goes with every request of the context to /meet/demo/.
 */
export async function signInDemoPages(
  request: APIRequestContext,
  account: { email: string; password: string } = ACCOUNTS.admin,
): Promise<void> {
  await request.get('demo/sign-in');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await request.post('demo/sign-in', {
    form: { ...account, xsrf, next: '/meet/demo/outbox' },
    maxRedirects: 0,
  });
  expect(answer.status(), 'the demo pages take the account').toBe(303);
}

/**
 * Fails with the rule names when axe-core finds violations (open shadow roots included). A screen's texts load with
 * its namespace, after its first paint: axe runs again until the page settles, and the last findings fail the test.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(AXE);
  const violations = () =>
    page.evaluate(async () => {
      type Result = { violations: { id: string; nodes: { target: unknown }[] }[] };
      const { axe } = window as unknown as { axe: { run(node: Node): Promise<Result> } };
      const result = await axe.run(document);
      return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
    });
  // One axe run over a room with live video can itself take seconds on a busy machine: room for a few runs.
  await expect.poll(violations, { timeout: 20_000 }).toEqual([]);
}

/** Presses Tab until `target` has the focus (through shadow roots), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((node) => node.matches(':focus')).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the focus never reached the target');
}

/** Serves the application with a custom theme in dark mode (the server's public settings name its file). */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.route('**/services/json/v1/settings', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, customThemeUrl: '/meet/e2e-dark-theme.json' } });
  });
  await page.route('**/meet/e2e-dark-theme.json', (route) => route.fulfill({ json: { darkMode: true } }));
}

/**
 * The texts of the page's composed tree (open shadow roots included), scripts and styles left out: each text
 * node's trimmed text. `shown` keeps only what a person sees (visible, not an option of a select); `attributes`
 * adds those attributes' values (names a screen reader reads: aria-label, title...).
 */
export function composedTexts(
  page: Page,
  options: { shown?: boolean; attributes?: readonly string[] } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ shown, attributes }) => {
      const found: string[] = [];
      const visit = (root: Node) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
          if (node instanceof Element) {
            for (const name of attributes) found.push(node.getAttribute(name)?.trim() ?? '');
            if (node.shadowRoot) visit(node.shadowRoot);
            continue;
          }
          if (node.nodeType !== Node.TEXT_NODE) continue;
          const parent = node.parentElement;
          if (parent?.closest('script, style')) continue;
          if (shown && (!parent?.checkVisibility() || parent.closest('option'))) continue;
          found.push(node.textContent?.trim() ?? '');
        }
      };
      visit(document.body);
      return found.filter(Boolean);
    },
    { shown: options.shown ?? false, attributes: [...(options.attributes ?? [])] },
  );
}

/** The element that has the focus, through open shadow roots (the document's active element is their host). */
export async function focusedElement(page: Page): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ?? document.body;
  });
  return handle as ElementHandle<Element>;
}
