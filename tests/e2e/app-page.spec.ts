// The page of every route but the login (app.html) links its own small sheet, not the login view's: nothing of
// the login's sheets holds its first paint back. Before the application runs it gives the window the system's
// light or dark ground; once it runs, the screen fills the window and stays accessible in both.
import { expect, test } from '@playwright/test';
import { expectAccessible, FIRST_LOAD_MS } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test('a page other than the login asks for its own sheet alone, not the login view’s', async ({ page }) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  await page.goto('./join-without-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Join a meeting' })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  expect(sheets).toEqual([expect.stringMatching(/^\/meet\/assets\/app-page-[\w-]+\.css$/)]);
  // The login page keeps the login view's sheet (its prerendered form needs it).
  const login = await (await page.request.get('./')).text();
  expect(login).toMatch(/<link rel="stylesheet" crossorigin href="\/meet\/assets\/index-[\w-]+\.css">/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`with a ${colorScheme} system preference`, () => {
    test.use({ colorScheme });

    test('before the application runs, the page has no margin and the system’s ground', async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('./dashboard');
      const ground = await page.evaluate(() => ({
        margin: getComputedStyle(document.body).margin,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
      }));
      expect(ground).toEqual({ margin: '0px', scheme: 'light dark', dark: colorScheme === 'dark' });
    });

    test('the join page fills the window and is accessible', async ({ page }) => {
      await page.goto('./join-without-account');
      await expect(page.getByRole('heading', { level: 1, name: 'Join a meeting' })).toBeVisible({
        timeout: FIRST_LOAD_MS,
      });
      const box = await page.locator('meet-app').boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 1280, height: expect.any(Number) });
      expect(box?.height).toBeGreaterThanOrEqual(800);
      // Its tinted ground too, down to the window's foot: it stopped under the card, about 590 px down.
      expect((await page.locator('.public-page').boundingBox())?.height).toBeGreaterThanOrEqual(800);
      await expectAccessible(page);
    });

    test('the meeting join page’s tinted ground reaches the window’s foot', async ({ page }) => {
      await page.goto('./meeting/join?umi=100000001');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
      await expect(page.locator('.public-card')).toHaveAttribute('aria-busy', 'false');
      expect((await page.locator('.public-page').boundingBox())?.height).toBeGreaterThanOrEqual(800);
    });
  });
}
