// The settings area against the reference server, as the system administrator: the groups, a refused save
// (1022) keeping the edits, mandatory fields (1023) on the fields they concern, the leave prompt, every
// settings warning the seed can reach triggered and cleared (the gateway ones by disabling a gateway on the
// services screen), API clients, and a change made with the keyboard.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { SETTINGS_GROUPS, valueAt } from '../../src/core/admin/settings-fields';
import { ACCOUNTS, API, apiSession, expectAccessible, openRoute, openSignedIn, tabTo } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const signedIn = await browser.newPage({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(signedIn, ACCOUNTS.admin);
  return signedIn;
}

const form = () => page.locator('form.settings-form');
const save = () => form().getByRole('button', { name: 'Save the group' });
const toggle = (name: string) => form().getByRole('switch', { name, exact: true });
const part = (name: string) => form().getByRole('group', { name });

/** Waits for the "saved" toast and closes it, so it covers nothing after. */
async function expectSaved(): Promise<void> {
  const toast = page.getByRole('status', { name: 'Notifications' });
  await expect(toast.getByText('The settings are saved.')).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast.getByText('The settings are saved.')).toHaveCount(0);
}

/** Opens a group from the navigation and waits for its form. */
async function openGroup(name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Groups of settings' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(form().getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await signedInPage(browser, testInfo.project.use.baseURL);
});

test.afterAll(async () => {
  await page?.close();
});

