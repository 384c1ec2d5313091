// The users area of the administration console against the reference server, with one signed-in page for
// the whole file: the list's view in the address, create by keyboard alone, edit, delete, reset link (none for
// an external account), import, export, e-mail migration, and who may see the area.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
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

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

let page: Page;

async function openPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const opened = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await openSignedIn(opened, account);
  return opened;
}

test.beforeAll(async ({ browser }) => {
  page = await openPage(browser, ACCOUNTS.admin);
});
test.afterAll(async () => {
  await page.close();
});

const table = () => page.getByRole('table', { name: 'Users' });
const firstCell = () => table().getByRole('row').nth(1).getByRole('cell').nth(2);
const query = () => Object.fromEntries(new URL(page.url()).searchParams);

async function addFilter(name: string): Promise<void> {
  await page.getByLabel('Filter to add').selectOption({ label: name });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** A CSV file for a file input. */
const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('a filtered, sorted page 2 comes back after a reload and with back and forward', async () => {
  await openRoute(page, 'users');
  await expect(table().getByRole('row')).toHaveCount(11);
  await addFilter('Activated');
  await expect.poll(() => query().filter).toBe('activated=true');
  await page.getByRole('button', { name: /^Name/ }).click();
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect.poll(() => query()).toEqual({ filter: 'activated=true', sort: 'lastName', order: '1' });
  const first = (await firstCell().textContent()) ?? '';
  await page.getByRole('button', { name: 'Go to page 2', exact: true }).click();
  await expect.poll(() => query().page).toBe('2');
  await expect(firstCell()).not.toHaveText(first);
  const second = (await firstCell().textContent()) ?? '';

  await openRoute(page);
  await expect(firstCell()).toHaveText(second);
  expect(query()).toEqual({ filter: 'activated=true', sort: 'lastName', order: '1', page: '2' });
  await expect(page.getByLabel('Activated', { exact: true })).toBeVisible();

  await page.goBack();
  await expect.poll(() => query().page).toBeUndefined();
  await expect(firstCell()).not.toHaveText(second);
  await page.goForward();
  await expect(firstCell()).toHaveText(second);
  await expectAccessible(page);
});

test('a user is created with the keyboard alone, then shown with the old values', async () => {
  await openRoute(page, 'users');
  await tabTo(page, page.getByRole('link', { name: 'Add a user' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/users\/new$/);
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim.keyboard@example.net');
  await tabTo(page, page.getByRole('checkbox', { name: 'User manager' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create the user' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/users\/\d+$/);
  // The created record's heading takes the focus (it had fallen to the page).
  await expect(page.getByRole('heading', { level: 1, name: 'Kim Keyboard' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'User manager' })).toBeChecked();
  await expectAccessible(page);
});

test('an edit shows the old value, a refused save keeps it with the translated error, a save keeps it', async () => {
  await openRoute(page, 'users?filter=email%3Dkim.keyboard');
  await page.getByRole('link', { name: 'Kim Keyboard' }).click();
  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('user@example.com');
  await expect(page.getByText('old value : kim.keyboard@example.net')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This user already exists.' })).toBeVisible();
  await expect(email).toHaveValue('user@example.com');

  await email.fill('kim.k@example.net');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The saved form's message takes the focus.
  await expect(page.locator('.alert[role=status]', { hasText: 'User saved.' })).toBeFocused();
  await openRoute(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('kim.k@example.net');
});

test('leaving with unsaved edits asks first: stay keeps them, leave drops them', async () => {
  await page.getByLabel('Last name').fill('Changed');
  await page.getByRole('link', { name: 'Back to the users' }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue('Changed');
  await page.getByRole('link', { name: 'Back to the users' }).click();
  await page.getByRole('dialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/meet\/users$/);
});

test('a reset-password link is made, shown and copied with one click', async () => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, 'users?filter=email%3Dkim.k');
  await page.getByRole('link', { name: 'Kim Keyboard' }).click();
  await page.getByRole('button', { name: 'Make a reset-password link' }).click();
  const link = page.getByRole('textbox', { name: 'The link' });
  await expect(link).toHaveValue(/\/meet\/change-password\?/);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test('an external account shows its source in words, says why, and offers no reset-password link', async ({
  request,
}) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const answer = await request.get(`${API}web/admin/users`, { headers, params: { size: 100 } });
  const { items: summaries } = (await answer.json()) as { items: { id: number }[] };
  // The list leaves the source out: the details of the first users hold accounts of each source.
  const items: { id: number; source: string }[] = [];
  for (const { id } of summaries) {
    items.push(await (await request.get(`${API}web/admin/users/${id}`, { headers })).json());
    if (['LDAP', 'SSO', 'INTERNAL'].every((source) => items.some((item) => item.source === source))) break;
  }
  const cases = [
    ['LDAP', 'LDAP directory', 'This account comes from the LDAP directory'],
    ['SSO', 'Single sign-on', 'This account signs in through single sign-on'],
  ] as const;
  for (const [source, name, why] of cases) {
    const user = items.find((item) => item.source === source);
    if (!user) throw new Error(`no ${source} account among the first users`);
    await openRoute(page, `users/${user.id}`);
    await expect(page.locator('dl.facts')).toContainText(`Account source${name}`);
    await expect(page.getByText(why)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Make a reset-password link' })).toHaveCount(0);
    await expect(page.getByText(source, { exact: true })).toHaveCount(0);
  }
  const internal = items.find((item) => item.source === 'INTERNAL');
  await openRoute(page, `users/${internal?.id}`);
  await expect(page.locator('dl.facts')).toContainText('Account sourceInternal (Meet)');
  await expect(page.getByRole('button', { name: 'Make a reset-password link' })).toBeVisible();
});

test('deleting asks first: cancel keeps the user, confirm deletes; the administrator account refuses', async () => {
  await openRoute(page, 'users?filter=email%3Dkim.k');
  await page.getByRole('link', { name: 'Kim Keyboard' }).click();
  await page.getByRole('button', { name: 'Delete the user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Kim Keyboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete the user' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/meet\/users$/);
  await openRoute(page, 'users?filter=email%3Dkim.k');
  await expect(table().getByText('No user matches these filters.')).toBeVisible();

  await openRoute(page, 'users?filter=email%3Dadmin%40example.com');
  await table().getByRole('checkbox', { name: 'Select Alex Morgan' }).check();
  await page.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The administrator account cannot be deleted.')).toBeVisible();
  await expect(table().getByRole('link', { name: 'Alex Morgan' })).toBeVisible();
});

test('an import reports every line: good lines land, bad ones say why, the report downloads', async () => {
  await openRoute(page, 'users');
  await page.getByRole('button', { name: 'Import (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('users-template.csv');
  expect(readFileSync((await template.path()) ?? '', 'utf8')).toContain(
    'email;firstName;lastName;login;language',
  );
  const file = [
    'email;firstName;lastName;language',
    'imported.one@example.net;Ina;One;fr',
    'not-an-email;Bad;Line;en',
    'user@example.com;Jordan;Lee;en',
    'imported.two@example.net;Ivo;Two;xx',
    '',
  ].join('\n');
  await dialog.locator('input[type=file]').setInputFiles(csv('users.csv', file));
  const results = dialog.getByRole('table', { name: 'Results per line' });
  await dialog.getByRole('checkbox', { name: /Dry run/ }).check();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Dry run: nothing was changed. 1 line would succeed. 1 line would be skipped (already there). 2 lines would fail.',
  );
  await expect(results.getByRole('row', { name: /imported.one/ })).toContainText(
    'Would succeed Would be created.',
  );
  await expect(results.getByRole('row', { name: /not-an-email/ })).toContainText(
    'Would fail Email is invalid.',
  );
  await expect(dialog.getByText('User created.')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: /Dry run/ }).uncheck();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '1 line succeeded. 1 line skipped (already there). 2 lines failed.',
  );
  await expect(results.getByRole('row', { name: /imported.one/ })).toContainText('Success User created.');
  await expect(results.getByRole('row', { name: /not-an-email/ })).toContainText('Failure Email is invalid.');
  // On a phone the result and its message stay in view: no sideways scrolling to read them.
  await page.setViewportSize({ width: 390, height: 800 });
  const outcome = results
    .getByRole('row', { name: /not-an-email/ })
    .getByRole('cell')
    .last();
  const box = await outcome.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(results.getByRole('row', { name: /not-an-email/ })).toContainText('Email is invalid.');
  await expect(results.getByRole('row', { name: /user@example.com/ })).toContainText(
    'Skipped This user already exists.',
  );
  await expect(results.getByRole('row', { name: /imported.two/ })).toContainText('not valid');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the results (CSV)' }).click(),
  ]);
  const report = readFileSync((await download.path()) ?? '', 'utf8');
  expect(report).toContain('"not-an-email";"invalidEmail";"Email is invalid."');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await openRoute(page, 'users?filter=email%3Dimported.');
  await expect(table().getByRole('link')).toHaveText(['Ina One', 'imported.one@example.net']);

  await page.getByRole('button', { name: 'Import (CSV)' }).click();
  await dialog.locator('input[type=file]').setInputFiles(csv('bad.csv', 'name;phone\nAnn;123\n'));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/not a valid import file/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
});

test('the export is the whole filtered list as the server made it, formula-guarded', async () => {
  await openRoute(page, 'users?filter=email%3Dimported.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (CSV)' }).click(),
  ]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(
    'email;firstName;lastName;login;language;timeZoneId;activated;registrationDate;lastLoginDate;roles',
  );
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['"imported.one@example.net"']);
});

test('an e-mail migration dry run changes nothing; the real one moves the address', async ({ request }) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const file = [
    'oldEmail;newEmail',
    'imported.one@example.net;migrated.one@example.net',
    'nobody@example.net;someone@example.net',
    'imported.one@example.net;user@example.com',
    'broken-line',
    '',
  ].join('\n');
  await openRoute(page, 'users');
  await page.getByRole('button', { name: 'E-mail migration' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail migration' });
  await expect(dialog.getByRole('checkbox', { name: /Dry run/ })).toBeChecked();
  await dialog.locator('input[type=file]').setInputFiles(csv('migration.csv', file));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const results = dialog.getByRole('table', { name: 'Results per line' });
  await expect(results.getByRole('row', { name: /migrated.one/ })).toContainText(
    'Would move to the new e-mail.',
  );
  await expect(results.getByRole('row', { name: /nobody/ })).toContainText('E-mail not found.');
  await expect(results.getByRole('row', { name: /user@example.com/ })).toContainText('already used');
  await expect(results.getByRole('row', { name: /broken-line/ })).toContainText('Not valid');
  const unchanged = await request.get(
    `${API}web/admin/users?filter=${encodeURIComponent('email=imported.one')}`,
    {
      headers,
    },
  );
  expect(((await unchanged.json()) as { total: number }).total).toBe(1);

  await dialog.getByRole('checkbox', { name: /Dry run/ }).uncheck();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(results.getByRole('row', { name: /migrated.one/ })).toContainText('Success.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await openRoute(page, 'users?filter=email%3Dmigrated.one');
  await expect(table().getByRole('link')).toHaveText(['Ina One', 'migrated.one@example.net']);
});

test("<meet-users-admin> alone on a page shares the session and keeps its view in that page's address", async () => {
  await page.goto('demo/pages/admin-elements.html');
  await expect(table().getByRole('row')).toHaveCount(11);
  const first = (await firstCell().textContent()) ?? '';
  await page.getByRole('button', { name: 'Go to page 3', exact: true }).click();
  await expect.poll(() => query().page).toBe('3');
  await expect(firstCell()).not.toHaveText(first);
  const third = (await firstCell().textContent()) ?? '';
  await page.reload();
  await expect(firstCell()).toHaveText(third);
  expect(new URL(page.url()).pathname).toBe('/meet/demo/pages/admin-elements.html');
  await expectAccessible(page);
});

test('<meet-admin-console> on a page of its own opens the first area and moves between areas', async () => {
  await page.goto('demo/pages/admin-console.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(table().getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(/\/meet\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expectAccessible(page);
});

test('in dark mode the list, a user and the import pass axe too', async ({ browser }) => {
  const dark = await browser.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await useDarkTheme(dark);
  await openSignedIn(dark, ACCOUNTS.admin, 'users');
  // On a phone the rows are cards under one select-and-sort group: no header row.
  await expect(dark.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(10);
  await expectAccessible(dark);
  await dark.getByRole('link', { name: 'Alex Morgan' }).click();
  await expect(dark.getByLabel('First name')).toHaveValue('Alex');
  await expectAccessible(dark);
  await dark.close();
});

test('each role sees its menu; a user manager has users and tags, a user without roles is refused (1005)', async ({
  browser,
  request,
}) => {
  await openRoute(page, 'users');
  await page.getByRole('button', { name: 'Administration' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();

  const manager = await openPage(browser, ACCOUNTS.manager);
  await manager.getByRole('button', { name: 'Administration' }).click();
  const items = manager
    .getByRole('list')
    .filter({ has: manager.getByRole('link', { name: 'Users' }) })
    .filter({ hasNot: manager.getByRole('link', { name: 'Dashboard' }) });
  await expect(items.getByRole('link')).toHaveText(['Users', 'Tags']);
  await manager.close();

  // The demo user has no role; managing an organization of the seed, they see organizations alone.
  const user = await openPage(browser, ACCOUNTS.user);
  await user.getByRole('button', { name: 'Administration' }).click();
  const theirs = user
    .getByRole('list')
    .filter({ has: user.getByRole('link', { name: 'Organizations' }) })
    .filter({ hasNot: user.getByRole('link', { name: 'Dashboard' }) });
  await expect(theirs.getByRole('link')).toHaveText(['Organizations']);
  await user.goto('users');
  await expect(user.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await user.close();

  const headers = await apiSession(request, ACCOUNTS.user);
  const refused = await request.get(`${API}web/admin/users`, { headers });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { exception: { code: number } }).exception.code).toBe(1005);
});

test("a user's detail shows their language, time zone, server zone and dates as the server holds them, in words", async ({
  request,
}) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const filter = encodeURIComponent('email=user@example.com');
  const page1 = (await (await request.get(`${API}web/admin/users?filter=${filter}`, { headers })).json()) as {
    items: { id: number }[];
  };
  const id = page1.items[0]?.id;
  const user = (await (await request.get(`${API}web/admin/users/${id}`, { headers })).json()) as {
    language: string;
    timeZoneId: string;
    serverZoneId: number | null;
    registrationDate: string;
    lastLoginDate: string | null;
  };
  await openRoute(page, `users/${id}`);
  // A full load of the console on a busy machine can take seconds; the form shows once the user is loaded.
  await expect(page.getByLabel('Language')).toHaveValue(user.language, { timeout: 20_000 });
  await expect(page.getByLabel('Time zone')).toHaveValue(user.timeZoneId);
  await expect(page.getByLabel('Server zone')).toHaveValue(
    user.serverZoneId === null ? '' : String(user.serverZoneId),
  );
  const shown = (iso: string | null) =>
    page.evaluate(
      (value) =>
        value
          ? new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
          : 'Never',
      iso,
    );
  const fact = (name: string) =>
    page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Registered')).toHaveText(await shown(user.registrationDate));
  await expect(fact('Last login')).toHaveText(await shown(user.lastLoginDate));
});
