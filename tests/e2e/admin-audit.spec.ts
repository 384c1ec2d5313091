// The audit area: a user's role, a setting and a subscription's seats, each changed, show in the trail with old and
// new values and in that record's history; an audit row altered in the database directly is the one the
// verification names; the export carries the filters of the list; axe in light and dark at 1280 and 390 px, the
// keyboard alone, and only system administrators see the area.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { dataDir } from './servers';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  openSignedIn,
  tabTo,
  useDarkTheme,
} from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

async function pageAt(browser: Browser, baseURL: string | undefined, width = 1280, dark = false) {
  const page = await browser.newPage({ baseURL, locale: 'en-US', viewport: { width, height: 900 } });
  // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
  if (dark) await useDarkTheme(page);
  await openSignedIn(page, ACCOUNTS.admin);
  return page;
}

/** From a record's page, its history; then the newest entry of `operation` there, opened. */
async function openHistoryEntry(page: Page, operation: string) {
  await page.getByRole('link', { name: 'History of changes' }).click();
  await expect(page).toHaveURL(/\/meet\/audit\?filter=recordType/);
  const table = page.getByRole('table', { name: 'Audit entries' });
  const row = table.getByRole('row').filter({ hasText: operation }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Audit entry \d+$/ })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: operation })).toBeVisible();
}

/** The row of the changes table that names `field`. */
const changeRow = (page: Page, field: string) =>
  page.getByRole('table', { name: 'Fields changed' }).getByRole('row').filter({ hasText: field });

test('a role, a setting and seats changed each show old and new values in the audit area and the record history', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const headers = await apiSession(request, ACCOUNTS.admin);
  const created = await request.post(`${API}web/admin/users`, {
    headers,
    data: {
      email: 'audrey.audit@example.net',
      firstName: 'Audrey',
      lastName: 'Audit',
      language: 'en',
      roles: [],
    },
  });
  expect(created.status()).toBe(201);
  const subscriptions = await request.get(`${API}web/admin/subscriptions`, {
    headers,
    params: { size: 5, filter: 'enabled=true' },
  });
  const [subscription] = ((await subscriptions.json()) as { items: { uid: string; seats: number }[] }).items;
  if (!subscription) throw new Error('the seed has no enabled subscription');
  const seats = subscription.seats + 7;
  const patched = await request.patch(`${API}web/admin/subscriptions/${subscription.uid}`, {
    headers,
    data: { seats },
  });
  expect(patched.status()).toBe(200);

  const page = await pageAt(browser, testInfo.project.use.baseURL);
  // The role, changed on the user's page.
  await openRoute(page, 'users?filter=email%3Daudrey.audit');
  await page.getByRole('link', { name: 'Audrey Audit' }).click();
  await page.getByRole('checkbox', { name: 'User manager' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.alert[role=status]', { hasText: 'User saved.' })).toBeVisible();
  await openHistoryEntry(page, 'Update a user');
  await expect(changeRow(page, 'roles').getByRole('cell')).toHaveText(['roles', '(empty)', 'User manager']);
  await expect(page.getByRole('definition').filter({ hasText: ACCOUNTS.admin.email })).toBeVisible();
  await expect(page.getByRole('link', { name: /^User \d+$/ })).toBeVisible();

  // A setting, changed in its group; its history is the group's.
  await openRoute(page, 'setting?group=general');
  const form = page.locator('form.settings-form');
  const name = form.getByLabel('Organization name');
  await expect(name).not.toHaveValue('');
  const before = await name.inputValue();
  await name.fill('Audited Operator');
  await form.getByRole('button', { name: 'Save the group' }).click();
  await expect(
    page.getByRole('status', { name: 'Notifications' }).getByText('The settings are saved.'),
  ).toBeVisible();
  await openHistoryEntry(page, 'Change the settings: General');
  await expect(changeRow(page, 'organizationName').getByRole('cell')).toHaveText([
    'organizationName',
    before,
    'Audited Operator',
  ]);
  await openRoute(page, 'setting?group=general');
  await form.getByLabel('Organization name').fill(before);
  await form.getByRole('button', { name: 'Save the group' }).click();
  await expect(
    page.getByRole('status', { name: 'Notifications' }).getByText('The settings are saved.'),
  ).toBeVisible();

  // The seats, changed through the API, in the subscription's history.
  await openRoute(page, `subscriptions/${subscription.uid}`);
  await openHistoryEntry(page, 'Update a subscription');
  await expect(changeRow(page, 'seats').getByRole('cell')).toHaveText([
    'seats',
    String(subscription.seats),
    String(seats),
  ]);

  // The audit area itself, filtered by operation in the address, lists the three changes under their names.
  for (const [operation, name] of [
    ['updateUser', 'Update a user'],
    ['updateGeneralSettings', 'Change the settings: General'],
    ['updateSubscription', 'Update a subscription'],
  ] as const) {
    await openRoute(page, `audit?filter=operation%3D${operation}`);
    const rows = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr');
    await expect(rows.first()).toContainText(name);
    await expect(rows.filter({ hasNotText: name })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Operation' })).toHaveValue(operation);
  }
  // Chosen by its name in the filter panel, an operation is the filter of the address.
  await page.getByRole('combobox', { name: 'Operation' }).selectOption({ label: 'Sign in' });
  await expect(page).toHaveURL(/[?&]filter=operation%3Dlogin/);
  await expect(
    page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr').filter({ hasNotText: 'Sign in' }),
  ).toHaveCount(0);
  await request.patch(`${API}web/admin/subscriptions/${subscription.uid}`, {
    headers,
    data: { seats: subscription.seats },
  });
  await page.close();
});

test('an audit row altered in the database is the one the verification names', async ({
  browser,
}, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL);
  await openRoute(page, 'audit');
  const status = page.getByRole('status').filter({ hasText: /trail holds|chain breaks/ });
  await page.getByRole('button', { name: 'Verify the trail' }).click();
  await expect(status).toContainText(/The trail holds: \d+ entries checked\./);

  // Someone with the database file in hand: the append-only trigger dropped, one sign-in rewritten.
  const db = new Database(join(dataDir(), 'meet.sqlite'));
  const trigger = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'audit_entries_append_only'")
    .pluck()
    .get() as string;
  const row = db
    .prepare("SELECT id, actor_login FROM audit_entries WHERE operation = 'login' ORDER BY id DESC LIMIT 1")
    .get() as { id: number; actor_login: string };
  const rewrite = (login: string) =>
    db.transaction(() => {
      db.exec('DROP TRIGGER audit_entries_append_only');
      db.prepare('UPDATE audit_entries SET actor_login = ? WHERE id = ?').run(login, row.id);
      db.exec(trigger);
    })();
  try {
    rewrite('someone.else@example.com');
    await page.getByRole('button', { name: 'Verify the trail' }).click();
    await expect(status).toContainText(`The chain breaks at entry ${row.id}: this entry was altered.`);
    await status.getByRole('link', { name: `Open entry ${row.id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Audit entry ${row.id}` })).toBeVisible();
  } finally {
    rewrite(row.actor_login);
    db.close();
  }
  await openRoute(page, 'audit');
  await page.getByRole('button', { name: 'Verify the trail' }).click();
  await expect(status).toContainText('The trail holds');
  await page.close();
});