test('the settings open on the general group, a group is chosen by the address, and axe finds nothing', async () => {
  await openRoute(page, 'setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(form().getByRole('heading', { level: 2, name: 'General' })).toBeVisible();
  await expect(form().getByLabel('Fully qualified domain name (FQDN)')).toHaveValue('meet.example.com');
  await expectAccessible(page);
  await openRoute(page, 'setting?group=email');
  await expect(form().getByRole('heading', { level: 2, name: 'E-mails' })).toBeVisible();
  await expect(form().getByLabel('Port number')).toHaveValue('587');
  await expect(form().getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(form().getByText('A value is set; type a new one to replace it.')).toBeVisible();
  await expectAccessible(page);
});

test('every group is found by its name and shows each of its fields with the value the server holds', async ({
  playwright,
}, testInfo) => {
  // Sixteen groups, about 130 fields: a busy machine needs more than the default half minute.
  test.setTimeout(120_000);
  const texts = JSON.parse(readFileSync('src/core/i18n/locales/en/settings.json', 'utf8'));
  const text = (key: string) => String(valueAt(texts, key));
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const headers = await apiSession(request, ACCOUNTS.admin);
  await openRoute(page, 'setting');
  for (const group of SETTINGS_GROUPS) {
    const stored = await (
      await request.get(
        `${API}web/admin/settings/${group.id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
        {
          headers,
        },
      )
    ).json();
    await openGroup(text(`group.${group.id}`));
    for (const field of group.fields) {
      const label = text(`field.${group.id}.${field.path}`);
      const [part] = field.path.split('.');
      const scope = field.path.includes('.')
        ? form().getByRole('group', { name: text(`part.${part}`) })
        : form();
      const value = valueAt(stored, field.path);
      const where = `${group.id}.${field.path}`;
      if (field.kind === 'toggle')
        await expect(scope.getByRole('switch', { name: label, exact: true }), where).toHaveAttribute(
          'aria-checked',
          String(Boolean(value)),
        );
      else if (field.kind === 'number') {
        const unit = 'unit' in field && field.unit ? ` (${text(`unit.${field.unit}`)})` : '';
        await expect(scope.getByLabel(`${label}${unit}`, { exact: true }), where).toHaveValue(String(value));
      } else if (field.kind === 'delay') {
        const delay = scope.getByRole('group', { name: label, exact: true });
        const { value: amount, unit } = value as { value: number; unit: string };
        await expect(delay.getByLabel(text('delay.value')), where).toHaveValue(String(amount));
        await expect(delay.getByLabel(text('delay.unit')), where).toHaveValue(unit);
      } else if (field.kind === 'secret')
        await expect(scope.getByLabel(label, { exact: true }), where).toHaveValue('');
      else if (field.kind === 'list')
        await expect(scope.getByLabel(label, { exact: true }), where).toHaveValue(
          (value as string[]).join('\n'),
        );
      else if (field.kind === 'text' || field.kind === 'longText' || field.kind === 'select')
        await expect(scope.getByLabel(label, { exact: true }), where).toHaveValue(String(value ?? ''));
      // Lists of rows, texts per language and the key file: their own tests read the values; here, their place.
      else await expect(scope.getByText(label, { exact: true }).first(), where).toBeVisible();
    }
  }
  await request.dispose();
});

test('a bad value refused by the server (1022) is shown on its field, and the edits are kept', async () => {
  await openGroup('General');
  const help = form().getByLabel('Help address (URL)');
  await help.fill('help desk');
  await form().getByLabel('Organization name').fill('Renamed Operator');
  await expect(form().getByText('old value : Meet Demo Operator')).toBeVisible();
  await save().click();
  await expect(form().getByRole('alert')).toContainText('The settings could not be saved:');
  await expect(form().getByRole('alert')).toContainText('(Help address (URL))');
  await expect(help).toHaveAttribute('aria-invalid', 'true');
  await expect(help).toHaveValue('help desk');
  await expect(form().getByLabel('Organization name')).toHaveValue('Renamed Operator');
  await help.fill('https://help.example.org/');
  await save().click();
  await expectSaved();
  await expect(form().getByText('old value : Meet Demo Operator')).toHaveCount(0);
});

test('an empty mandatory field (1023) is named and shown on its field; leaving asks first', async () => {
  await openGroup('Authentication');
  const ldap = part('LDAP / Active Directory');
  await ldap.getByRole('switch', { name: 'Sign-in through LDAP / Active Directory' }).click();
  await ldap.getByLabel('Server address (URL)').fill('');
  await save().click();
  await expect(form().getByRole('alert')).toHaveText('Mandatory field(s) are empty: Server address (URL)');
  await expect(ldap.getByLabel('Server address (URL)')).toHaveAttribute('aria-invalid', 'true');
  await page
    .getByRole('navigation', { name: 'Groups of settings' })
    .getByRole('link', { name: 'Trial' })
    .click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(ldap.getByRole('switch', { name: 'Sign-in through LDAP / Active Directory' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await form().getByRole('button', { name: 'Undo the edits' }).click();
  // The seeded address is the demo directory that the server started (any free port in these runs).
  await expect(ldap.getByLabel('Server address (URL)')).toHaveValue(/^ldap:\/\/127\.0\.0\.1:\d+$/);
});

test('the directory group names the demo directory and the group of forced contacts, saved like any setting', async () => {
  await openGroup('Directory');
  const group = form().getByLabel('Group of forced contacts (DN)');
  await expect(form().getByLabel('LDAP server')).toHaveValue('127.0.0.1');
  await expect(group).toHaveValue('cn=meet-contacts,ou=groups,dc=example,dc=com');
  await expectAccessible(page);
  await group.fill('cn=meet-organizers,ou=groups,dc=example,dc=com');
  await save().click();
  await expectSaved();
  await openRoute(page);
  await expect(group).toHaveValue('cn=meet-organizers,ou=groups,dc=example,dc=com');
  // Back as seeded, for the specs after this one, on the group the next test starts from.
  await group.fill('cn=meet-contacts,ou=groups,dc=example,dc=com');
  await save().click();
  await expectSaved();
  await openGroup('Authentication');
});

test('a directory that refuses the login DN is named on the directory group (spec 8); the right password clears it', async () => {
  await openGroup('Directory');
  const password = part('LDAP / Active Directory').getByLabel('Password', { exact: true });
  const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await password.fill('not-the-reader-password');
  await save().click();
  await expectSaved();
  await openRoute(page);
  await expect(failure).toHaveText('The directory settings could not be loaded.');
  await expect(save()).toBeVisible();
  await expectAccessible(page);
  await password.fill('Reader#2026');
  await save().click();
  await expectSaved();
  await openRoute(page);
  await expect(form().getByLabel('Group of forced contacts (DN)')).toHaveValue(/meet-contacts/);
  await expect(failure).toHaveCount(0);
  await openGroup('Authentication');
});

test('an API client is created (its key shown once) and deleted after confirmation', async () => {
  const clients = page.getByRole('region', { name: 'API clients' });
  await clients.getByLabel('E-mail of the user who gets a key').fill('user@example.com');
  await clients.getByRole('button', { name: 'Create an API key' }).click();
  await expect(clients.getByText('Key created for user@example.com. Copy it now')).toBeVisible();
  const remove = clients.getByRole('button', { name: 'Delete the key of user@example.com' });
  await expect(remove).toBeVisible();
  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete the API key' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(remove).toHaveCount(0);
});

test('every meeting-access warning holds while its condition does and is gone once fixed', async () => {
  await openGroup('Meeting access');
  const servers = 'WebRTC servers are not configured: add a STUN or TURN server.';
  await expect(form().getByText(servers)).toBeVisible();
  await form().getByLabel('STUN servers (stun: or stuns: addresses)').fill('stun:stun.example.net');
  await expect(form().getByText(servers)).toHaveCount(0);

  const cases: [string, string][] = [
    ['PIN code', 'Browser meetings need the PIN code: activate the PIN code.'],
    ['Allow unauthenticated users', 'Browser meetings need unauthenticated users to be allowed.'],
  ];
  for (const [name, warning] of cases) {
    await toggle(name).click();
    await expect(form().getByText(warning)).toBeVisible();
    await toggle(name).click();
    await expect(form().getByText(warning)).toHaveCount(0);
  }
  // The seed's H323 gateways are disabled: turning those accesses on warns.
  const gateways: [string, string][] = [
    ['Incoming H323/SIP', 'No gateway is enabled for incoming H323/SIP.'],
    ['Outgoing H323', 'No gateway is enabled for outgoing H323.'],
  ];
  for (const [name, warning] of gateways) {
    await toggle(name).click();
    await expect(form().getByText(warning)).toBeVisible();
    await toggle(name).click();
    await expect(form().getByText(warning)).toHaveCount(0);
  }
  const pstn = 'PSTN servers are not configured: enter the SIP trunk address.';
  const trunk = form().getByLabel('PSTN SIP trunk address');
  await trunk.fill('');
  await expect(form().getByText(pstn)).toBeVisible();
  await trunk.fill('sip.trunk.example.net');
  await expect(form().getByText(pstn)).toHaveCount(0);
  await expectAccessible(page);
  await form().getByRole('button', { name: 'Undo the edits' }).click();
});

test('recording requires the file storage: the warning shows once storage is off and goes once it is on', async () => {
  await openGroup('File storage');
  const warning = 'Recording requires the file storage to be enabled.';
  await expect(toggle('File storage enabled')).toHaveAttribute('aria-checked', 'true');
  await expect(form().getByText(warning)).toHaveCount(0);
  await toggle('File storage enabled').click();
  await expect(form().getByText(warning)).toBeVisible();
  await toggle('File storage enabled').click();
  await expect(form().getByText(warning)).toHaveCount(0);
});

test('a GDPR pre-information text over 200 characters is flagged; a texts file replaces the texts it names', async () => {
  await openGroup('GDPR');
  const pre = part('Pre-information text').getByLabel('English');
  const tooLong = 'Longer than the recommended 200 characters.';
  await pre.fill('x'.repeat(201));
  await expect(form().getByText(tooLong)).toBeVisible();
  await pre.fill('x'.repeat(200));
  await expect(form().getByText(tooLong)).toHaveCount(0);
  await form().getByRole('button', { name: 'Undo the edits' }).click();

  const importer = page.getByRole('region', { name: 'Import of the GDPR texts' });
  await importer.getByLabel('GDPR texts file (CSV)').setInputFiles({
    name: 'gdpr.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('language;text;content\nen;preInformationText;Imported from a file.\n'),
  });
  await expect(importer.getByText('The GDPR texts are imported.')).toBeVisible();
  await expect(pre).toHaveValue('Imported from a file.');
  await importer.getByLabel('GDPR texts file (CSV)').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('language;text;content\nxx;nothing;No.\n'),
  });
  await expect(importer.getByRole('alert')).toContainText('Invalid GDPR texts file.');
});

test('settings load failures name only the part that failed (spec 8), as the server says', async () => {
  const groups = page.getByRole('navigation', { name: 'Groups of settings' });
  const parts = ['SSO OAuth', 'SAML', 'SAML key', 'LDAP'];
  // The server answers the group and names its LDAP part as failing: that message alone, over a form still there.
  await page.route('**/web/admin/settings/authentication', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    return route.fulfill({ response: answer, json: { ...(await answer.json()), loadFailures: ['ldap'] } });
  });
  await groups.getByRole('link', { name: 'Authentication' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(alert).toHaveText('The LDAP settings could not be loaded.');
  await expect(page.getByRole('button', { name: 'Save the group' })).toBeVisible();
  await page.unroute('**/web/admin/settings/authentication');

  // The whole request fails: it says nothing of a part, so no part is named, only the error.
  await page.route('**/web/admin/settings/authentication', (route) =>
    route.fulfill({ status: 400, json: { exception: { code: 1004, message: 'Unreachable.' } } }),
  );
  await groups.getByRole('link', { name: 'General' }).click();
  await groups.getByRole('link', { name: 'Authentication' }).click();
  await expect(page.getByRole('alert')).toContainText('A parameter is not valid.');
  for (const part of parts)
    await expect(page.getByText(`The ${part} settings could not be loaded.`)).toHaveCount(0);
  await page.unroute('**/web/admin/settings/authentication');

  // A group that reaches one other server names it.
  await page.route('**/web/admin/settings/mobile-notification', (route) =>
    route.fulfill({ status: 503, json: { exception: { code: 1000, message: 'Down.' } } }),
  );
  await groups.getByRole('link', { name: 'Mobile notifications' }).click();
  await expect(page.getByRole('alert')).toContainText('The push notification settings could not be loaded.');
  await page.unroute('**/web/admin/settings/mobile-notification');
});

test('a setting is changed and saved with the keyboard alone', async () => {
  await openGroup('Trial');
  const seats = form().getByLabel('Number of seats');
  await tabTo(page, seats);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('25');
  await tabTo(page, save());
  await page.keyboard.press('Enter');
  // The saved form's message takes the focus, so the keyboard goes on from the form.
  await expect(form().locator('.alert[role=status]', { hasText: 'The settings are saved.' })).toBeFocused();
  await expectSaved();
  await openRoute(page);
  await expect(form().getByLabel('Number of seats')).toHaveValue('25');
});

/** Flips a gateway's switch on the services screen; turning it off is confirmed first. */
async function setGateway(name: string, enabled: boolean): Promise<void> {
  await openRoute(page, 'service');
  const toggle = page.getByRole('switch', { name: `Enabled: ${name}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-checked', String(!enabled));
  await toggle.click();
  if (!enabled)
    await page
      .getByRole('dialog', { name: 'Disable the gateway' })
      .getByRole('button', { name: 'Disable' })
      .click();
  await expect(toggle).toHaveAttribute('aria-checked', String(enabled));
}

/** Puts the seed's gateways of `types` back on, whatever a failed test left. */
async function enableGateways(request: APIRequestContext, types: string[]): Promise<void> {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const list = (await (await request.get(`${API}web/admin/services/gateways`, { headers })).json()) as {
    id: number;
    type: string;
  }[];
  for (const gateway of list.filter((one) => types.includes(one.type)))
    await request.patch(`${API}web/admin/services/gateways/${gateway.id}`, {
      headers,
      data: { enabled: true },
    });
}

test('a WebRTC gateway disabled on the services screen warns in the meeting access until enabled again', async ({
  request,
}) => {
  const warning = 'No gateway is enabled for WebRTC.';
  try {
    await setGateway('WebRTC browser access', false);
    await openRoute(page, 'setting?group=meetingAccess');
    await expect(form().getByRole('heading', { level: 2, name: 'Meeting access' })).toBeVisible();
    await expect(toggle('Browser meetings (WebRTC)')).toHaveAttribute('aria-checked', 'true');
    await expect(form().getByText(warning)).toBeVisible();
    await setGateway('WebRTC browser access', true);
    await openRoute(page, 'setting?group=meetingAccess');
    await expect(form().getByRole('heading', { level: 2, name: 'Meeting access' })).toBeVisible();
    await expect(
      form().getByText('WebRTC servers are not configured: add a STUN or TURN server.'),
    ).toBeVisible();
    await expect(form().getByText(warning)).toHaveCount(0);
  } finally {
    await enableGateways(request, ['WebRTC']);
  }
});

test('a recording gateway disabled on the services screen warns in the recording until enabled again', async ({
  request,
}) => {
  const warning = 'No gateway is enabled for recording.';
  try {
    await setGateway('Recording', false);
    await openRoute(page, 'setting?group=recording');
    await expect(form().getByRole('heading', { level: 2, name: 'Recording' })).toBeVisible();
    await expect(form().getByText(warning)).toBeVisible();
    await setGateway('Recording', true);
    await openRoute(page, 'setting?group=recording');
    await expect(form().getByRole('heading', { level: 2, name: 'Recording' })).toBeVisible();
    await expect(form().getByText(warning)).toHaveCount(0);
  } finally {
    await enableGateways(request, ['REC']);
  }
});

test('the SAML key file (p12) is sent once chosen, kept write-only, and shown as set after a reload', async () => {
  const isSet = 'A key file is set; choose another to replace it.';
  // The demo data holds the demo service provider's key; choosing that same file again keeps SAML working for
  // the specs after this one, and the request shows what the screen sends.
  const file = readFileSync('demo/saml/keys/demo-sp.p12');
  await openRoute(page, 'setting?group=authentication');
  const saml = form().getByRole('group', { name: 'SAML', exact: true });
  await expect(saml.getByText(isSet)).toBeVisible();
  await saml.locator('input[type=file]').setInputFiles({
    name: 'meet.p12',
    mimeType: 'application/x-pkcs12',
    buffer: file,
  });
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/settings/authentication'),
  );
  await save().click();
  expect((await sent).postDataJSON().saml.keyFileP12Base64).toBe(file.toString('base64'));
  await expect(saml.getByText(isSet)).toBeVisible();
  const read = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().includes('/settings/authentication'),
  );
  await openRoute(page);
  expect((await (await read).json()).saml.keyFileP12Base64).toBeUndefined();
  await expect(saml.getByText(isSet)).toBeVisible();
});

test("at 390 px the form's two buttons are as wide as each other, on one row or one each", async ({
  browser,
}, testInfo) => {
  const narrow = await signedInPage(browser, testInfo.project.use.baseURL);
  await narrow.setViewportSize({ width: 390, height: 800 });
  await openRoute(narrow, 'setting');
  const undo = narrow.getByRole('button', { name: 'Undo the edits' });
  const save = narrow.getByRole('button', { name: 'Save the group' });
  await expect(save).toBeVisible();
  const [a, b] = await Promise.all([undo.boundingBox(), save.boundingBox()]);
  expect(Math.abs((a?.width ?? 0) - (b?.width ?? -10))).toBeLessThanOrEqual(1);
  expect(
    await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await narrow.close();
});
