// Lifecycle gaps of the console, as a system administrator on one signed-in page: a subscription's seats edited on
// its page show with old and new values in its history and the audit area; a zone made the default and an empty one
// deleted (an occupied one refused with why); every meeting of a server ended after a confirmation with the count;
// a stored file and an attachment downloaded under their names; axe in light and dark, at 1280 and 390 px.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { renewedEndDate } from '../../src/core/admin/renewal';
import { dataDir } from './servers';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  openSignedIn,
  useDarkTheme,
} from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let page: Page;
let headers: Record<string, string>;

async function get<T>(request: APIRequestContext, path: string, params?: Record<string, string | number>) {
  const answer = await request.get(`${API}${path}`, { headers, params });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

test.beforeAll(async ({ browser, request }, testInfo) => {
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  await openSignedIn(page, ACCOUNTS.admin);
  headers = await apiSession(request, ACCOUNTS.admin);
});
test.afterAll(() => page?.close());

test("a subscription's seats changed on its page show old and new values in its history and the audit area", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { items } = await get<{ items: { uid: string; seats: number }[] }>(
    request,
    'web/admin/subscriptions',
    {
      size: 5,
      filter: 'enabled=true',
    },
  );
  const subscription = items[1];
  if (!subscription) throw new Error('the seed has two enabled subscriptions');
  await openRoute(page, `subscriptions/${subscription.uid}`);
  const terms = page.getByRole('form', { name: 'Terms of the subscription' });
  const seats = terms.getByRole('spinbutton', { name: 'Seats' });
  await expect(seats).toHaveValue(String(subscription.seats));
  await seats.fill(String(subscription.seats + 5));
  await seats.press('Tab');
  await terms.getByRole('button', { name: 'Save the terms' }).click();
  await expect(terms.getByText('The terms of the subscription are saved.')).toBeVisible();
  await expect(
    page
      .getByRole('definition')
      .filter({ hasText: String(subscription.seats + 5) })
      .first(),
  ).toBeVisible();

  await page.getByRole('link', { name: 'History of changes' }).click();
  const table = page.getByRole('table', { name: 'Audit entries' });
  await table
    .getByRole('row')
    .filter({ hasText: 'Update a subscription' })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(
    page
      .getByRole('table', { name: 'Fields changed' })
      .getByRole('row')
      .filter({ hasText: 'seats' })
      .getByRole('cell'),
  ).toHaveText(['seats', String(subscription.seats), String(subscription.seats + 5)]);
  await openRoute(page, 'audit?filter=operation%3DupdateSubscription');
  await expect(table.locator('tbody tr').first()).toContainText('Update a subscription');
  await expect(table.locator('tbody tr').first()).toContainText(ACCOUNTS.admin.email);
});

test('a dated subscription left without an end date is refused on the field, every value typed kept', async ({
  request,
}) => {
  const { items } = await get<{ items: { uid: string; seats: number }[] }>(
    request,
    'web/admin/subscriptions',
    {
      size: 5,
      filter: 'enabled=true&perpetual=true',
    },
  );
  const subscription = items[0];
  if (!subscription) throw new Error('the seed has a perpetual subscription');
  await openRoute(page, `subscriptions/${subscription.uid}`);
  const terms = page.getByRole('form', { name: 'Terms of the subscription' });
  // Straight from the typed number to the checkbox: the click lands, and the number is kept.
  await terms.getByRole('spinbutton', { name: 'Seats' }).fill('77');
  await terms.getByRole('checkbox', { name: 'Perpetual' }).uncheck();
  await terms.getByRole('button', { name: 'Save the terms' }).click();
  await expect(terms.getByText('Choose an end date, or make the subscription perpetual.')).toBeVisible();
  await expect(terms.getByRole('spinbutton', { name: 'Seats' })).toHaveValue('77');
  // Renewing gives it an end date a year on, and the save goes through.
  // A year on from the day the button is pressed, by the calendar's rule (29 February renews to 28 February).
  const renewed = renewedEndDate(null, new Date().toISOString().slice(0, 10));
  await terms.getByRole('button', { name: 'Renew for one year' }).click();
  await terms.getByRole('button', { name: 'Save the terms' }).click();
  await expect(terms.getByText('The terms of the subscription are saved.')).toBeVisible();
  const saved = await get<{ seats: number; perpetual: boolean; endDate: string }>(
    request,
    `web/admin/subscriptions/${subscription.uid}`,
  );
  expect([saved.seats, saved.perpetual, saved.endDate]).toEqual([77, false, renewed]);
});

