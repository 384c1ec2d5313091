// Bulk actions on the users, meetings and files lists: chosen in the selection bar, confirmed by a button that names
// the count, each record's result shown (done, or refused with its translated reason), authority per account from the
// contract; files downloaded as one archive holding their bytes.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  openSignedIn,
  tabTo,
  useDarkTheme,
} from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Three accounts of this spec's own (so no other spec's seed account changes): two plain, one administrator. */
const PEOPLE = [
  { email: 'bulk.one@bulk-e2e.example.org', roles: [] },
  { email: 'bulk.two@bulk-e2e.example.org', roles: [] },
  { email: 'bulk.three@bulk-e2e.example.org', roles: ['administrator'] },
];

async function openList(page: Page) {
  await openRoute(page, 'users?filter=name%3Dbulk-e2e.example.org');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.locator('tbody tr')).toHaveCount(PEOPLE.length);
  await table.getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: 'Actions…' }).click();
  return page.getByRole('dialog', { name: 'Act on the 3 selected rows' });
}

test.beforeAll(async ({ request }) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  for (const [index, person] of PEOPLE.entries()) {
    const answer = await request.post(`${API}web/admin/users`, {
      headers,
      data: {
        email: person.email,
        firstName: 'Bulk',
        lastName: `Person ${index + 1}`,
        language: 'en',
        roles: person.roles,
        sendResetMail: false,
      },
    });
    expect([201, 409]).toContain(answer.status());
  }
});

test('a user manager gives a role to a selection: within authority done, the administrator refused with its reason', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.manager);
  const dialog = await openList(page);
  await dialog.getByLabel('Action').selectOption({ label: 'Give a role' });
  // Only the roles a user manager may grant are offered.
  await expect(dialog.getByLabel('Role').locator('option:not([hidden])')).toHaveText(['User manager']);
  await dialog.getByLabel('Role').selectOption({ label: 'User manager' });
  await dialog.getByRole('button', { name: 'Apply to 3 rows' }).click();
  await expect(dialog.getByText('2 done. 1 refused.')).toBeVisible();
  const results = dialog.getByRole('table', { name: 'Result of each row' });
  await expect(results.getByRole('row', { name: /bulk\.one@.*Done/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /bulk\.three@.*Refused.*rights/i })).toBeVisible();
  await expectAccessible(page);
  // The footer's Close (the corner's close icon has the same name).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  // The list shows the roles now held.
  const table = page.getByRole('table', { name: 'Users' });
  // By the text a user reads: Playwright's own name of an address cell spaces its hidden line-break points
  // ("bulk. one@ …"), where Chromium's accessibility tree names it whole.
  await expect(table.getByRole('row').filter({ hasText: 'bulk.one@' })).toContainText('User manager');
});

test('an administrator deactivates then activates the selection by keyboard, in dark too, each reported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useDarkTheme(page);
  await openSignedIn(page, ACCOUNTS.administrator);
  const dialog = await openList(page);
  const action = dialog.getByLabel('Action');
  await action.focus();
  await action.selectOption({ label: 'Deactivate' });
  await tabTo(page, dialog.getByRole('button', { name: 'Apply to 3 rows' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('3 done. 0 refused.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.locator('tbody tr').filter({ hasText: 'Yes' })).toHaveCount(0);
  const again = await openList(page);
  await again.getByLabel('Action').selectOption({ label: 'Activate' });
  await again.getByRole('button', { name: 'Apply to 3 rows' }).click();
  await expect(again.getByText('3 done. 0 refused.')).toBeVisible();
});

/** Selects every row of a list's page and opens its bulk actions for `count` rows. */
async function actOnAll(page: Page, table: string, count: number) {
  await page.getByRole('table', { name: table }).getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: 'Actions…' }).click();
  return page.getByRole('dialog', { name: `Act on the ${count} selected rows` });
}

test('an administrator stops then deletes scheduled meetings, and downloads files as one archive of their bytes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiSession(request, ACCOUNTS.administrator);
  await openSignedIn(page, ACCOUNTS.administrator);
  // Five scheduled meetings of the seed, the demo meetings (the lowest IDs) left out: a scheduled meeting cannot be
  // stopped, and can be deleted.
  await openRoute(page, `meeting?size=5&sort=uid&order=1&filter=${encodeURIComponent('state=scheduled')}`);
  const meetings = page.getByRole('table', { name: 'Meetings', exact: true });
  await expect(meetings.locator('tbody tr')).toHaveCount(5);
  const chosen = await meetings.locator('tbody tr a').allTextContents();
  let dialog = await actOnAll(page, 'Meetings', 5);
  await dialog.getByLabel('Action').selectOption({ label: 'End the meetings' });
  await dialog.getByRole('button', { name: 'Apply to 5 rows' }).click();
  await expect(dialog.getByText('0 done. 5 refused.')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Refused/ })).toHaveCount(5);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  dialog = await actOnAll(page, 'Meetings', 5);
  await dialog.getByLabel('Action').selectOption({ label: 'Delete the meetings' });
  await dialog.getByRole('button', { name: 'Apply to 5 rows' }).click();
  await expect(dialog.getByText('5 done. 0 refused.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  for (const uid of chosen) await expect(meetings).not.toContainText(uid);

  // Five files of one name: the archive holds each one's bytes, the names numbered.
  const view = { size: '5', sort: 'date', order: '0', filter: 'name=Agenda' };
  const listed = await request.get(`${API}web/admin/files`, { headers, params: view });
  const { items } = (await listed.json()) as { items: { id: number; name: string }[] };
  expect(items.map((item) => item.name)).toEqual(Array(5).fill('Agenda.pdf'));
  await openRoute(page, `file?${new URLSearchParams(view)}`);
  await expect(page.getByRole('table', { name: 'Stored files' }).locator('tbody tr')).toHaveCount(5);
  dialog = await actOnAll(page, 'Stored files', 5);
  await dialog.getByLabel('Action').selectOption({ label: 'Download as one archive' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Apply to 5 rows' }).click();
  expect((await download).suggestedFilename()).toBe('files.zip');
  await expect(dialog.getByText('5 done. 0 refused.')).toBeVisible();
  const entries = unzipSync(new Uint8Array(await readFile((await (await download).path()) ?? '')));
  expect(Object.keys(entries)).toEqual([
    'Agenda.pdf',
    'Agenda (2).pdf',
    'Agenda (3).pdf',
    'Agenda (4).pdf',
    'Agenda (5).pdf',
  ]);
  for (const [index, item] of items.entries()) {
    const content = await request.get(`${API}web/admin/files/${item.id}/content`, { headers });
    expect(Buffer.from(Object.values(entries)[index] ?? []).equals(await content.body())).toBe(true);
  }
});
