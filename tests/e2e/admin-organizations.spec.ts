// The organizations and subscription areas against the reference server, as an administrator: add an
// organization, its subscriptions and managers, disable a subscription (cancelled, then confirmed), the
// organizers within their limit (keyboard add, import with bad lines, export, delete), the features, the
// forced contacts with the LDAP sync, the exceeding list and the ranking; then an organization manager's view.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  expectAccessible,
  FIRST_LOAD_MS,
  openRoute,
  openSignedIn,
  tabTo,
  useDarkTheme,
} from './support';

const ORG = 'E2E Umbrella';

test.describe.configure({ mode: 'serial' });

let page: Page;
let organizationUrl = '';
let subscriptionUrl = '';

async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const signedIn = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await openSignedIn(signedIn, account);
  return signedIn;
}

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
const subscriptions = () => page.getByRole('table', { name: 'Subscriptions' });
const organizers = () => page.getByRole('table', { name: 'Organizers' });
const toast = (text: string | RegExp) => page.getByText(text).first();
/** Clicks "Export (CSV)": the downloaded file's name and its lines (the byte order mark left out). */
async function exportCsv(): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export (CSV)' }).click(),
  ]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  };
}

/** Adds a perpetual subscription of `product` with `seats` seats through the detail's form. */
async function addSubscription(product: string, seats: number): Promise<void> {
  await page.getByRole('button', { name: 'Add a subscription' }).click();
  const form = page.getByRole('form', { name: 'New subscription' });
  await form.getByLabel('Product').selectOption(product);
  await form.getByLabel('Seats').fill(String(seats));
  await form.getByLabel('Perpetual').check();
  await form.getByRole('button', { name: 'Add the subscription' }).click();
  await expect(subscriptions().getByRole('link', { name: product })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser, ACCOUNTS.admin);
});

test.afterAll(async () => {
  await page?.close();
});

test('the list shows organizations with machine ID and counts; a new one opens its detail; axe finds nothing', async () => {
  await openRoute(page, 'organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  const table = page.getByRole('table', { name: 'Organizations' });
  await expect(table.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/meet\/organizations\/[0-9a-f-]{36}$/,
  );
  await expectAccessible(page);
  await page.getByLabel('Name of the new organization').fill(ORG);
  await page.getByLabel(/^Machine ID/).fill('e2e-umbrella-01');
  await page.getByRole('button', { name: 'Add an organization' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORG })).toBeVisible();
  await expect(page.getByText('e2e-umbrella-01')).toBeVisible();
  organizationUrl = page.url();
  await openRoute(page, `organizations?filter=${encodeURIComponent('machineId=e2e-umbrella')}`);
  await expect(page.getByRole('table', { name: 'Organizations' }).getByRole('link')).toHaveText([ORG]);
  await openRoute(page, 'organizations');
  await page.getByLabel('Name of the new organization').fill(ORG);
  await page.getByRole('button', { name: 'Add an organization' }).click();
  // On the name field, and read out.
  await expect(page.getByLabel('Name of the new organization')).toHaveAccessibleDescription(
    /An organization with this name already exists\./,
  );
  await expect(page.getByRole('alert')).toHaveText('An organization with this name already exists.');
  await expect(page.getByLabel('Name of the new organization')).toHaveValue(ORG);
});