test('a zone is made the default, an occupied one is refused deletion with why, an empty one is deleted', async ({
  request,
}) => {
  const zones = await get<{ id: number; name: string; default: boolean; serverCount: number }[]>(
    request,
    'web/admin/services/zones',
  );
  const before = zones.find((zone) => zone.default);
  const occupied = zones.find((zone) => zone.serverCount > 0 && !zone.default);
  if (!before || !occupied) throw new Error('the seed has a default zone and an occupied one');
  const name = `Lifecycle ${Date.now()}`;
  // A write echoes the XSRF cookie of this test's own request context.
  headers = await apiSession(request, ACCOUNTS.admin);
  const created = await request.post(`${API}web/admin/services/zones`, { headers, data: { name } });
  expect(created.status()).toBe(201);

  await openRoute(page, 'service');
  await page.getByRole('button', { name: `Make default: ${name}` }).click();
  await expect(page.getByText(`${name} is now the default zone.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Default');
  await page.getByRole('button', { name: `Make default: ${before.name}` }).click();
  await expect(page.getByText(`${before.name} is now the default zone.`)).toBeVisible();

  await page.getByRole('button', { name: `Delete the zone ${occupied.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/^Only an empty zone can be deleted/)).toBeVisible();
  await page.getByRole('button', { name: `Delete the zone ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Zone ${name} deleted.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete the zone ${name}` })).toHaveCount(0);
});

test('every meeting of a server is ended after a confirmation that gives the count', async () => {
  // A server of its own with two live meetings, so that no other spec loses the demo meetings.
  const db = new Database(join(dataDir(), 'meet.sqlite'));
  const name = `Panic ${Date.now()}`;
  try {
    const zone = db.prepare('SELECT id FROM server_zones LIMIT 1').pluck().get() as number;
    const server = db
      .prepare(
        `INSERT INTO meeting_servers (address, name, type, status, version, connected, accept_new_meetings, validated,
           enabled, zone_id) VALUES (?, ?, 'MEDIA', 'running', '7.4.2', 1, 1, 1, 1, ?)`,
      )
      .run(`${Date.now()}.panic.example.org`, name, zone).lastInsertRowid;
    const live = db.prepare(
      `INSERT INTO meetings (uid, subject, start_date, duration, state, creator_name, creator_email, server_id,
         security_level, expected_user_count, reconnections, web_rtc_enabled, approval_required, pin_code)
       VALUES (?, 'Panic drill', ?, 60, 'started', 'Drill', 'drill@example.com', ?, 'standard', 2, 0, 0, 0, '1234')`,
    );
    for (const n of [1, 2])
      live.run(String(300_000_000 + (Date.now() % 10_000_000) * 10 + n), new Date().toISOString(), server);
  } finally {
    db.close();
  }
  await openRoute(page, 'service');
  await page.getByRole('button', { name: `End every meeting: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`End the 2 meetings running on ${name} now?`);
  await dialog.getByRole('button', { name: 'End the meetings' }).click();
  await expect(page.getByText(`2 meetings of ${name} ended.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `End every meeting: ${name}` })).toHaveCount(0);
});

test('a stored file and an attachment download under their names, with their bytes', async ({ request }) => {
  const { items } = await get<{ items: { id: number; name: string; meetingUid: string; size: number }[] }>(
    request,
    'web/admin/files',
    { size: 5, filter: 'name=Agenda.pdf' },
  );
  const file = items[0];
  if (!file) throw new Error('the seed stores an agenda');
  await openRoute(page, `file?filter=${encodeURIComponent(`meetingUid=${file.meetingUid}`)}`);
  const saved = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download ${file.name}` })
    .first()
    .click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(file.name);
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await openRoute(page, `meeting/${file.meetingUid}/attachment-file`);
  const again = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Download: ${file.name}` })
    .first()
    .click();
  expect((await again).suggestedFilename()).toBe(file.name);
});

for (const dark of [false, true]) {
  for (const width of [1280, 390]) {
    test(`the terms and services sections pass axe at ${width} px (${dark ? 'dark' : 'light'})`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const shot = await browser.newPage({
        baseURL: testInfo.project.use.baseURL,
        locale: 'en-US',
        viewport: { width, height: 900 },
      });
      // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
      if (dark) await useDarkTheme(shot);
      await openSignedIn(shot, ACCOUNTS.admin);
      const { items } = await get<{ items: { uid: string }[] }>(request, 'web/admin/subscriptions', {
        size: 5,
        filter: 'enabled=true',
      });
      await openRoute(shot, `subscriptions/${items[0]?.uid}`);
      await expect(shot.getByRole('button', { name: 'Renew for one year' })).toBeVisible();
      await expectAccessible(shot);
      const suffix = `${width}-${dark ? 'dark' : 'light'}`;
      await shot.screenshot({
        path: testInfo.outputPath(`subscription-terms-${suffix}.png`),
        fullPage: true,
      });
      await openRoute(shot, 'service');
      await expect(shot.getByRole('button', { name: /^Make default: / }).first()).toBeVisible();
      await expectAccessible(shot);
      await shot.screenshot({ path: testInfo.outputPath(`services-${suffix}.png`), fullPage: true });
      await shot.close();
    });
  }
}
