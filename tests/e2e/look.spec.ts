// One look for every screen: dark mode from the system's preference or the user's choice, axe in dark mode at
// desktop and phone widths, and the skip link that jumps over the header.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, FIRST_LOAD_MS, focusedElement, loginTakenOver, signIn } from './support';

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
  await signIn(page, ACCOUNTS.user);
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
  await signIn(page, ACCOUNTS.admin);
  await page.goto('users');
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
  await signIn(page, ACCOUNTS.admin);
  await page.goto('users');
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
  await signIn(page, ACCOUNTS.admin);
  await page.goto('users');
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
      await signIn(page, ACCOUNTS.admin);
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
  await signIn(page, ACCOUNTS.admin);
  await page.goto('users');
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
