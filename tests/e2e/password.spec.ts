// Password reset and account confirmation against the reference server: forgot password, the e-mailed link
// (read from the demo outbox), the new password with the server's constraints, and every sign-up state.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clientHash } from '../../demo/auth/passwords';
import { expectAccessible, signInDemoPages } from './support';

const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const PENDING = { email: 'pending@example.com', code: '48151623' };
const NEW_PASSWORD = 'Fresh#Start2026';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** An activated, English-speaking ordinary account of the seed that no other test signs in with (its e-mail, via the API). */
async function seededAccount(request: APIRequestContext): Promise<string> {
  const api = (path: string) => `/meet/services/json/${path}`;
  await request.get(api('v1/settings'));
  const xsrf =
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post(api('web/login'), {
    headers: { 'x-xsrf-token': xsrf },
    data: { username: ADMIN.email, password: clientHash(ADMIN.password, ADMIN.email) },
  });
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  const users = await request.get(api('web/admin/users'), {
    params: { page: 1, size: 100 },
    headers: { authorization: `Bearer ${sessionToken}` },
  });
  type Summary = { email: string; activated: boolean; roles: string[]; language: string };
  const { items } = (await users.json()) as { items: Summary[] };
  // English-speaking: once signed in, the interface speaks the user's language.
  const account = items.find(
    (user) =>
      user.activated &&
      user.roles.length === 0 &&
      user.language === 'en' &&
      !user.email.endsWith('@example.com'),
  );
  if (!account) throw new Error('the seed has no ordinary account');
  return account.email;
}

/** The newest e-mail the server sent to `recipient` (the demo outbox). */
async function lastMailTo(page: Page, recipient: string): Promise<{ subject: string; body: string }> {
  // The outbox is a system administrator's page.
  await signInDemoPages(page.request);
  const mails = (await (await page.request.get('demo/outbox.json')).json()) as {
    recipient: string;
    subject: string;
    body: string;
  }[];
  const mail = mails.find((entry) => entry.recipient === recipient);
  if (!mail) throw new Error(`no e-mail to ${recipient}`);
  return mail;
}

test('forgot password -> e-mailed link -> new password -> sign in with it', async ({ page }) => {
  const email = await seededAccount(page.request);
  await page.goto('./');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/meet\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const mail = await lastMailTo(page, email);
  const link = /(https?:\/\/\S+\/meet\/change-password\?\S+)/.exec(mail.body)?.[1] ?? '';
  expect(new URL(link).searchParams.get('email')).toBe(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(/At least \d+ characters\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm the new password').fill('different');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in' }).click();

  await page.getByLabel('E-mail or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);

  // The link works once.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
});

test('asking for a reset link by keyboard alone', async ({ page }) => {
  await page.goto('forgot-password');
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  await page.keyboard.type('nobody@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/$/);
});

test('a reset link without its e-mail and uuid is not valid', async ({ page }) => {
  await page.goto('change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/meet\/forgot-password$/);
});

test('sign-up confirmation: invalid code, unknown account, success, already activated', async ({ page }) => {
  const open = (email: string, code: string) =>
    page.goto(`signup-confirmation?${new URLSearchParams({ email, code })}`);
  await open(PENDING.email, '00000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid confirmation link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/meet/support');
  await expect(page.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', /^https:\/\//);
  await expectAccessible(page);

  await open('nobody@example.com', PENDING.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();

  await open(PENDING.email, PENDING.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated' })).toBeVisible();
  await expectAccessible(page);

  await open(PENDING.email, PENDING.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Account already activated' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the FAQ' })).toBeVisible();
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page).toHaveURL(/\/meet\/support$/);
});