test('the audit export opens with the filters of the list applied', async ({ browser }, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL);
  await openRoute(page, `audit?filter=${encodeURIComponent('operation=login&outcome=done')}`);
  const first = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr').first();
  await expect(first).toContainText('Sign in');
  // The outcome is a status, shown as the kit's badges are.
  await expect(first.locator('.badge')).toHaveText('Done');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (CSV)' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text.trim(), { header: true, delimiter: ';' });
  expect(data.length).toBeGreaterThan(0);
  for (const entry of data) expect([entry.operation, entry.outcome]).toEqual(['login', 'done']);
  expect(data.map((entry) => entry.actor)).toContain(ACCOUNTS.admin.email);
  await page.close();
});

for (const dark of [false, true]) {
  for (const width of [1280, 390]) {
    test(`the audit list and an entry pass axe at ${width} px (${dark ? 'dark' : 'light'})`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(90_000);
      const page = await pageAt(browser, testInfo.project.use.baseURL, width, dark);
      await openRoute(page, 'audit');
      const first = page.getByRole('table', { name: 'Audit entries' }).locator('tbody tr').first();
      await expect(first).toBeVisible();
      await page.getByRole('button', { name: 'Verify the trail' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The trail holds' })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`audit-list-${width}-${dark ? 'dark' : 'light'}.png`),
      });
      await openRoute(page, 'audit?filter=operation%3DupdateUser');
      await first.getByRole('link').first().click();
      await expect(page.getByRole('table', { name: 'Fields changed' })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: testInfo.outputPath(`audit-entry-${width}-${dark ? 'dark' : 'light'}.png`),
      });
      await page.close();
    });
  }
}

test('by keyboard alone: verify the trail, open an entry, and back to the list', async ({
  browser,
}, testInfo) => {
  const page = await pageAt(browser, testInfo.project.use.baseURL);
  await openRoute(page, 'audit');
  const table = page.getByRole('table', { name: 'Audit entries' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify the trail' });
  await tabTo(page, verify);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The trail holds' })).toBeVisible();
  const entry = table.locator('tbody tr').first().getByRole('link').first();
  await tabTo(page, entry, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Audit entry \d+$/ })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to the audit trail' });
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(table).toBeVisible();
  await page.close();
});

test('only a system administrator sees the audit area and the history links', async ({
  browser,
}, testInfo) => {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'en-US' });
  await openSignedIn(page, ACCOUNTS.administrator);
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit', exact: true })).toHaveCount(0);
  await openRoute(page, 'audit');
  await expect(page.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await openRoute(page, 'users?filter=email%3Duser%40example.com');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History of changes' })).toHaveCount(0);
  await page.close();

  const admin = await pageAt(browser, testInfo.project.use.baseURL);
  await admin.getByRole('button', { name: 'Administration' }).click();
  await admin.getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(admin).toHaveURL(/\/meet\/audit$/);
  await admin.close();
});
