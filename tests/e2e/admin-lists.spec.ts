// Lists that fit the screen: at 1280 px no main list of the console scrolls sideways (the users list shows its
// registration and last-login columns); at 390 px each row is a card, every value under its column's name; a
// column chooser, by keyboard, shows and hides columns and the list remembers the choice. Axe in light and dark.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, openRoute, openSignedIn, tabTo, useDarkTheme } from './support';

const LISTS = ['users', 'tags', 'organizations', 'meeting', 'file'];

async function pageAt(browser: Browser, baseURL: string | undefined, width: number, dark = false) {
  const page = await browser.newPage({ baseURL, locale: 'en-US', viewport: { width, height: 900 } });
  // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
  if (dark) await useDarkTheme(page);
  await openSignedIn(page, ACCOUNTS.admin);
  return page;
}

/** Opens a list and waits for its first row (a cold screen on a busy machine takes more than the default wait). */
async function open(page: Page, path: string) {
  await openRoute(page, path);
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
}

/** How far the page and the list's box scroll sideways (0 when they fit). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const boxOverflow = (page: Page) =>
  page
    .locator('.scroll')
    .first()
    .evaluate((scroll) => scroll.scrollWidth - scroll.clientWidth);

for (const dark of [false, true]) {
  test(`at 1280 px no main list scrolls sideways (${dark ? 'dark' : 'light'}), and axe finds nothing`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, testInfo.project.use.baseURL, 1280, dark);
    for (const path of LISTS) {
      await open(page, path);
      await expect.poll(() => boxOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
    }
    await open(page, 'users?size=100');
    for (const name of ['Registered', 'Last login']) {
      const header = page.getByRole('columnheader', { name });
      await expect(header).toBeInViewport({ ratio: 1 });
    }
    // Every column of the users list at once, each person's name on one line (the e-mail column gives way first).
    await expect(page.getByText(/^Left out for lack of room/)).toHaveCount(0);
    const names = page.getByRole('table', { name: 'Users' }).locator('tbody td:nth-child(2) a');
    await expect(names.nth(20)).toBeVisible();
    const lines = await names.evaluateAll((links) => links.map((link) => link.getClientRects().length));
    expect(lines.filter((count) => count !== 1)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // The saved views menu open, with a name refused on its field.
    await page.getByRole('button', { name: 'Saved views: Users' }).click();
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText('Give the view a name.')).toBeVisible();
    await expectAccessible(page);
    // Search everywhere, by keyboard: Ctrl+K, a name, the arrows to an organization, Enter opens its page.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search users, organizations, meetings, settings…' });
    await expect(box).toBeFocused();
    await page.keyboard.type('Acme');
    const organizations = page.getByRole('group', { name: 'Organizations' });
    await expect(organizations.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    const target = organizations.getByRole('option').first();
    const targetId = await target.getAttribute('id');
    for (let step = 0; step < 30 && (await box.getAttribute('aria-activedescendant')) !== targetId; step++)
      await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', targetId ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/organizations\/[^/]+$/);
    await page.close();
  });

  test(`at 390 px every main list is a stack of cards (${dark ? 'dark' : 'light'}), and axe finds nothing`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, testInfo.project.use.baseURL, 390, dark);
    for (const path of LISTS) {
      await open(page, path);
      await expect.poll(() => boxOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await sideways(page), path).toBeLessThanOrEqual(0);
      const row = page.getByRole('table').first().locator('tbody tr').first();
      const cells = row.locator('td[data-label]');
      // A card: its values one under another, each under its column's name.
      const [first, second] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()]);
      expect(second?.y ?? 0, path).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
      const label = await cells.nth(0).evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label, path).toBe(`"${await cells.nth(0).getAttribute('data-label')}"`);
    }
    await open(page, 'users');
    await expectAccessible(page);
    await page.close();
  });
}

test('between phone and desktop no main list scrolls sideways: the least useful columns are left out first, and named', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await pageAt(browser, testInfo.project.use.baseURL, 900);
  for (const path of LISTS) {
    await open(page, path);
    await expect.poll(() => boxOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
  }
  await open(page, 'users');
  const table = page.getByRole('table', { name: 'Users' });
  // The name and the e-mail stay; the language (the least useful) is gone, and the list says so.
  for (const name of ['Name', 'E-mail'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Language' })).toHaveCount(0);
  await expect(page.getByText(/^Left out for lack of room: .*Language.*\.$/)).toBeVisible();
  // Wider, the columns come back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(table.getByRole('columnheader', { name: 'Language' })).toBeVisible();
  await expect(page.getByText(/^Left out for lack of room/)).toHaveCount(0);
  await page.close();
});

test('the column chooser shows and hides columns by keyboard, and the list remembers the choice', async ({
  browser,
}, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL, 1280);
  await open(page, 'users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Login', exact: true })).toHaveCount(0);

  const chooser = page.getByRole('button', { name: 'Columns: Users' });
  await tabTo(page, chooser);
  await expect(chooser).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(chooser).toHaveAttribute('aria-expanded', 'true');
  const choices = page.getByRole('group', { name: 'Columns shown' });
  await expect(choices.getByRole('checkbox', { name: 'Login', exact: true })).not.toBeChecked();
  await tabTo(page, choices.getByRole('checkbox', { name: 'Login', exact: true }));
  await page.keyboard.press('Space');
  await expect(table.getByRole('columnheader', { name: 'Login', exact: true })).toBeVisible();
  await tabTo(page, choices.getByRole('checkbox', { name: 'Activated' }));
  await page.keyboard.press('Space');
  await expect(table.getByRole('columnheader', { name: 'Activated' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(choices).toHaveCount(0);
  await expect(chooser).toBeFocused();

  await openRoute(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Login', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Activated' })).toHaveCount(0);
  await open(page, 'tags');
  await page.getByRole('button', { name: 'Columns: Tags' }).click();
  const tagChoices = page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox');
  const count = await tagChoices.count();
  for (let i = 1; i < count; i++) await tagChoices.nth(i).uncheck();
  await expect(tagChoices.nth(0), 'the last column shown stays').toBeDisabled();
  await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveCount(2);
  await page.close();
});
