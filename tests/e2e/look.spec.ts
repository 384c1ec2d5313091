// One look for every screen: dark mode from the system's preference or the user's choice, axe in dark mode at
// desktop and phone widths, and the skip link that jumps over the header.
import { expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectAccessible,
  FIRST_LOAD_MS,
  focusedElement,
  giveDemoPins,
  loginTakenOver,
  openSignedIn,
} from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** The relative luminance of the application's background (0 black, 1 white). */
function background(page: Page, selector = '.app'): Promise<number> {
  return page.evaluate((selector) => {
    const app = document.querySelector('meet-app')?.shadowRoot;
    let node: Element | null | undefined = app?.querySelector(selector);
    for (const host of app?.querySelectorAll('.app__screen') ?? [])
      node = host.shadowRoot?.querySelector(selector) ?? node;
    const color = node ? getComputedStyle(node).backgroundColor : '';
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }, selector);
}

test('a dark system preference shows the dark theme, the sign-in page background included', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  await loginTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await background(page, '.auth')).toBeLessThan(0.05);
  expect(await background(page, '.auth__card')).toBeLessThan(0.05);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page, '.auth')).toBeGreaterThan(0.8);
});

test("the user's choice in the header overrides the system and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSignedIn(page, ACCOUNTS.user);
  expect(await background(page)).toBeLessThan(0.05);
  const appearance = page.getByLabel('Appearance');
  await expect(appearance).toHaveValue('system');
  await appearance.selectOption('light');
  await expect.poll(() => background(page)).toBeGreaterThan(0.8);
  await page.reload();
  await expect(page.getByLabel('Appearance')).toHaveValue('light');
  expect(await background(page)).toBeGreaterThan(0.8);
  await page.getByLabel('Appearance').selectOption('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBeLessThan(0.05);
});

test('the skip link is the first stop and moves the focus past the header to the page', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  // The header arrives after the screen's first paint: the walk starts once both are there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.locator('header.header nav')).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('button', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next stop is the page's first control, not the header's.
  await page.keyboard.press('Tab');
  expect(await (await focusedElement(page)).evaluate((active) => Boolean(active.closest('header')))).toBe(
    false,
  );
});

test('row checkboxes are named after the row they select', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  const firstName = page.getByRole('table').getByRole('link').first();
  await expect(firstName).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: `Select ${await firstName.textContent()}`, exact: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /^Select row/ })).toHaveCount(0);
});

test('after "+ Add" of a filter the focus is in its field; after a confirmed delete it is on the list', async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Filter to add').selectOption({ label: 'E-mail' });
  await filters.getByRole('button', { name: 'Add', exact: true }).click();
  const email = filters.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  await email.fill('hugo.perez@acme-health.example.com');
  const table = page.getByRole('table', { name: 'Users' });
  await table.getByRole('checkbox', { name: 'Select Hugo Pérez' }).check();
  await page.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => (await focusedElement(page)).evaluate((active) => active.localName))
    .toBe('table');
});

/** Every screen a signed-in administrator reaches, and the ones a visitor reaches. */
const SIGNED_IN = [
  ['dashboard', 'dashboard'],
  ['account', 'account'],
  ['download', 'download'],
  ['support', 'support'],
  ['users', 'users'],
  ['tags', 'tags'],
  ['organizations', 'organizations'],
  ['meetings', 'meeting'],
  ['files', 'file'],
  ['statistics', 'statistic'],
  ['resources', 'resources'],
  ['services', 'service'],
  ['maintenance', 'maintenance'],
  ['settings', 'setting'],
] as const;
const VISITOR = [
  ['login', './'],
  ['forgotten password', 'forgot-password'],
  ['join without account', 'join-without-account'],
  ['download without account', 'download-no-auth'],
  ['not found', 'no/such/page'],
] as const;

