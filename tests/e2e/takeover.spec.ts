// Authority over accounts as an attacker meets it: a user manager follows the steps of the takeover of a system
// administrator (reset link, new e-mail, e-mail migration with a reset mail, a guessed change-password link, the
// system settings) and of granting itself `administrator`, through the API and the screens, and is refused at
// every one; the users detail page offers each role only what the contract's `x-grantable-roles` allow.
import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import { clientHash } from '../../demo/auth/passwords';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openSignedIn,
  signInDemoPages,
  useDarkTheme,
} from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
// Each test signs in through the screens and the API several times.
test.describe.configure({ timeout: 90_000 });

const ATTACKER_MAIL = 'attacker@takeover.example.net';
const BEYOND = 'This account holds a role beyond yours: you may see it, not change, deactivate or reset it.';

type Headers = Record<string, string>;
/** A page's first content after a navigation: a loaded machine may take more than the usual five seconds. */
const expectLoaded = expect.configure({ timeout: 20_000 });

/** The id of the account of this e-mail, read through the API as the caller may. */
async function idOf(api: APIRequestContext, headers: Headers, email: string): Promise<number> {
  const answer = await api.get(`${API}web/admin/users?filter=${encodeURIComponent(`email=${email}`)}`, {
    headers,
  });
  const page = (await answer.json()) as { items: { id: number; email: string }[] };
  const row = page.items.find((item) => item.email === email);
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

/** Expects the contract's refusal of an account or a role beyond the caller's authority: 403 code 1005. */
async function expectBeyondAuthority(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<void> {
  expect(answer.status(), await answer.text()).toBe(403);
  expect(((await answer.json()) as { exception: { code: number } }).exception.code).toBe(1005);
}

/** A signed-in page of this account on the users detail page of `id`, its form loaded. */
async function userPage(browser: Browser, account: { email: string; password: string }, id: number) {
  const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await openSignedIn(page, account, `users/${id}`);
  await expectLoaded(page.getByLabel('First name')).not.toHaveValue('');
  return page;
}

/** Expects the detail page to show the account without offering any change to it. */
async function expectNothingOffered(page: Page): Promise<void> {
  await expectLoaded(page.getByText(BEYOND)).toBeVisible();
  for (const label of ['First name', 'E-mail']) await expect(page.getByLabel(label)).toBeDisabled();
  for (const role of ['User manager', 'Administrator', 'System administrator'])
    await expect(page.getByRole('checkbox', { name: role, exact: true })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Activated' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete the user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Make a reset-password link' })).toHaveCount(0);
}

/** Expects the detail page to offer the changes, the reset link, and the roles in `grantable` alone. */
async function expectOffered(page: Page, grantable: string[]): Promise<void> {
  await expectLoaded(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByText(BEYOND)).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'Activated' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete the user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a reset-password link' })).toBeVisible();
  for (const role of ['User manager', 'Administrator', 'System administrator']) {
    const box = page.getByRole('checkbox', { name: role, exact: true });
    await expect(box).toBeEnabled({ enabled: grantable.includes(role) });
  }
}

test('a user manager cannot take over a system administrator: every step of the chain is refused', async ({
  browser,
  request: api,
  baseURL,
}) => {
  const manager = await apiSession(api, ACCOUNTS.manager);
  const adminId = await idOf(api, manager, ACCOUNTS.admin.email);

  // 1. A reset link for the system administrator.
  await expectBeyondAuthority(
    await api.post(`${API}web/admin/users/${adminId}/reset-password-link`, { headers: manager }),
  );
  // 2. The system administrator's e-mail moved to the attacker's, to ask "forgot password" there.
  await expectBeyondAuthority(
    await api.patch(`${API}web/admin/users/${adminId}`, { headers: manager, data: { email: ATTACKER_MAIL } }),
  );
  // 3. The same move by e-mail migration, with a reset e-mail to the new address.
  const migrated = await api.post(`${API}web/admin/users/email-migration?sendResetMail=true`, {
    headers: { ...manager, 'content-type': 'text/csv' },
    data: `${ACCOUNTS.admin.email};${ATTACKER_MAIL}\n`,
  });
  expect(migrated.status()).toBe(200);
  const { lines } = (await migrated.json()) as { lines: { result: string }[] };
  expect(lines.map((line) => line.result)).toEqual(['failure']);
  const forgot = await api.post(`${API}web/users/forgot-password`, {
    headers: manager,
    data: { email: ATTACKER_MAIL },
  });
  expect(forgot.status()).toBeLessThan(300);

  // Nothing reached the attacker's address, and the e-mail is the system administrator's still.
  const outbox = await request.newContext({ baseURL });
  await signInDemoPages(outbox);
  const mails = (await (await outbox.get('demo/outbox.json')).json()) as { recipient: string }[];
  expect(mails.filter((mail) => mail.recipient === ATTACKER_MAIL)).toEqual([]);
  await outbox.dispose();
  expect(await idOf(api, manager, ACCOUNTS.admin.email)).toBe(adminId);

  // 4. A change-password link made up by the attacker: the screen refuses it, the password stays.
  const page = await browser.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await page.goto(
    `change-password?email=${encodeURIComponent(ACCOUNTS.admin.email)}&uuid=7d9b6a10-5c9e-4f1e-9a43-1b2c3d4e5f60`,
  );
  await page.getByLabel('New password', { exact: true }).fill('Taken#Over2026');
  await page.getByLabel('Confirm the new password').fill('Taken#Over2026');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
  const taken = await api.post(`${API}web/users/change-password`, {
    headers: manager,
    data: {
      email: ACCOUNTS.admin.email,
      uuid: '7d9b6a10-5c9e-4f1e-9a43-1b2c3d4e5f60',
      password: clientHash('Taken#Over2026', ACCOUNTS.admin.email),
    },
  });
  expect(taken.status()).toBe(400);
  await page.close();

  // 5. The system settings stay closed to the user manager, and the system administrator signs in as before.
  await expectBeyondAuthority(await api.get(`${API}web/admin/settings/general`, { headers: manager }));
  const admin = await apiSession(api, ACCOUNTS.admin);
  expect((await api.get(`${API}web/admin/settings/general`, { headers: admin })).status()).toBe(200);
});

