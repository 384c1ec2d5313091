import { expect, type Page, test } from '@playwright/test';
import { composedTexts, giveDemoPins, loginTakenOver } from './support';

// Every screen, in every interface language, at desktop and phone widths: translated (no raw key on
// screen), fitting the width (no sideways scrolling), with its heading. SHOTS=dir keeps screenshots.
const LANGUAGES = ['cs', 'de', 'en', 'fr', 'hu', 'es'];
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const PUBLIC_SCREENS = [
  '',
  'forgot-password',
  'join-without-account',
  'signup-confirmation?code=unknown',
  'meeting/join?umi=100000003',
  'meeting/join?umi=100000001',
  'meeting/webrtc?umi=100000001',
  'download-no-auth',
  'download-repo',
  'support',
  'no/such/page',
];
const SIGNED_IN_SCREENS = ['dashboard', 'account', 'download', 'users'];
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };

/** Texts of the whole composed tree (open shadow roots included) that look like an untranslated key. */
async function rawKeys(page: Page): Promise<string[]> {
  return (await composedTexts(page)).filter(
    (text) => /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(text) && !/\.(com|org|net|example)$/.test(text),
  );
}

async function showIn(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => document.querySelector('meet-app')?.setAttribute('lang', lang), language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function check(page: Page, screen: string, language: string, width: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => rawKeys(page), `${screen} in ${language}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${screen} in ${language} on ${width} scrolls sideways`).toBeLessThanOrEqual(0);
  if (process.env.SHOTS) {
    const file = `${screen.replace(/[^a-z0-9]+/gi, '-') || 'login'}-${language}-${width}.png`;
    await page.screenshot({ path: `${process.env.SHOTS}/${file}`, fullPage: true });
  }
}

for (const size of WIDTHS) {
  test(`every public screen in every language fits the ${size.name} width, translated`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await giveDemoPins(page);
    for (const screen of PUBLIC_SCREENS) {
      await page.goto(`./${screen}`);
      for (const language of LANGUAGES) {
        await showIn(page, language);
        await check(page, screen, language, size.name);
      }
    }
  });

  test(`every signed-in screen in every language fits the ${size.name} width, translated`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await page.goto('./');
    await loginTakenOver(page);
    await page.getByLabel('E-mail or username').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/meet\/dashboard$/);
    for (const screen of SIGNED_IN_SCREENS) {
      await page.goto(`./${screen}`);
      for (const language of LANGUAGES) {
        await showIn(page, language);
        await check(page, screen, language, size.name);
      }
    }
  });
}