for (const width of [1280, 390]) {
  test.describe(`dark mode at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme: 'dark' });

    for (const [name, path] of VISITOR) {
      test(`the ${name} screen passes axe in dark mode`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }

    test('every signed-in screen passes axe in dark mode', async ({ page }) => {
      test.setTimeout(300_000);
      await openSignedIn(page, ACCOUNTS.admin);
      for (const [name, path] of SIGNED_IN) {
        await test.step(name, async () => {
          await page.goto(path);
          // Each screen's module and texts load on its first visit: on a loaded machine that takes seconds.
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
            timeout: FIRST_LOAD_MS,
          });
          await expectAccessible(page);
        });
      }
    });
  });
}

test("a list's column chooser opens over the page, hides a column, and gives the focus back on Escape", async ({
  page,
}) => {
  // Signing in and the console's first load may each take most of 20 s on a loaded machine.
  test.setTimeout(60_000);
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('columnheader', { name: 'Roles' })).toBeVisible({ timeout: 20_000 });
  const button = page.getByRole('button', { name: 'Columns: Users' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: 'Columns shown' });
  await group.getByRole('checkbox', { name: 'Roles' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'Roles' })).toHaveCount(0);
  // In the top layer, nothing of the page covers it.
  await expect(group.getByRole('checkbox', { name: 'E-mail' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(group).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

/** Each brand shown on the page: its mark's drawing and its name (the one product mark, widgets/brand). */
function brands(page: Page): Promise<string[]> {
  return page
    .locator('.brand:visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => `${node.querySelector('svg')?.outerHTML} ${node.textContent}`),
    );
}

test("one brand mark: the sign-in page and its prerendered copy, the join pages, the room's lobby, the downloads and the header", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await giveDemoPins(page);
  // The copy index.html paints before the application runs.
  const html = await (await page.request.get('./')).text();
  // Read from the page's source as served (the page's Trusted Types policy keeps DOMParser from reading it there).
  const copy = html.match(
    /<span class="brand">(<svg[\s\S]*?<\/svg>)<span class="brand__name"[^>]*>([^<]*)<\/span>/,
  );
  expect(copy, 'index.html paints the brand').not.toBeNull();
  const prerendered = `${copy?.[1]} ${copy?.[2]}`;
  const seen: Record<string, string[]> = { prerendered: [prerendered] };
  for (const [name, path, heading] of [
    ['sign-in', './', 'Sign in'],
    ['join without an account', 'join-without-account', undefined],
    ['meeting join', 'meeting/join?umi=100000001', undefined],
    ['room lobby', 'meeting/webrtc?umi=100000001', undefined],
    ['download without an account', 'download-no-auth', undefined],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).first(),
    ).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
    await expect(page.locator('.brand:visible').first()).toBeVisible();
    seen[name] = await brands(page);
  }
  await openSignedIn(page, ACCOUNTS.user);
  seen.header = await brands(page);
  const marks = Object.values(seen);
  // One brand on each page, and the same mark and name everywhere.
  expect(marks.map((each) => each.length)).toEqual(marks.map(() => 1));
  expect(new Set(marks.flat()), JSON.stringify(seen, null, 1)).toEqual(new Set([prerendered]));
  expect(prerendered).toContain('Meet');
});

test('one alert: a failed load says why in the same alert on every screen, its icon first', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, ACCOUNTS.admin);
  // The reads these screens start with are refused; everything else answers as usual.
  await page.route(
    /\/services\/json\/web\/(admin\/(dashboard|files\/summary|statistics|subscriptions)|downloads)(\?|$)/,
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 400, json: { exception: { code: 1004, message: 'Refused.' } } })
        : route.fallback(),
  );
  const looks: Record<string, string[]> = {};
  for (const path of ['resources', 'file', 'statistic', 'subscriptions', 'download']) {
    await page.goto(path);
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: FIRST_LOAD_MS });
    looks[path] = await page
      .getByRole('alert')
      .filter({ visible: true })
      .evaluateAll((alerts) =>
        alerts.map((alert) => {
          const style = getComputedStyle(alert);
          const icon = alert.firstElementChild?.localName === 'svg';
          return `${alert.classList.contains('alert')} icon ${icon} ${style.borderLeft} ${style.backgroundColor} ${style.padding} ${style.borderRadius}`;
        }),
      );
  }
  const all = Object.values(looks).flat();
  expect(all.length).toBeGreaterThanOrEqual(5);
  expect(new Set(all).size, JSON.stringify(looks, null, 1)).toBe(1);
  expect(all[0]).toMatch(/^true icon true 4px solid/);
});
