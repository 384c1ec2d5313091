// An organization renamed and deleted on its page: the new name everywhere, a delete refused with a clear message
// while the organization holds a subscription, an empty one deleted after a confirmation; axe in light and dark.
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  openSignedIn,
  useDarkTheme,
} from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A new organization made through the API, its page opened. */
async function openNewOrganization(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const created = await request.post(`${API}web/admin/organizations`, { headers, data: { name } });
  expect(created.status()).toBe(201);
  const { uid } = (await created.json()) as { uid: string };
  await openRoute(page, `organizations/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return uid;
}

test('an organization is renamed, refused deletion while it holds a subscription, then deleted empty', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.admin);
  const name = `Renamed ${Date.now()}`;
  const uid = await openNewOrganization(page, request, `Lifecycle ${Date.now()}`);
  const box = page.getByRole('textbox', { name: 'New name of the organization' });
  await box.fill(name);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await openRoute(page, `organizations?filter=name%3D${encodeURIComponent(name)}`);
  await expect(page.getByRole('table', { name: 'Organizations' }).locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Organizations' })).toContainText(name);

  // Holding a subscription, it stays, and the notification says why.
  const headers = await apiSession(request, ACCOUNTS.admin);
  const subscription = await request.post(`${API}web/admin/organizations/${uid}/subscriptions`, {
    headers,
    data: { product: 'Meet Business', seats: 5, maxOrganizers: 2, perpetual: true },
  });
  expect(subscription.status()).toBe(201);
  await openRoute(page, `organizations/${uid}`);
  await page.getByRole('button', { name: 'Delete the organization' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(
    page.getByText(
      'The organization still holds subscriptions: an organization can be deleted only once it holds none.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // An empty one is deleted once confirmed, and the list opens without it.
  const empty = `Empty ${Date.now()}`;
  await openNewOrganization(page, request, empty);
  await page.getByRole('button', { name: 'Delete the organization' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/meet\/organizations$/);
  await openRoute(page, `organizations?filter=name%3D${encodeURIComponent(empty)}`);
  await expect(page.getByText('No organization matches these filters.')).toBeVisible();
});

test('a name another organization holds is refused on the field, the typed name kept', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.administrator);
  const other = `Taken ${Date.now()}`;
  await openNewOrganization(page, request, other);
  await openNewOrganization(page, request, `Second ${Date.now()}`);
  const box = page.getByRole('textbox', { name: 'New name of the organization' });
  await box.fill(other);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  // On the field, once (read out from there).
  await expect(page.getByText('An organization with this name already exists.')).toBeVisible();
  await expect(box).toHaveValue(other);
});

for (const dark of [false, true]) {
  test(`the rename and delete section passes axe (${dark ? 'dark' : 'light'})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
    if (dark) await useDarkTheme(page);
    await openSignedIn(page, ACCOUNTS.admin);
    await openNewOrganization(page, request, `Axe ${dark ? 'dark' : 'light'} ${Date.now()}`);
    await expect(page.getByRole('button', { name: 'Delete the organization' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`organization-lifecycle-${dark ? 'dark' : 'light'}.png`),
      fullPage: true,
    });
  });
}