test('the detail adds subscriptions and managers; a manager is deleted only once confirmed', async () => {
  await openRoute(page, organizationUrl);
  await expect(page.getByText('This organization has no subscription yet.')).toBeVisible();
  await addSubscription('Meet Trial', 2);
  await addSubscription('Meet Education', 30);
  const trial = subscriptions().getByRole('row').filter({ hasText: 'Meet Trial' });
  await expect(trial).toContainText('Perpetual');
  await expect(trial).toContainText('0 / 2');

  const form = page.getByRole('form', { name: 'Add a manager' });
  await form.getByLabel('E-mail address of the new manager').fill('nobody@example.org');
  await form.getByRole('button', { name: 'Add a manager' }).click();
  await expect(form.getByRole('alert')).toHaveText('No user has this e-mail address.');
  await form.getByLabel('E-mail address of the new manager').fill(ACCOUNTS.manager.email);
  await form.getByRole('button', { name: 'Add a manager' }).click();
  const managers = page.getByRole('table', { name: 'Managers' });
  await expect(managers.getByRole('row').filter({ hasText: ACCOUNTS.manager.email })).toContainText(
    'English',
  );
  // The pointer rests on the new row after the click: its hover shade is no state a reader must read in.
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Delete the manager ${ACCOUNTS.manager.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the manager' }).click();
  await expect(page.getByText('This organization has no manager.')).toBeVisible();
});

test('disabling a subscription says it is permanent; cancelled nothing changes, confirmed it is shown disabled', async () => {
  await openRoute(page, organizationUrl);
  const education = subscriptions().getByRole('row').filter({ hasText: 'Meet Education' });
  await page.getByRole('button', { name: 'Disable the subscription Meet Education' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This is permanent');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(education.getByRole('button', { name: /Disable/ })).toBeVisible();
  await page.getByRole('button', { name: 'Disable the subscription Meet Education' }).click();
  await dialog.getByRole('button', { name: 'Disable for good' }).click();
  await expect(education).toContainText('Disabled');
  await expect(education.getByRole('button')).toHaveCount(0);
  await education.getByRole('link', { name: 'Meet Education' }).click();
  await expect(page.getByText('This subscription is disabled: it can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add an organizer' })).toHaveCount(0);
});

test('an organizer is added with the keyboard alone; the screen counts what is left of the limit', async () => {
  await openRoute(page, organizationUrl);
  await subscriptions().getByRole('link', { name: 'Meet Trial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${ORG} — Meet Trial` })).toBeVisible();
  subscriptionUrl = page.url();
  await expect(page.getByText('2 more organizers can be added.')).toBeVisible();
  const field = page.getByLabel('E-mail address of the new organizer');
  await tabTo(page, field);
  await page.keyboard.type(ACCOUNTS.admin.email);
  await page.keyboard.press('Enter');
  await expect(organizers().getByRole('row').filter({ hasText: ACCOUNTS.admin.email })).toContainText(
    'Added manually',
  );
  await expect(page.getByText('1 more organizer can be added.')).toBeVisible();
  await expectAccessible(page);
});

test('an import reports every line: bad addresses, unknown users and the limit; the limit then refuses', async () => {
  await openRoute(page, subscriptionUrl);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import organizers' });
  const file = [
    'email',
    'not-an-email',
    ACCOUNTS.manager.email,
    'nobody@example.org',
    ACCOUNTS.user.email,
    '',
  ];
  await dialog.locator('input[type=file]').setInputFiles(csv('organizers.csv', file.join('\n')));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 line succeeded. 3 lines failed.');
  const results = dialog.getByRole('table', { name: 'Results per line' });
  await expect(results.getByRole('row', { name: /not-an-email/ })).toContainText('Email is invalid.');
  await expect(results.getByRole('row', { name: /nobody/ })).toContainText(
    'No user has this e-mail address.',
  );
  await expect(results.getByRole('row', { name: /user@example.com/ })).toContainText(
    'The organizer limit of the subscription is reached.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText('0 more organizers can be added.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add an organizer' });
  await form.getByLabel('E-mail address of the new organizer').fill(ACCOUNTS.user.email);
  await form.getByRole('button', { name: 'Add an organizer' }).click();
  await expect(form.getByText(/organizer limit of this subscription is reached/).first()).toBeVisible();
  await expect(form.getByLabel('E-mail address of the new organizer')).toHaveValue(ACCOUNTS.user.email);
});

test('the export holds every organizer, under a filter only those kept; deleting the selection asks first and frees a place', async () => {
  await openRoute(page, subscriptionUrl);
  const { lines } = await exportCsv();
  expect(lines[0]).toBe('email;firstName;lastName;addedDate;source');
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
    `"${ACCOUNTS.admin.email}"`,
    `"${ACCOUNTS.manager.email}"`,
  ]);

  // Under the list's filter (held in the address) the file holds only the organizers the list shows.
  await openRoute(
    page,
    `${subscriptionUrl}?organizersfilter=${encodeURIComponent(`name=${ACCOUNTS.manager.email}`)}`,
  );
  await expect(organizers().getByRole('row')).toHaveCount(2);
  await expect(organizers()).toContainText(ACCOUNTS.manager.email);
  const { name: filteredName, lines: kept } = await exportCsv();
  expect(filteredName).toBe('organizers.csv');
  expect(kept[0]).toBe('email;firstName;lastName;addedDate;source');
  expect(kept.slice(1).map((line) => line.split(';')[0])).toEqual([`"${ACCOUNTS.manager.email}"`]);

  await openRoute(page, subscriptionUrl);
  await organizers()
    .getByRole('row')
    .filter({ hasText: ACCOUNTS.manager.email })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 more organizer can be added.')).toBeVisible();
  await expect(organizers().getByRole('row').filter({ hasText: ACCOUNTS.manager.email })).toHaveCount(0);
});

test('the features are edited with toggles and numbers, marked with their old value, and saved', async () => {
  await openRoute(page, subscriptionUrl);
  await page.getByRole('tab', { name: 'Features' }).click();
  const messages = page.getByRole('switch', { name: 'Instant messages' });
  const was = (await messages.getAttribute('aria-checked')) === 'true';
  await messages.click();
  const quota = page.getByLabel('Recording quota');
  await quota.fill('42');
  await expect(page.getByText(/old value/i).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.locator('.alert[role=status]', { hasText: 'The features have been saved.' }),
  ).toBeFocused();
  await openRoute(page);
  await page.getByRole('tab', { name: 'Features' }).click();
  await expect(page.getByLabel('Recording quota')).toHaveValue('42');
  await expect(page.getByRole('switch', { name: 'Instant messages' })).toHaveAttribute(
    'aria-checked',
    String(!was),
  );
});

test('forced contacts: add, import with bad lines, LDAP sync with its counts', async () => {
  await openRoute(page, subscriptionUrl);
  await page.getByRole('tab', { name: 'Forced contacts' }).click();
  const form = page.getByRole('form', { name: 'Add a forced contact' });
  await form.getByLabel('E-mail address').fill('desk@umbrella.example.org');
  await form.getByLabel('First name').fill('Front');
  await form.getByLabel('Last name').fill('Desk');
  await form.getByRole('button', { name: 'Add the contact' }).click();
  const contacts = page.getByRole('table', { name: 'Forced contacts' });
  await expect(contacts.getByRole('row').filter({ hasText: 'desk@umbrella.example.org' })).toBeVisible();

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import forced contacts' });
  const file =
    'email;firstName;lastName\nbad;A;B\nhelp@umbrella.example.org;Help;Line\ndesk@umbrella.example.org;F;D\n';
  await dialog.locator('input[type=file]').setInputFiles(csv('contacts.csv', file));
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '1 line succeeded. 1 line skipped (already there). 1 line failed.',
  );
  await expect(dialog.getByRole('row', { name: /desk@/ })).toContainText('Skipped Already present.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(contacts.getByRole('row').filter({ hasText: 'help@umbrella.example.org' })).toBeVisible();

  // The members of the demo directory's contacts group (slapd) come in; a second sync keeps them.
  const sync = page.getByRole('button', { name: 'Synchronize with LDAP' });
  await sync.click();
  await expect(page.getByText('LDAP synchronization: 2 added, 0 removed, 0 unchanged.')).toBeVisible();
  const robin = contacts.getByRole('row').filter({ hasText: 'robin.dupont@example.com' });
  await expect(robin).toContainText('Robin');
  await expect(robin).toContainText('LDAP directory');
  await sync.click();
  await expect(page.getByText('LDAP synchronization: 0 added, 0 removed, 2 unchanged.')).toBeVisible();
  await expectAccessible(page);

  // The export holds every forced contact, with where each came from.
  const { name: downloadName, lines } = await exportCsv();
  expect(downloadName).toBe('forced-contacts.csv');
  expect(lines[0]).toBe('email;firstName;lastName;source');
  expect(lines).toEqual(
    expect.arrayContaining([
      '"desk@umbrella.example.org";"Front";"Desk";"MANUAL"',
      '"help@umbrella.example.org";"Help";"Line";"IMPORT"',
    ]),
  );
  expect(lines.filter((line) => line.endsWith('"LDAP"'))).toHaveLength(2);
  expect(lines).toHaveLength(5);

  // Under the list's filter (held in the address) the file holds only the rows the list shows.
  await openRoute(page, `${subscriptionUrl}?contactsfilter=${encodeURIComponent('source=LDAP')}`);
  await page.getByRole('tab', { name: 'Forced contacts' }).click();
  await expect(contacts.getByRole('row')).toHaveCount(3);
  const { lines: kept } = await exportCsv();
  expect(kept[0]).toBe('email;firstName;lastName;source');
  expect(kept.slice(1)).toHaveLength(2);
  expect(kept.slice(1).every((line) => line.endsWith('"LDAP"'))).toBe(true);
  expect(kept).toContainEqual(expect.stringContaining('"robin.dupont@example.com"'));
});

test('a sync whose directory does not answer says so, and the contacts stay', async () => {
  await openRoute(page, subscriptionUrl);
  await page.getByRole('tab', { name: 'Forced contacts' }).click();
  const contacts = page.getByRole('table', { name: 'Forced contacts' });
  await expect(contacts.getByRole('row').filter({ hasText: 'robin.dupont@example.com' })).toBeVisible();
  await page.route('**/forced-contacts/ldap-sync', (route) =>
    route.fulfill({
      status: 503,
      json: {
        exception: { code: 1000, message: 'The directory (LDAP) does not answer: try again in a moment.' },
      },
    }),
  );
  await page.getByRole('button', { name: 'Synchronize with LDAP' }).click();
  await expect(
    toast(
      'The directory does not answer. Try again in a moment; if it goes on, check the directory settings.',
    ),
  ).toBeVisible();
  await page.unroute('**/forced-contacts/ldap-sync');
  await expect(contacts.getByRole('row').filter({ hasText: 'robin.dupont@example.com' })).toBeVisible();
});

test('the exceeding list shows the excess of each subscription; the ranking shows the top 5', async () => {
  await openRoute(page, 'subscriptions/exceeding-organizers');
  // A route of its own, loaded afresh: its code, texts and data may take a while on a loaded machine.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Subscriptions over their organizer limit' }),
  ).toBeVisible({ timeout: FIRST_LOAD_MS });
  const table = page.getByRole('table', { name: 'Subscriptions over their organizer limit' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await openRoute(page, subscriptionUrl);
  await page.getByRole('link', { name: 'Organizer ranking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Top 5 organizers of ${ORG}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Organizer ranking' })).toBeVisible();
  await expectAccessible(page);
});

test('the subscriptions list shows every subscription, filtered by the server; back from one comes to the same view', async () => {
  await openRoute(page, 'organizations');
  await page.getByRole('link', { name: 'All subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscriptions' });
  await expect(table.getByRole('columnheader', { name: 'Organizers used / allowed' })).toBeVisible();
  await page.getByLabel('Filter to add').selectOption({ label: 'Organization' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Organization' }).fill(ORG);
  await expect(page).toHaveURL(/[?&]filter=organization%3D/);
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(rows.first()).toContainText(ORG);
  for (const text of await rows.allInnerTexts()) expect(text).toContain(ORG);
  // The subscriptions this spec added are perpetual: no end date, the word instead.
  await expect(rows.first()).toContainText('Perpetual');
  await expect(rows.first()).toContainText(/\d+ \/ \d+/);
  await expectAccessible(page);
  const listUrl = page.url();
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${ORG} — `) })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the organization' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('textbox', { name: 'Organization' })).toHaveValue(ORG);
});

test('an LDAP group and an SSO group bring their members in as organizers: the directory answers both', async () => {
  await openRoute(page, 'organizations');
  await page.getByRole('link', { name: 'Acme Health' }).click();
  await subscriptions().getByRole('link').first().click();
  const url = page.url();
  // The LDAP group is read from the demo directory (slapd): Sam Taylor and Robin Dupont are its members.
  const ldapGroup = 'cn=meet-organizers,ou=groups,dc=example,dc=com';
  for (const [label, source, group, origin] of [
    ['LDAP group of organizers', 'LDAP', ldapGroup, 'LDAP directory'],
    ['SSO group of organizers', 'SSO', 'meet-organizers', 'Single sign-on'],
  ] as const) {
    const form = page.getByRole('form', { name: label });
    await form.getByLabel(label).fill(group);
    await form.getByRole('button', { name: 'Save the group' }).click();
    await expect(toast('The group has been saved.')).toBeVisible();
    await expect(form.locator('.alert[role=status]', { hasText: 'The group has been saved.' })).toBeFocused();
    await openRoute(page, `${url}?organizersfilter=${encodeURIComponent(`source=${source}`)}`);
    await expect(organizers().getByRole('row').nth(1)).toContainText(origin);
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(group);
  }
  await openRoute(page, `${url}?organizersfilter=${encodeURIComponent('source=LDAP')}`);
  await expect(organizers().getByRole('row').filter({ hasText: 'robin.dupont@example.com' })).toBeVisible();
});

test('an LDAP group the directory does not have is refused on its field, the typed group kept', async () => {
  const label = 'LDAP group of organizers';
  const form = page.getByRole('form', { name: label });
  const field = form.getByLabel(label);
  await field.fill('cn=meet-nobody,ou=groups,dc=example,dc=com');
  await form.getByRole('button', { name: 'Save the group' }).click();
  await expect(
    form.getByText('The directory has no such group: give the DN of a group (cn=…,ou=…,dc=…).'),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('cn=meet-nobody,ou=groups,dc=example,dc=com');
  await expect(organizers().getByRole('row').filter({ hasText: 'robin.dupont@example.com' })).toBeVisible();
  await expectAccessible(page);
});

test("an organization manager sees only its own organizations, manages their organizers, and is refused others'", async ({
  browser,
}) => {
  const manager = await signedInPage(browser, ACCOUNTS.user);
  await openRoute(manager, 'organizations');
  await expect(manager.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  const own = manager.getByRole('region', { name: 'The organizations you manage' }).getByRole('link');
  await expect(own).toHaveCount(1);
  await own.click();
  await expect(manager.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Add a subscription' })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: /^Disable the subscription/ })).toHaveCount(0);
  await expect(manager.getByRole('form', { name: 'Add a manager' })).toHaveCount(0);
  await manager.getByRole('table', { name: 'Subscriptions' }).getByRole('link').first().click();
  await expect(manager.getByRole('form', { name: 'Add an organizer' })).toBeVisible();
  await manager.getByRole('tab', { name: 'Features' }).click();
  await expect(manager.getByText('Only administrators change the features of a subscription.')).toBeVisible();
  await expectAccessible(manager);
  await openRoute(manager, 'subscriptions');
  await expect(manager.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await openRoute(manager, organizationUrl);
  await expect(manager.getByRole('alert')).toHaveText('You do not have sufficient rights for this action.');
  await manager.close();
});

test('in dark mode on a narrow screen the organization and the subscription pass axe too', async ({
  browser,
}) => {
  const dark = await browser.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await useDarkTheme(dark);
  await openSignedIn(dark, ACCOUNTS.admin, organizationUrl);
  await expect(dark.getByRole('heading', { level: 1, name: ORG })).toBeVisible();
  await expectAccessible(dark);
  await openRoute(dark, subscriptionUrl);
  await expect(dark.getByText('1 more organizer can be added.')).toBeVisible();
  await expectAccessible(dark);
  // The gateway bars and the statistics charts, dark and narrow.
  await dark.getByRole('tab', { name: 'Gateway usage' }).click();
  await expect(dark.getByRole('tabpanel').getByRole('progressbar').first()).toBeVisible();
  await expectAccessible(dark);
  await dark.getByRole('tab', { name: 'Statistics' }).click();
  await expect(dark.getByRole('heading', { name: 'Participants per day' })).toBeVisible();
  await expectAccessible(dark);
  await dark.close();
});