test('a user manager neither grants itself administrator nor demotes, deactivates or resets an administrator', async ({
  browser,
  request: api,
}) => {
  const manager = await apiSession(api, ACCOUNTS.manager);
  const self = await idOf(api, manager, ACCOUNTS.manager.email);
  const administrator = await idOf(api, manager, ACCOUNTS.administrator.email);

  await expectBeyondAuthority(
    await api.patch(`${API}web/admin/users/${self}`, {
      headers: manager,
      data: { roles: ['userManager', 'administrator'] },
    }),
  );
  await expectBeyondAuthority(
    await api.post(`${API}web/admin/users`, {
      headers: manager,
      data: {
        firstName: 'Second',
        lastName: 'Self',
        email: 'second.self@takeover.example.net',
        language: 'en',
        roles: ['administrator'],
      },
    }),
  );
  for (const change of [{ roles: [] }, { activated: false }, { email: ATTACKER_MAIL }])
    await expectBeyondAuthority(
      await api.patch(`${API}web/admin/users/${administrator}`, { headers: manager, data: change }),
    );
  await expectBeyondAuthority(
    await api.post(`${API}web/admin/users/${administrator}/reset-password-link`, { headers: manager }),
  );
  await expectBeyondAuthority(
    await api.delete(`${API}web/admin/users/${administrator}`, { headers: manager }),
  );

  // On the screens: its own page offers user manager alone; an administrator's page offers nothing.
  const own = await userPage(browser, ACCOUNTS.manager, self);
  await expectOffered(own, ['User manager']);
  await own.goto(`users/${administrator}`);
  await expectNothingOffered(own);
  await expectAccessible(own);
  await own.close();

  const after = await apiSession(api, ACCOUNTS.admin);
  const row = (await (
    await api.get(`${API}web/admin/users/${administrator}`, { headers: after })
  ).json()) as {
    roles: string[];
    activated: boolean;
    email: string;
  };
  expect(row).toMatchObject({
    roles: ['administrator'],
    activated: true,
    email: ACCOUNTS.administrator.email,
  });
});

test('each role is offered the changes of the accounts within its authority, and no other', async ({
  browser,
  request: api,
}) => {
  const admin = await apiSession(api, ACCOUNTS.admin);
  const systemAdmin = await idOf(api, admin, ACCOUNTS.admin.email);
  const administrator = await idOf(api, admin, ACCOUNTS.administrator.email);
  const manager = await idOf(api, admin, ACCOUNTS.manager.email);

  // An administrator without systemAdmin: a system administrator's page offers nothing, a user manager's all but
  // the systemAdmin role.
  const plain = await userPage(browser, ACCOUNTS.administrator, systemAdmin);
  await expectNothingOffered(plain);
  await plain.goto(`users/${manager}`);
  await expectOffered(plain, ['User manager', 'Administrator']);
  await plain.close();

  // A system administrator: every account and every role.
  const full = await userPage(browser, ACCOUNTS.admin, administrator);
  await expectOffered(full, ['User manager', 'Administrator', 'System administrator']);
  await full.close();
});

test('the page of an account beyond the user manager passes axe in dark mode at 390 px', async ({
  browser,
  request: api,
}) => {
  const manager = await apiSession(api, ACCOUNTS.manager);
  const adminId = await idOf(api, manager, ACCOUNTS.admin.email);
  const dark = await browser.newPage({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  await useDarkTheme(dark);
  await openSignedIn(dark, ACCOUNTS.manager, `users/${adminId}`);
  await expectNothingOffered(dark);
  await expectAccessible(dark);
  await dark.close();
});
