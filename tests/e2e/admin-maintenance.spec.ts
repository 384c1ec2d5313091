// Maintenance in one time zone, the administrator's (their account's), named on screen: the day offered as today, the
// day searched, the periods found and the periods scheduled all read that zone's wall clock, whatever the browser's
// zone. The page's clock is set half an hour past midnight in that zone (still the day before in UTC and in the
// browser's New York), as the system administrator and as a plain administrator.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { zoneDayStart } from '../../demo/lib/time';
import { ACCOUNTS, expectAccessible, openSignedIn } from './support';

test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
/** A day two days ahead (the server plans in real time, so its periods must lie in the future) and the next one. */
const utcDay = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
const zoneDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The text of a moment as the screen writes it in `zone` (en-US, medium date, short time). */
const inZone = (time: number, zone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(time);

async function pageAtMidnight(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const page = await browser.newPage({
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(page, account);
  return page;
}

/** Sets the page's clock half an hour past midnight starting `zoneDay` in `zone`, and opens the planner. */
async function openAtMidnight(page: Page, zone: string) {
  const midnight = zoneDayStart(zoneDay, zone) ?? Number.NaN;
  await page.clock.setSystemTime(midnight + 30 * 60_000);
  await page.goto('maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
  return midnight;
}

/** Searches the planner's default day for 30 minutes; answers the query the server was asked. */
async function searchToday(page: Page) {
  await page.getByLabel('Duration (minutes)').fill('30');
  const asked = page.waitForRequest((request) => request.url().includes('/web/admin/maintenance/available'));
  await page.getByRole('button', { name: 'Search the available periods' }).click();
  return new URL((await asked).url()).searchParams;
}

test.describe('the system administrator, in Paris', () => {
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await pageAtMidnight(browser, testInfo.project.use.baseURL, ACCOUNTS.admin);
  });
  test.afterAll(() => page?.close());

  test("today is Paris's day, the zone is named, and the day is searched in it", async () => {
    const midnight = await openAtMidnight(page, 'Europe/Paris');
    expect(new Date(midnight).toISOString().slice(0, 10), 'still the day before in UTC').toBe(utcDay);
    await expect(
      page.getByText(/^Days and times are in your time zone: Paris, France \(UTC\+0[12]:00\)\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Day')).toHaveValue(zoneDay);
    const query = await searchToday(page);
    expect(query.get('day')).toBe(zoneDay);
    expect(query.get('timeZone')).toBe('Europe/Paris');
    const first = `${inZone(midnight, 'Europe/Paris')} to ${inZone(midnight + 30 * 60_000, 'Europe/Paris')}`;
    await expect(page.getByRole('radio', { name: new RegExp(`^${first}: `) })).toBeVisible();
    await expectAccessible(page);
  });

  test("the period validated at Paris's midnight is scheduled at that moment and shown on Paris's clock", async () => {
    const midnight = zoneDayStart(zoneDay, 'Europe/Paris') ?? Number.NaN;
    const start = inZone(midnight, 'Europe/Paris');
    await page.getByRole('radio', { name: new RegExp(`^${start} to `) }).check();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/web/admin/maintenance'),
    );
    await page.getByRole('button', { name: 'Validate the chosen period' }).click();
    await page
      .getByRole('dialog', { name: 'Validate the maintenance period' })
      .getByRole('button', { name: 'Validate' })
      .click();
    expect(Date.parse((await sent).postDataJSON().start)).toBe(midnight);
    const row = page
      .getByRole('table', { name: 'Scheduled maintenance periods' })
      .getByRole('row')
      .filter({ hasText: start });
    await expect(
      row.getByRole('cell', { name: inZone(midnight + 30 * 60_000, 'Europe/Paris') }),
    ).toBeVisible();
    await row.getByRole('button', { name: `Delete the maintenance of ${start}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete the maintenance period' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toHaveCount(0);
  });
});

test.describe('a plain administrator, in Prague', () => {
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await pageAtMidnight(browser, testInfo.project.use.baseURL, ACCOUNTS.administrator);
  });
  test.afterAll(() => page?.close());

  test("today is Prague's day, and the periods found start at Prague's midnight", async () => {
    const midnight = await openAtMidnight(page, 'Europe/Prague');
    await expect(
      page.getByText(/^Days and times are in your time zone: Prague, Czechia \(UTC\+0[12]:00\)\.$/),
    ).toBeVisible();
    await expect(page.getByLabel('Day')).toHaveValue(zoneDay);
    const query = await searchToday(page);
    expect(query.get('day')).toBe(zoneDay);
    expect(query.get('timeZone')).toBe('Europe/Prague');
    const first = inZone(midnight, 'Europe/Prague');
    await expect(page.getByRole('radio', { name: new RegExp(`^${first} to `) })).toBeVisible();
    await expect(
      page.getByRole('radio', {
        name: new RegExp(`^${inZone(midnight - 30 * 60_000, 'Europe/Prague')} to `),
      }),
    ).toHaveCount(0);
  });
});
