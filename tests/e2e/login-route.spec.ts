// The login route stays light: a visitor's first page loads React, the core (session, API, router, i18n),
// the login screen and its texts, and nothing of what waits behind sign-in. Told apart by which source
// modules the loaded files hold (the build writes that map) and by counting requests: both deterministic,
// unlike bytes or times, which the bench reports instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

const EXPORT_DIR = process.env.MEET_BUILD_DIR ?? 'dist/meet';
/** The most requests of the login route: the page, its style sheet, the settings call and a few JS files. */
const MOST_REQUESTS = 12;
/** Modules that only the signed-in application or other routes need. */
const BEHIND_SIGN_IN = [
  'src/screens/app/header.tsx',
  'src/screens/app/admin-menu.tsx',
  'src/screens/dashboard/dashboard.tsx',
  'src/screens/account/account.tsx',
  'src/screens/admin/users/users-admin.tsx',
  'src/widgets/icon/icon-names.ts',
  'src/widgets/table/table.tsx',
  'src/core/webrtc/join-state.ts',
  // The form control of input elements, used by form-associated elements only.
  'src/elements/form-control.ts',
];
/** Modules the login route loads with the first sign-in (hashing) or the first failure (the error texts). */
const AT_SIGN_IN = ['src/core/auth/hash-client.ts', 'src/core/i18n/locales/en/error.json'];

test.use({ locale: 'en-US' });

/** The source modules each JS file of the export holds, as the build wrote them down. */
function modulesByFile(): Record<string, string[]> {
  const path = join(EXPORT_DIR, '.vite', 'modules.json');
  expect(existsSync(path), `the build's module map at ${path}`).toBe(true);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string[]>;
}

/** Every request the login page makes until its form shows and the network is idle, and the JS modules it loaded. */
async function visit(page: Page, address: string) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(address, { waitUntil: 'networkidle' });
  // A busy machine can go quiet on the network while the scripts run: the form shown, every file was asked for.
  await expect(page.getByRole('button', { name: /^(Sign in|Anmelden)$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const files = modulesByFile();
  const scripts = requests
    .filter((path) => path.endsWith('.js'))
    .map((path) => path.replace(/^\/meet\//, ''));
  for (const script of scripts) expect(files[script], `${script} is a file of the build`).toBeDefined();
  return { requests, scripts, files, modules: scripts.flatMap((script) => files[script] ?? []) };
}

test('the login route loads nothing of the signed-in application, in a dozen requests at most', async ({
  page,
}) => {
  const { requests, modules } = await visit(page, './');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(modules).toContain('src/screens/login/login.tsx');
  expect(modules).toContain('src/core/i18n/index.ts');
  for (const module of [...BEHIND_SIGN_IN, ...AT_SIGN_IN])
    expect(modules, `${module} waits for sign-in`).not.toContain(module);
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(MOST_REQUESTS);
});

test('the texts of the first screen come in one file for the page language', async ({ page }) => {
  const { scripts, files } = await visit(page, './');
  const first = ['common', 'app', 'input', 'login', 'overlay'].map(
    (ns) => `src/core/i18n/locales/en/${ns}.json`,
  );
  const holding = scripts.filter((script) => first.some((module) => files[script]?.includes(module)));
  expect(holding).toHaveLength(1);
  expect(files[holding[0] ?? '']).toEqual(expect.arrayContaining(first));
});

/** The position of the first request for a JS file holding `module`, or for `path`, in the order made. */
function firstRequest(requests: string[], files: Record<string, string[]>, module: string): number {
  return requests.findIndex((path) => {
    const file = path.replace(/^\/meet\//, '');
    return path.endsWith(module) || (files[file]?.includes(module) ?? false);
  });
}

test('the login screen and its texts are asked for before the public settings, not after them', async ({
  page,
}) => {
  const { requests, files } = await visit(page, './');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  const settings = firstRequest(requests, files, '/services/json/v1/settings');
  expect(settings, requests.join('\n')).toBeGreaterThan(0);
  for (const module of ['src/screens/login/login.tsx', 'src/core/i18n/locales/en/login.json'])
    expect(firstRequest(requests, files, module), `${module}\n${requests.join('\n')}`).toBeLessThan(settings);
});

test('signing in brings the header and its menu; a deep link shows them at once', async ({ page }) => {
  const { modules } = await visit(page, './');
  expect(modules).not.toContain('src/screens/app/header.tsx');
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto('users?page=2');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveTitle(/^Users - /);
  await expect(page.getByRole('button', { name: 'Administration' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('?page=2');
});

test('<meet-login> alone on a page loads, signs in and names who is signed in', async ({ page }) => {
  // A portal page of the same origin that loads the element's module and nothing else.
  await page.route('**/meet/portal-login.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Portal</title>
<script type="module" src="elements/meet-login.js"></script></head>
<body><main><meet-login></meet-login></main></body></html>`,
    }),
  );
  await page.goto('portal-login.html');
  await page.evaluate(() => {
    document.addEventListener('meet-signed-in', (event) => {
      document.title = `signed in: ${(event as CustomEvent<{ username: string }>).detail.username}`;
    });
  });
  await page.getByLabel('E-mail or username').fill(ACCOUNTS.user.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveTitle(`signed in: ${ACCOUNTS.user.email}`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test.describe('in another language', () => {
  test.use({ locale: 'de-DE' });

  test('the first screen texts come in one file for German and one for the English fallback', async ({
    page,
  }) => {
    const { scripts, files } = await visit(page, './');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    const holdingLogin = (language: string) =>
      scripts.filter((script) => files[script]?.includes(`src/core/i18n/locales/${language}/login.json`));
    expect([holdingLogin('de'), holdingLogin('en')].map((found) => found.length)).toEqual([1, 1]);
    expect(files[holdingLogin('de')[0] ?? '']).toEqual(
      expect.arrayContaining(['common', 'app', 'login'].map((ns) => `src/core/i18n/locales/de/${ns}.json`)),
    );
  });

  test('a German browser’s texts are asked for before the public settings answer', async ({ page }) => {
    const { requests, files } = await visit(page, './');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    const settings = firstRequest(requests, files, '/services/json/v1/settings');
    const german = firstRequest(requests, files, 'src/core/i18n/locales/de/login.json');
    expect(german, requests.join('\n')).toBeGreaterThan(0);
    expect(german, requests.join('\n')).toBeLessThan(settings);
  });

  test('a failed sign-in brings the hashing code and the error texts, then says why in German', async ({
    page,
  }) => {
    const { files } = await visit(page, './');
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname.replace(/^\/meet\//, '')));
    await page.getByLabel('E-Mail oder Benutzername').fill(ACCOUNTS.user.email);
    await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/nicht korrekt/);
    const modules = loaded.flatMap((script) => files[script] ?? []);
    expect(modules).toEqual(
      expect.arrayContaining(['src/core/auth/hash-client.ts', 'src/core/i18n/locales/de/error.json']),
    );
  });
});
