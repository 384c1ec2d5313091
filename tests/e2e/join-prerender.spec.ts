// The meeting join page (join.html) paints the screen's frame before any script runs, in the visitor's language,
// and names the screen's files so the browser fetches them with the application's entry; the screen then takes
// the frame's place without moving anything. The application's entry is held back until the test has looked.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, FIRST_LOAD_MS } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const PRERENDER = '[data-prerender="join"]';

/** Holds the application's entry module until the returned function is called. */
async function holdApplication(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/meet/elements/meet-app.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before any script runs the frame is painted, and the screen’s files are already asked for', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const release = await holdApplication(page);
  await page.goto('./meeting/join?umi=100000001', { waitUntil: 'commit' });
  const frame = page.locator(PRERENDER);
  await expect(frame.getByRole('heading', { level: 1, name: 'Join the meeting' })).toBeVisible();
  await expect(frame.getByText('Loading…')).toBeVisible();
  // Tinted to the window's foot, as the screen is, once the page's sheet has arrived (the heading can be laid out
  // before it, from the HTML alone).
  await expect
    .poll(async () => (await frame.locator('.public-page').boundingBox())?.height ?? 0)
    .toBeGreaterThanOrEqual(800);
  // The screen's own file, its texts and the icon set it draws from, while the entry has not even arrived.
  await expect
    .poll(() => asked.filter((path) => /\/assets\/(meeting-join|public|icon-names)-/.test(path)).length)
    .toBeGreaterThanOrEqual(4);
  release();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the frame is accessible in ${colorScheme} mode before the application runs`, async ({ page }) => {
    // One axe run may take most of the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme });
    const release = await holdApplication(page);
    await page.goto('./meeting/join?umi=100000001', { waitUntil: 'commit' });
    await expect(page.locator(PRERENDER).getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    release();
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the frame speaks the browser’s language', async ({ page }) => {
    const release = await holdApplication(page);
    await page.goto('./meeting/join?umi=100000001', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.locator(PRERENDER).getByRole('heading', { level: 1, name: 'Am Meeting teilnehmen' }),
    ).toBeVisible();
    await expect(page.locator(PRERENDER).getByText('Wird geladen…')).toBeVisible();
    release();
  });
});

test('the screen takes the frame’s place without a layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdApplication(page);
  await page.goto('./meeting/join?umi=100000001', { waitUntil: 'commit' });
  await expect(page.locator(PRERENDER)).toBeVisible();
  release();
  await expect(page.locator(PRERENDER)).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await expect(page.locator('.public-card')).toHaveAttribute('aria-busy', 'false', {
    timeout: FIRST_LOAD_MS,
  });
  expect((await page.locator('.public-page').boundingBox())?.height).toBeGreaterThanOrEqual(800);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
});
