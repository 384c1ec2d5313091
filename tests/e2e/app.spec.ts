import { expect, test } from '@playwright/test';

test('the application is served under /meet/ as <meet-app>, opening on the login screen', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.locator('meet-app')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
