// The resources area (spec 2 "resources", dist-spec/resources.md): capacity used of total as the server counts it,
// every client download and the contract's files as whole addresses that copy, help and support; as a system
// administrator and as an administrator alone, never for a user manager; a part that fails says so and asks again
// alone; light and dark with axe, at 1280 and 390 px.
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  openSignedIn,
  useDarkTheme,
} from './support';

type Account = { email: string; password: string };

// A full load of a console route on a busy machine can take seconds: each wait is for a condition, with room.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function pageAt(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  width = 1280,
  dark = false,
) {
  const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
  if (dark) await useDarkTheme(page);
  await openSignedIn(page, account);
  return page;
}

/** Opens the area and waits until every capacity figure is there. */
async function openResources(page: Page) {
  await openRoute(page, 'resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.locator('.capacity__figure')).toHaveCount(5);
}

/** The card of one measure. */
const measure = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** What the server answers to an operation, as the given account. */
async function answer<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const headers = await apiSession(request, account);
  const response = await request.get(`${API}${path}`, { headers });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const count = (value: number) => value.toLocaleString('en-US');

for (const [who, account] of [
  ['a system administrator', ACCOUNTS.admin],
  ['an administrator alone', ACCOUNTS.administrator],
] as const) {
  test(`${who} sees the capacity used of total as the server counts it, and reaches the area from the menu`, async ({
    browser,
    request,
  }, testInfo) => {
    const page = await pageAt(browser, testInfo.project.use.baseURL, account);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url().includes('/services/json/'))
        refused.push(response.url());
    });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Administration' }).click();
    await nav.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/meet\/resources$/);
    await expect(page.locator('.capacity__figure')).toHaveCount(5);

    const dashboard = await answer<{
      subscriptions: { organizers: number; seats: number; maxOrganizers: number };
    }>(request, account, 'web/admin/dashboard');
    const servers = await answer<{ status: string; connected: boolean; enabled: boolean }[]>(
      request,
      account,
      'web/admin/services/servers',
    );
    const gateways = await answer<{ enabled: boolean; used: number; total: number }[]>(
      request,
      account,
      'web/admin/services/gateways',
    );
    const { organizers, seats, maxOrganizers } = dashboard.subscriptions;
    await expect(measure(page, 'Seats')).toContainText(`${count(organizers)} of ${count(seats)}`);
    await expect(measure(page, 'Seats')).toContainText(`${count(seats - organizers)} left`);
    await expect(measure(page, 'Organizers')).toContainText(
      `${count(organizers)} of ${count(maxOrganizers)}`,
    );
    const up = servers.filter((s) => s.status === 'running' && s.connected && s.enabled).length;
    await expect(measure(page, 'Meeting servers')).toContainText(`${up} of ${servers.length}`);
    const enabled = gateways.filter((g) => g.enabled);
    const used = enabled.reduce((sum, g) => sum + g.used, 0);
    const total = enabled.reduce((sum, g) => sum + g.total, 0);
    await expect(measure(page, 'Gateway channels')).toContainText(`${count(used)} of ${count(total)}`);
    await expect(measure(page, 'Storage').getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(measure(page, 'Storage').getByRole('link', { name: 'See the files' })).toHaveAttribute(
      'href',
      '/meet/file',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(refused).toEqual([]);
    await page.context().close();
  });
}

