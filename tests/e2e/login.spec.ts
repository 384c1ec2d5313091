// Signing in against the reference server: every demo account, the page remembered before login, unsafe
// redirects, failures and the captcha, single sign-on through the demo identity provider, keyboard only.
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, tabTo, useDarkTheme } from './support';

const ACCOUNTS = [
  { email: 'admin@example.com', password: 'MeetAdmin#2026', administration: true },
  { email: 'manager@example.com', password: 'MeetManager#2026', administration: true },
  // No role, but the manager of an organization of the seed: the console shows them organizations.
  { email: 'user@example.com', password: 'MeetUser#2026', administration: true },
];
const [ADMIN, MANAGER, USER] = ACCOUNTS as [(typeof ACCOUNTS)[0], (typeof ACCOUNTS)[0], (typeof ACCOUNTS)[0]];
/** The captcha answer of end-to-end runs (MEET_CAPTCHA_TEST_ANSWER, see playwright.config.ts). */
const CAPTCHA_ANSWER = process.env.MEET_CAPTCHA_TEST_ANSWER ?? 'K7HWN';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const username = (page: Page) => page.getByLabel('E-mail or username');
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const ssoButton = (page: Page) => page.getByRole('button', { name: 'Company account' });

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await username(page).fill(account.email);
  await password(page).fill(account.password);
  await submit(page).click();
}

/**
 * A sign-in that fails, answered before the test goes on: under load the form can still be enabled before its
 * submission has left (the password is hashed first), and a fill then would overtake it.
 */
async function failSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/web/login') && response.request().method() === 'POST',
  );
  await signIn(page, account);
  await answered;
  await expect(username(page)).toBeEnabled();
}

for (const account of ACCOUNTS) {
  test(`${account.email} signs in and lands on the dashboard`, async ({ page }) => {
    await page.goto('./');
    await signIn(page, account);
    await expect(page).toHaveURL(/\/meet\/dashboard$/);
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('button', { name: 'Administration' })).toHaveCount(
      account.administration ? 1 : 0,
    );
    expect(await page.evaluate(() => localStorage.getItem('meet.username'))).toBe(account.email);
  });
}

test('the login page is accessible and restores a stored session at start', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - Meet');
  await expectAccessible(page);
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  // A new tab of the same browser: the stored user name and refresh token bring the session back.
  const second = await page.context().newPage();
  await second.goto('./');
  await expect(second).toHaveURL(/\/meet\/dashboard$/);
  await second.close();
});

test('after login the user goes to the page they came from', async ({ page }) => {
  await page.goto('support');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/meet\/\?redirect=%2Fmeet%2Fsupport$/);
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/meet\/support$/);
});

test('a redirect target that would leave the application ends on the dashboard', async ({ page }) => {
  const unsafe = [
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://evil.example/meet/users',
    '/elsewhere',
    '/meet/../admin',
  ];
  await page.goto(`?redirect=${encodeURIComponent(unsafe[0] as string)}`);
  await signIn(page, USER);
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  // Signed in, the login page goes on at once to the page it was given: the same rule, every case.
  for (const target of unsafe) {
    await page.goto(`?redirect=${encodeURIComponent(target)}`);
    await expect(page, target).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/meet\/dashboard$/);
  }
  await page.goto(`?redirect=${encodeURIComponent('/meet/users/42?tab=roles')}`);
  await expect(page).toHaveURL(/\/meet\/users\/42\?tab=roles$/);
});

