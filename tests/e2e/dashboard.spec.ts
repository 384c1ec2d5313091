// The dashboards against the reference server: the system dashboard for administrators only, the user's own
// for everyone, axe-core clean, reached by keyboard alone, readable on a phone and in another language.
import { expect, type Page, test } from '@playwright/test';
import { API, apiSession, expectAccessible, loginTakenOver, openSignedIn, tabTo } from './support';

const USER = { email: 'user@example.com', password: 'MeetUser#2026' };
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const MANAGER = { email: 'manager@example.com', password: 'MeetManager#2026' };

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Signs in through the login screen by keyboard alone; the dashboard follows (the other tests need not). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('./');
  await loginTakenOver(page);
  await tabTo(page, page.getByLabel('E-mail or username'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 3);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/dashboard$/);
}

/** Records whether the page asked for the system dashboard. */
function watchSystemCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/services/json/web/admin/dashboard')) calls++;
  });
  return () => calls;
}

test('the administrator sees the system dashboard first, then the own one, by keyboard alone', async ({
  page,
}) => {
  const systemCalls = watchSystemCalls(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['System', 'My activity']);
  const server = page.getByRole('region', { name: 'Management server' });
  for (const fact of ['Operating system', 'Java version', 'Boot time', 'Application start time']) {
    await expect(server.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(server.getByText('Management server version')).toBeVisible();
  await expect(server.getByText('Protocol version')).toBeVisible();
  await expect(page.getByRole('img', { name: /Activated users connected today/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subscriptions' })).toContainText(
    'Seats of active subscriptions',
  );
  expect(systemCalls()).toBe(1);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/dashboard-admin-1280.png', fullPage: true });

  // From the dashboard to the account and back, by keyboard.
  await tabTo(page, page.getByRole('link', { name: 'My account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/account$/);
  await tabTo(page, page.getByRole('link', { name: 'Dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'System', level: 2 })).toBeVisible();
});

for (const account of [USER, MANAGER]) {
  test(`${account.email} sees the own dashboard only, never the system one`, async ({ page }) => {
    const systemCalls = watchSystemCalls(page);
    await openSignedIn(page, account);
    await expect(page.getByRole('heading', { name: 'My activity', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My meetings per week' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'System', level: 2 })).toHaveCount(0);
    expect(systemCalls()).toBe(0);
    await expectAccessible(page);
  });
}

test('the user dashboard: six counts, meetings per week, messages and at most five top contacts', async ({
  page,
}) => {
  await openSignedIn(page, USER);
  const counts = page
    .locator('meet-app')
    .getByText(
      /^(Meetings as organizer|Meetings as attendee|Messages sent|Messages received|Contacts|Discussions)$/,
    );
  await expect(counts).toHaveCount(6);
  const contacts = page
    .getByRole('list', { name: 'The five contacts you met most often' })
    .getByRole('listitem');
  await expect(contacts).toHaveCount(5);
  await expect(page.getByRole('table', { name: /My meetings per week/ }).getByRole('row')).toHaveCount(13);
  await page.screenshot({ path: '/tmp/dashboard-user-1280.png', fullPage: true });
});

test.describe('the administrator in German', () => {
  // The language is put back even when the test fails: the administrator's later tests read English.
  test.afterEach(async ({ request }) => {
    const answer = await request.patch(`${API}web/users/me`, {
      headers: await apiSession(request, ADMIN),
      // The seed's profile of the administrator.
      data: { firstName: 'Alex', lastName: 'Morgan', language: 'en', timeZoneId: 'Europe/Paris' },
    });
    expect(answer.status()).toBe(200);
  });

  test('on a phone, in German, the dashboards fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, ADMIN, 'account');
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
    await page.goto('dashboard');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Systemstatus', 'Meine Aktivität']);
    await expect(page.getByText('Betriebssystem')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/dashboard-admin-390-de.png', fullPage: true });
    await page.goto('account');
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  });
});

test('alone on a page of the same origin, <meet-dashboard> and <meet-account> restore the session', async ({
  page,
}) => {
  await openSignedIn(page, USER);
  await page.goto('demo/pages/personal-screens.html');
  await expect(page.getByRole('heading', { name: 'My activity', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByRole('heading', { name: 'System', level: 2 })).toHaveCount(0);
  await expectAccessible(page);
});
