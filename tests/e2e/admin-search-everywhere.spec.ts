// Search everywhere on the real server, for the roles below a system administrator: a user manager opens it by its
// header button (a tap at 390 px) and finds users but no organization; an organization manager opens it by Ctrl+K
// and finds the organization it manages. Axe with the dialog open, light and dark, at 1280 and 390 px.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, openRoute, openSignedIn, useDarkTheme } from './support';

const SHOTS = '/work/wt/shots/h-audit';

async function pageAs(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
  width: number,
  dark: boolean,
) {
  const page = await browser.newPage({
    baseURL,
    locale: 'en-US',
    viewport: { width, height: 900 },
    hasTouch: width < 500,
  });
  // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
  if (dark) await useDarkTheme(page);
  await openSignedIn(page, account);
  return page;
}

/** The search box of the open dialog, focused, once `text` is typed into it. */
async function search(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search users, organizations, meetings, settings…' });
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  return box;
}

for (const [width, dark] of [
  [1280, false],
  [390, true],
] as const) {
  const look = `${width} px ${dark ? 'dark' : 'light'}`;

  test(`a user manager opens search everywhere by its button and finds users, no organization (${look})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await pageAs(browser, testInfo.project.use.baseURL, ACCOUNTS.manager, width, dark);
    await openRoute(page, 'users');
    const button = page.getByRole('button', { name: 'Search everywhere' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await expect(button).toContainText('Ctrl K');
    await page.screenshot({ path: `${SHOTS}/everywhere-button-${width}-${dark ? 'dark' : 'light'}.png` });
    if (width < 500) await button.tap();
    else await button.click();
    await search(page, 'example.com');
    const users = page.getByRole('group', { name: 'Users' });
    await expect(users.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('group', { name: 'Organizations' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Settings' })).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/everywhere-dialog-${width}-${dark ? 'dark' : 'light'}.png` });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await page.close();
  });

  test(`an organization manager opens search everywhere by Ctrl+K and finds its organization (${look})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const page = await pageAs(browser, testInfo.project.use.baseURL, ACCOUNTS.user, width, dark);
    await openRoute(page, 'organizations');
    await expect(page.getByRole('button', { name: 'Search everywhere' })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Control+k');
    const box = await search(page, 'Acme');
    const organizations = page.getByRole('group', { name: 'Organizations' });
    await expect(organizations.getByRole('option', { name: 'Acme Health' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('group', { name: 'Users' })).toHaveCount(0);
    await expectAccessible(page);
    const target = await organizations.getByRole('option', { name: 'Acme Health' }).getAttribute('id');
    for (let step = 0; step < 10 && (await box.getAttribute('aria-activedescendant')) !== target; step++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/organizations\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Acme Health');
    await page.close();
  });
}