test('every download and contract file is a whole address that copies, and the contract files are served', async ({
  browser,
  request,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? '';
  const page = await pageAt(browser, baseURL, ACCOUNTS.admin);
  await openResources(page);
  const origin = new URL(baseURL).origin;
  const downloads = (await (await request.get(`${API}web/downloads`)).json()) as {
    version: string;
    platforms: { platform: string; files: { kind: string; url: string }[] }[];
  };
  const section = page.getByRole('region', { name: 'Client downloads' });
  await expect(section).toContainText(`Client version ${downloads.version}`);
  const msi = downloads.platforms.flatMap((p) => p.files).find((f) => f.kind === 'msi');
  const msiRow = section.locator('.copy-link').filter({ hasText: 'Installer for administrators (.msi)' });
  await expect(msiRow.locator('code')).toHaveText(`${origin}${msi?.url}`);
  await msiRow.getByRole('button', { name: 'Copy: Installer for administrators (.msi)' }).click();
  await expect(msiRow.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${msi?.url}`);
  for (const platform of ['Windows', 'macOS', 'Linux', 'Android', 'iOS'])
    await expect(section.getByRole('heading', { name: platform, exact: true })).toBeVisible();
  // A file's size stays whole beside its name ("84 MB", never "84" then "MB" on the next line).
  const sizeLines = await section
    .locator('.copy-link__size')
    .evaluateAll((sizes) =>
      sizes.map((size) => new Set([...size.getClientRects()].map((rect) => Math.round(rect.top))).size),
    );
  expect(sizeLines.length).toBeGreaterThan(5);
  expect(new Set(sizeLines)).toEqual(new Set([1]));
  await expect(
    section.locator('.copy-link').filter({ hasText: 'Download page for users' }).locator('code'),
  ).toHaveText(`${origin}/meet/download-no-auth`);

  const integrators = page.getByRole('region', { name: 'For integrators' });
  await expect(integrators.locator('.copy-link').first().locator('code')).toHaveText(
    `${origin}/meet/services/json/`,
  );
  const api = await request.get(
    (await integrators.getByRole('link', { name: 'API description (OpenAPI)' }).getAttribute('href')) ?? '',
  );
  expect(api.status()).toBe(200);
  expect(await api.text()).toContain('operationId: getSystemDashboard');
  const manifest = await request.get(
    (await integrators.getByRole('link', { name: /^Element manifest/ }).getAttribute('href')) ?? '',
  );
  expect(((await manifest.json()) as { modules: unknown[] }).modules.length).toBeGreaterThan(10);
  const loader = await request.get(
    (await integrators.getByRole('link', { name: /^Element autoloader/ }).getAttribute('href')) ?? '',
  );
  expect(loader.status()).toBe(200);
  const signalling = await request.get(
    (await integrators.getByRole('link', { name: /^Meeting signalling messages/ }).getAttribute('href')) ??
      '',
  );
  expect(signalling.status()).toBe(200);

  const support = page.getByRole('region', { name: 'Help and support' });
  await expect(support.getByRole('link', { name: 'Support e-mail' })).toHaveAttribute('href', /^mailto:/);
  await expect(support.getByRole('link', { name: 'Support page' })).toHaveAttribute(
    'href',
    `${origin}/meet/support`,
  );
  await page.context().close();
});

test('a user manager has no resources in the menu, and the address says the rights are missing', async ({
  browser,
}, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL, ACCOUNTS.manager);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Resources' })).toHaveCount(0);
  await openRoute(page, 'resources');
  await expect(page.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await expect(page.getByRole('region', { name: 'Capacity' })).toHaveCount(0);
  await page.context().close();
});

test('a part that fails says so and asks again alone; the others show', async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL, ACCOUNTS.admin);
  let fail = true;
  await page.route('**/services/json/web/admin/services/gateways', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { exception: { code: 1000, message: 'Down.' } } })
      : route.fallback(),
  );
  await openRoute(page, 'resources');
  const gateways = measure(page, 'Gateway channels');
  await expect(gateways.getByRole('alert')).toContainText('This figure could not be loaded.');
  await expect(page.locator('.capacity__figure')).toHaveCount(4);
  await expect(page.getByRole('alert')).toHaveCount(1);
  fail = false;
  await gateways.getByRole('button', { name: 'Try again' }).click();
  await expect(gateways.locator('.capacity__figure')).toHaveText(/^\d+ of \d+$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.context().close();
});

for (const width of [1280, 390])
  for (const dark of [false, true])
    test(`at ${width} px (${dark ? 'dark' : 'light'}) nothing scrolls sideways and axe finds nothing`, async ({
      browser,
    }, testInfo) => {
      const page = await pageAt(browser, testInfo.project.use.baseURL, ACCOUNTS.administrator, width, dark);
      await openResources(page);
      await expect(page.getByRole('heading', { name: 'Windows', exact: true })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await page.context().close();
    });
