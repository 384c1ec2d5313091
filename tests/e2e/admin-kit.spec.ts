// The admin kit's rules that every area shares, against the reference server: back per spec 2 (the previous history
// entry, else the named route) brings a list back with its page, size, sort and filter.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, openRoute, openSignedIn } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(page, ACCOUNTS.admin);
});
test.afterAll(() => page?.close());

for (const area of [
  { list: 'users', view: 'page=2&size=5&order=desc', back: 'Back to the users' },
  { list: 'tags', view: 'size=5&order=desc', back: 'Back to the tags' },
  { list: 'organizations', view: 'size=5&order=desc', back: 'Back to the organizations' },
  { list: 'meeting', view: 'page=2&size=5&order=desc', back: 'Back to the meetings' },
]) {
  test(`${area.list}: list -> detail -> back returns to the same page, size and order`, async () => {
    await openRoute(page, `${area.list}?${area.view}`);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('link').first()).toBeVisible();
    const before = page.url();
    expect(before).toContain(area.view);
    await table.getByRole('link').first().click();
    await expect(page).not.toHaveURL(before);
    await page.getByRole('link', { name: area.back }).click();
    await expect(page).toHaveURL(before);
    await expect(table.getByRole('link').first()).toBeVisible();
  });
}

test('a detail opened directly goes back to its list by name', async () => {
  await openRoute(page, 'users?size=5');
  const first = page.getByRole('table', { name: 'Users' }).getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  // A page loaded by its address (a bookmark, a shared link) has no previous entry of the application.
  await openRoute(page, href);
  await page.getByRole('link', { name: 'Back to the users' }).click();
  await expect(page).toHaveURL(/\/meet\/users$/);
});
