// Single sign-on through SAML 2.0: with SAML enabled, the login screen's SSO button goes through the server's
// service provider to the demo identity provider (demo/saml), whose signed assertion signs the person in.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, API, apiSession, expectAccessible } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

let adminRequest: APIRequestContext;
let admin: Record<string, string>;
let original: { saml: Record<string, unknown> } & Record<string, unknown>;

/** Writes the authentication settings with SAML on or off (secrets omitted: kept). */
async function saveSaml(enabled: boolean) {
  const { loadFailures: _answered, ...stored } = original;
  const put = await adminRequest.put(`${API}web/admin/settings/authentication`, {
    headers: admin,
    data: { ...stored, saml: { ...original.saml, enabled } },
  });
  expect(put.status(), await put.text()).toBe(200);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  adminRequest = await playwright.request.newContext({ baseURL });
  admin = await apiSession(adminRequest, ACCOUNTS.admin);
  const read = await adminRequest.get(`${API}web/admin/settings/authentication`, { headers: admin });
  original = await read.json();
  await saveSaml(true);
});

test.afterAll(async () => {
  // The specs after this one find the SSO button going to OpenID again.
  await saveSaml(false);
  await adminRequest.dispose();
});

const ssoButton = (page: Page) => page.getByRole('button', { name: 'Company account' });

test("SAML: the SSO button signs in through the identity provider's signed assertion", async ({ page }) => {
  await page.goto('./');
  const popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/meet\/demo\/saml\/sso\?SAMLRequest=/);
  await expect(
    popup.getByRole('heading', { level: 1, name: 'Sign in with your company account' }),
  ).toBeVisible();
  await expectAccessible(popup);
  await popup.getByLabel('E-mail address').fill(ACCOUNTS.user.email);
  await popup.getByLabel('Password').fill(ACCOUNTS.user.password);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
});

test('SAML: cancelling at the identity provider says single sign-on was cancelled', async ({ page }) => {
  await page.goto('./');
  const popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('Single sign-on was cancelled.');
});

test('SAML: a wrong password at the identity provider is said there, in light and dark, and nothing signs in', async ({
  page,
}) => {
  await page.goto('./');
  const popupOpened = page.waitForEvent('popup');
  await ssoButton(page).click();
  const popup = await popupOpened;
  await popup.getByLabel('E-mail address').fill(ACCOUNTS.user.email);
  await popup.getByLabel('Password').fill('not-the-password');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(popup.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
  await expect(popup.getByLabel('E-mail address')).toHaveValue(ACCOUNTS.user.email);
  await expect(page).not.toHaveURL(/dashboard/);
  // The page follows a dark system theme, its error included, and passes axe there too.
  await popup.emulateMedia({ colorScheme: 'dark' });
  await expect(popup.locator('body')).toHaveCSS('background-color', 'rgb(13, 17, 23)');
  await expectAccessible(popup);
});