test('a failed login re-enables the form with the translated error and keeps what was typed', async ({
  page,
}) => {
  await page.goto('./');
  await submit(page).click();
  await expect(page.getByText('Enter your e-mail address or username.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await signIn(page, { email: USER.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText(
    'The e-mail address, username or password is not correct.',
  );
  await expect(username(page)).toBeEnabled();
  await expect(username(page)).toHaveValue(USER.email);
  await expect(password(page)).toHaveValue('not-the-password');
  await expect(password(page)).toBeFocused();
  await password(page).fill(USER.password);
  await submit(page).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('after three failures a captcha is asked; with its answer the login succeeds', async ({ page }) => {
  await page.goto('./');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await failSignIn(page, { email: MANAGER.email, password: `wrong-${attempt}` });
  }
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please complete the captcha.');
  const image = page.getByRole('img', { name: 'Security check: distorted characters to type below' });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(220);
  await expect(page.getByLabel('Characters in the image')).toBeFocused();
  await expectAccessible(page);
  // Who cannot read the image has its answer e-mailed, and is told so.
  await page.getByRole('button', { name: 'E-mail me the code instead' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If this account exists' })).toHaveText(
    'If this account exists, the code was sent to its e-mail address: type or paste it in the field.',
  );
  await password(page).fill(MANAGER.password);
  await page.getByLabel('Characters in the image').fill('WRONG');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('The captcha is not valid. Please try again.');
  await page.getByRole('button', { name: 'New image' }).click();
  await page.getByLabel('Characters in the image').fill(CAPTCHA_ANSWER.toLowerCase());
  await submit(page).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('failures in a row make the account wait: the message says how many seconds', async ({ page }) => {
  await page.goto('./');
  const alert = page.getByRole('alert');
  // An account of no one: its failures count all the same. Each failure from the fifth doubles the wait,
  // so an attempt soon comes before its end, however slow the machine.
  for (let attempt = 1; attempt <= 14; attempt++) {
    await failSignIn(page, { email: 'nobody.waits@example.com', password: `wrong-${attempt}` });
    if (/Try again in/.test((await alert.textContent()) ?? '')) break;
    const captcha = page.getByLabel('Characters in the image');
    if (await captcha.isVisible()) await captcha.fill(CAPTCHA_ANSWER);
  }
  await expect(alert).toHaveText(/^Too many attempts\. Try again in \d+\u00a0s\.$/);
  await expect(username(page)).toHaveValue('nobody.waits@example.com');
  await expectAccessible(page);
});

test('the captcha and its e-mailed answer are accessible in the dark theme, by keyboard', async ({
  page,
}) => {
  await useDarkTheme(page);
  await page.goto('./');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await failSignIn(page, { email: 'nobody.dark@example.com', password: `wrong-${attempt}` });
  }
  const mail = page.getByRole('button', { name: 'E-mail me the code instead' });
  await tabTo(page, mail);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'If this account exists' })).toBeVisible();
  await expectAccessible(page);
});

test('signing in by keyboard alone', async ({ page }) => {
  await page.goto('./');
  await expect(submit(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(username(page)).toBeFocused();
  await page.keyboard.type(USER.email);
  await page.keyboard.press('Tab');
  await expect(password(page)).toBeFocused();
  await page.keyboard.type(USER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('SSO: a blocked popup says so, then back to the login form', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('./');
  await ssoButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in window was blocked. Please allow pop-ups for this site.',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('SSO by keyboard alone: the blocked popup, then back to the form', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('./');
  await expect(ssoButton(page)).toBeVisible();
  await ssoButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('The sign-in window was blocked.');
  await expect(page.getByRole('button', { name: 'Back to sign-in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('SSO through the demo identity provider signs in, and the session survives a reload', async ({
  page,
}) => {
  await page.goto('./');
  const popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  await expect(
    page.getByText('Complete the sign-in in the window that opened.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  const popup = await popupOpened;
  await expect(
    popup.getByRole('heading', { level: 1, name: 'Sign in with your company account' }),
  ).toBeVisible();
  await popup.getByLabel('E-mail address').fill(USER.email);
  await popup.getByLabel('Password').fill(USER.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  await expect(nav(page)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  await expect(nav(page)).toBeVisible();
});

test('SSO cancelled at the identity provider, or its window closed, says so', async ({ page }) => {
  await page.goto('./');
  let popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  let popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Single sign-on was cancelled.');
  await page.getByRole('button', { name: 'Back to sign-in' }).click();
  popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  popup = await popupOpened;
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('Single sign-on was cancelled.');
});

test('SSO with a token the server refuses reports the failure in the window', async ({ page }) => {
  await page.goto('sso?token=not-a-valid-token&state=x');
  await expect(page.getByRole('alert')).toHaveText('Single sign-on failed.');
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(ADMIN.email).toBe('admin@example.com');
});
