// Embedding pages of the reference server: a portal on another origin with <meet-join> (CORS), a CMS page
// where <meet-login> and <meet-users-admin> share one session, and a page restyling elements from outside;
// and the export's element modules imported on a server (Node rendering a page).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { portalPort } from './servers';
import { ACCOUNTS, expectAccessible, tabTo } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The portal's own origin: the port playwright.config.ts gives this worker's demo portal. */
const PORTAL = `http://127.0.0.1:${portalPort()}`;

/** Browser errors other than the failed loads the browser logs itself (a refused PIN answers 404). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a portal on another origin embeds <meet-join>, which checks the identifiers with Meet cross-origin', async ({
  page,
  baseURL,
}) => {
  const meet = new URL(baseURL ?? '').origin;
  expect(new URL(PORTAL).origin).not.toBe(meet);
  const errors = collectErrors(page);
  const calls: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/services/json/web/meetings/join'))
      calls.push(`${new URL(response.url()).origin} ${response.headers()['access-control-allow-origin']}`);
  });
  await page.goto(`${PORTAL}/portal.html`);
  const join = page.locator('meet-join');
  await expect(join.getByRole('heading', { name: 'Join a meeting' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, join.getByLabel('Meeting ID'));
  await page.keyboard.type('100000003');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4321');
  await page.keyboard.press('Enter');
  await expect(join.getByRole('alert')).toHaveText('Invalid meeting identifiers.');
  expect(page.url()).toBe(`${PORTAL}/portal.html`);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  // The deployment's own join page opens in the same tab, on Meet's origin.
  await expect(page).toHaveURL(`${meet}/meet/meeting/join?umi=100000003`);
  await expect(page.getByText('The meeting starts in', { exact: true })).toBeVisible();
  // The portal's two checks (wrong, then right PIN) went to Meet and were allowed for the portal's origin;
  // the join page then asks again from Meet's own origin.
  expect(calls).toEqual([`${meet} ${PORTAL}`, `${meet} ${PORTAL}`, `${meet} undefined`]);
  expect(errors).toEqual([]);
});

test('a page of an origin missing from MEET_EMBED_ORIGINS can neither load the elements nor call the API', async ({
  page,
  baseURL,
}) => {
  const meet = new URL(baseURL ?? '').origin;
  // The same portal under another host name: another origin, not listed.
  const elsewhere = PORTAL.replace('127.0.0.1', 'localhost');
  const blocked = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/elements/meet-join.js'),
  );
  await page.goto(`${elsewhere}/portal.html`);
  // Refused by CORS (the portal's own policy allows Meet's origin, so no CSP report).
  expect((await blocked).failure()?.errorText).toBe('net::ERR_FAILED');
  expect(await page.evaluate(() => customElements.get('meet-join') === undefined)).toBe(true);
  const call = await page.evaluate(
    (url) =>
      fetch(url, { credentials: 'include' }).then(
        () => 'answered',
        () => 'refused',
      ),
    `${meet}/meet/services/json/web/meetings/join?umi=100000001&pinCode=1234`,
  );
  expect(call).toBe('refused');
});

test('a CMS page: signing in with <meet-login> lets <meet-users-admin> on the same page list the users', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('demo/pages/cms.html');
  const users = page.locator('meet-users-admin');
  const login = page.locator('meet-login');
  await expect(users.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(users.getByRole('table')).toHaveCount(0);
  await expect(login.getByLabel('E-mail or username')).toBeVisible();
  await expectAccessible(page);
  // By keyboard alone, as a visitor of the CMS page would.
  await tabTo(page, login.getByLabel('E-mail or username'));
  await page.keyboard.type(ACCOUNTS.admin.email);
  await tabTo(page, login.getByLabel('Password', { exact: true }));
  await page.keyboard.type(ACCOUNTS.admin.password);
  await page.keyboard.press('Enter');
  // One session: the other element shows the list without a sign-in of its own, and the page stays.
  await expect(users.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(users.getByRole('table').getByRole('row')).toHaveCount(11);
  await expect(users.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/meet/demo/pages/cms.html');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a themed page overrides --meet-* properties and ::part() rules of the elements', async ({ page }) => {
  await page.goto('demo/pages/themed.html');
  const join = page.locator('meet-join');
  const button = join.getByRole('button', { name: 'Join', exact: true });
  await expect(button).toBeVisible();
  const violet = 'rgb(91, 33, 182)';
  // A custom property set on the element wins over the default of its shadow root's :host rule.
  await expect(button).toHaveCSS('background-color', violet);
  await expect(button).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(button).toHaveCSS('border-radius', '0px');
  const card = join.locator('[part~="card"]');
  await expect(card).toHaveCSS('border-top-width', '3px');
  await expect(card).toHaveCSS('border-top-color', violet);
  await expect(card).toHaveCSS('box-shadow', 'none');
  // The same element on an unthemed page keeps Meet's orange: the page's rules made the difference.
  await page.goto('demo/pages/portal.html');
  await expect(button).not.toHaveCSS('background-color', violet);
  await page.goto('demo/pages/themed.html');
  await expect(button).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, join.getByLabel('Meeting ID'));
});

test('on a server, Node imports every element module of the export and the autoloader: nothing defined, nothing thrown', () => {
  const elements = resolve(process.env.MEET_BUILD_DIR ?? 'dist/meet', 'elements');
  const manifest = JSON.parse(readFileSync('dist-spec/custom-elements.json', 'utf8')) as {
    modules: { declarations: { tagName: string }[] }[];
  };
  const files = [
    ...manifest.modules.flatMap((m) => m.declarations.map((d) => `${d.tagName}.js`)),
    'meet-loader.js',
  ].map((file) => join(elements, file));
  for (const file of files) expect(existsSync(file), file).toBe(true);
  const script = `for (const url of ${JSON.stringify(files.map((file) => pathToFileURL(file).href))}) await import(url);
console.log(JSON.stringify({ customElements: typeof customElements }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ customElements: 'undefined' });
  expect(files.length).toBeGreaterThan(40);
});
