// My account against the reference server: information, password change, account deletion, by mouse and by
// keyboard, axe-core clean. The demo user's data is put back at the end of each test so other tests find it.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clientHash } from '../../demo/auth/passwords';
import { expectAccessible, openRoute, openSignedIn, tabTo } from './support';

const USER = { email: 'user@example.com', password: 'MeetUser#2026', first: 'Jordan', last: 'Lee' };
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const API = 'services/json/';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** A signed-in API client: the XSRF cookie echoed, the bearer token sent. */
async function apiSession(request: APIRequestContext, email: string, password: string) {
  await request.get(`${API}v1/settings`);
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(`${API}web/login`, {
    headers: { 'x-xsrf-token': xsrf },
    data: { username: email, password: clientHash(password, email) },
  });
  const { sessionToken } = (await login.json()) as { sessionToken?: string };
  const headers = { 'x-xsrf-token': xsrf, authorization: `Bearer ${sessionToken ?? ''}` };
  return { status: login.status(), headers };
}

/** Replaces the text of the focused field by typing. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Puts the demo user's profile back as the seed made it. */
async function restoreProfile(request: APIRequestContext, password = USER.password): Promise<void> {
  const { headers } = await apiSession(request, USER.email, password);
  const answer = await request.patch(`${API}web/users/me`, {
    headers,
    data: { firstName: USER.first, lastName: USER.last, language: 'en', timeZoneId: 'Europe/Paris' },
  });
  expect(answer.status()).toBe(200);
}

test('user@example.com edits the information and sees it after reload, by keyboard alone', async ({
  page,
  request,
}) => {
  await openSignedIn(page, USER, 'account');
  await expect(page.getByLabel('First name')).toHaveValue(USER.first);
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('First name'));
  await retype(page, 'Jordana');
  await page.keyboard.press('Tab');
  await retype(page, 'Lee-Smith');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // A closed select picks the option whose name is typed: a city's name, as the list starts each one.
  await page.keyboard.type('Toronto');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Toronto');
  await tabTo(page, page.getByRole('button', { name: 'Save' }), 3);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The user has been saved.' })).toBeVisible();
  await openRoute(page);
  await expect(page.getByLabel('First name')).toHaveValue('Jordana');
  await expect(page.getByLabel('Last name')).toHaveValue('Lee-Smith');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Toronto');
  await expect(page.getByText('Jordana Lee-Smith · user@example.com')).toBeVisible();
  await restoreProfile(request);
});

test('each problem of a new password shows next to its field; nothing changes', async ({ page }) => {
  await openSignedIn(page, USER, 'account?tab=password');
  await expect(page.getByText('At least 12 characters')).toBeVisible();
  await page.getByLabel('Current password').fill(USER.password);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm the new password').fill('shorter');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The new password must have at least 12 characters.')).toBeVisible();
  await expect(page.getByText('The new password and its confirmation are different.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/account-password-1280.png', fullPage: true });
  await expect(page).toHaveURL(/\/account\?tab=password$/);
});

/** The demo user's password while a test has changed it: put back after that test, even when it failed. */
let changedPassword: string | undefined;

test.afterEach(async ({ request }) => {
  if (changedPassword === undefined) return;
  // Every later test and spec on this server signs the demo user in with the seed's password.
  const { headers } = await apiSession(request, USER.email, changedPassword);
  const back = await request.patch(`${API}web/users/me`, {
    headers,
    data: {
      oldPassword: clientHash(changedPassword, USER.email),
      newPassword: clientHash(USER.password, USER.email),
    },
  });
  expect(back.status()).toBe(204);
  changedPassword = undefined;
});

test('changing the password signs the user out with a message; the new one signs in, by keyboard alone', async ({
  page,
  request,
}) => {
  const next = 'MeetUser#2027ok';
  await openSignedIn(page, USER, 'account');
  await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
  await tabTo(page, page.getByRole('tab', { name: 'Information' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByLabel('Current password'), 4);
  await page.keyboard.type(USER.password);
  await tabTo(page, page.getByLabel('New password', { exact: true }), 3);
  await page.keyboard.type(next);
  await tabTo(page, page.getByLabel('Confirm the new password'), 3);
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your password has been changed. Please sign in again with your new password.'),
  ).toBeVisible();
  changedPassword = next;
  await expect(page).toHaveURL(/\/meet\/(\?.*)?$/);
  expect((await apiSession(request, USER.email, USER.password)).status).toBe(401);

  await tabTo(page, page.getByLabel('E-mail or username'));
  await page.keyboard.type(USER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

/** A throwaway account made by the administrator, with a password set through its reset link. */
async function throwawayAccount(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `throwaway.${Date.now()}@example.org`;
  const password = 'Throwaway#2026x';
  const { headers } = await apiSession(request, ADMIN.email, ADMIN.password);
  const created = await request.post(`${API}web/admin/users`, {
    headers,
    data: { email, firstName: 'Throw', lastName: 'Away', language: 'en', sendResetMail: false },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = await request.post(`${API}web/admin/users/${id}/reset-password-link`, { headers });
  const { url } = (await link.json()) as { url: string };
  const uuid = new URL(url).searchParams.get('uuid') ?? '';
  const set = await request.post(`${API}web/users/change-password`, {
    headers: { 'x-xsrf-token': headers['x-xsrf-token'] },
    data: { email, uuid, password: clientHash(password, email) },
  });
  expect(set.status()).toBe(204);
  return { email, password };
}

test('a throwaway account is deleted after the confirmation with its password, by keyboard alone', async ({
  page,
  request,
}) => {
  const account = await throwawayAccount(request);
  await openSignedIn(page, account, 'account');
  await tabTo(page, page.getByRole('tab', { name: 'Information' }));
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Delete account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Deleting your account erases your profile')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Delete my account…' }), 4);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/account-delete-1280.png' });
  // Without the password nothing is deleted.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Enter your current password.')).toBeVisible();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('The account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/meet\/(\?.*)?$/);
  expect((await apiSession(request, account.email, account.password)).status).toBe(401);
});

test('the demo administrator cannot delete the account: "account deletion failed", still signed in', async ({
  page,
}) => {
  await openSignedIn(page, ADMIN, 'account?tab=delete');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Current password').fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The account could not be deleted. The administrator account cannot be deleted.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/account\?tab=delete$/);
});

test('features, tags and subscriptions are tables; the screen speaks French and fits a phone', async ({
  page,
  request,
}) => {
  await openSignedIn(page, USER, 'account?tab=features');
  await expect(page.getByRole('table', { name: 'Features of your subscription' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('AudioVideo');
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/account-features-1280.png', fullPage: true });
  await openRoute(page, 'account?tab=tags');
  await expect(page.getByRole('table', { name: 'Your tags' })).toBeVisible();
  await openRoute(page, 'account?tab=subscriptions');
  await expect(page.getByRole('table', { name: 'Subscriptions you organize meetings for' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/account-subscriptions-1280.png', fullPage: true });

  const { headers } = await apiSession(request, USER.email, USER.password);
  await request.patch(`${API}web/users/me`, {
    headers,
    data: { firstName: USER.first, lastName: USER.last, language: 'fr', timeZoneId: 'Europe/Paris' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ['information', 'password', 'features', 'delete']) {
    await openRoute(page, `account?tab=${tab}`);
    await expect(page.getByRole('heading', { name: 'Mon compte', level: 1 })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} fits the phone`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/account-${tab}-390-fr.png`, fullPage: true });
  }
  await expectAccessible(page);
  await restoreProfile(request);
});
