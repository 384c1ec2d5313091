// Invisible characters on the users detail page: a name or login holding a zero-width or right-to-left character
// is named on its field as soon as it is typed, kept as typed, and never sent; once removed, the user is created.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, openSignedIn } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

const UNSAFE =
  'Remove the invisible or control characters (such as a zero-width space or a right-to-left mark): they are not allowed here.';

test('a zero-width or right-to-left character in a new user is named on its field and nothing is sent', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/web/admin/users')) posted.push(request.url());
  });
  await openSignedIn(page, ACCOUNTS.admin, 'users/new');
  const first = page.getByLabel('First name');
  await expect(first).toBeEditable({ timeout: 20_000 });
  await first.fill('Zoe\u200b');
  await page.getByLabel('Last name').fill('Hidden');
  await page.getByLabel('E-mail', { exact: true }).fill('zoe.hidden@hygiene.example.net');
  await page.getByLabel('Login').fill('zoe\u202eneddih');
  await expect(page.getByText(UNSAFE)).toHaveCount(2);
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create the user' }).click();
  await expect(first).toHaveValue('Zoe\u200b');
  await expect(page.getByLabel('Login')).toHaveValue('zoe\u202eneddih');
  await expectAccessible(page);

  await first.fill('Zoe');
  await page.getByLabel('Login').fill('zoe.hidden');
  await expect(page.getByText(UNSAFE)).toHaveCount(0);
  expect(posted).toEqual([]);
  await page.getByRole('button', { name: 'Create the user' }).click();
  await expect(page).toHaveURL(/\/meet\/users\/\d+$/);
  await expect(page.getByLabel('Login')).toHaveValue('zoe.hidden');
});
