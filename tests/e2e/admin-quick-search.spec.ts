// Quick search on the lists: one box over the list's main text, `/` focuses it, its text held in the address
// with the other filters (and shown in the filter panel); the one exporter downloads what the filters keep.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { ACCOUNTS, openRoute, openSignedIn } from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
/** A meeting of the seed that has ended, with attendees, files and gateway jobs. */
const ENDED = '100000004';

test('users: / focuses the quick search, its text is a filter in the address, the export keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: 'Quick search' });
  await expect(box).toBeFocused();
  await page.keyboard.type('manager@example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]filter=name%3Dmanager%2540example/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('manager@example.com');
  // The same filter in the panel, and kept by a reload.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('manager@example');
  await openRoute(page);
  await expect(box).toHaveValue('manager@example');
  await expect(table.locator('tbody tr')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (CSV)' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text.trim(), { header: true, delimiter: ';' });
  expect(data.map((row) => row.email)).toEqual(['manager@example.com']);

  // The search saved as a view of the list, by keyboard.
  await page.getByRole('button', { name: 'Saved views: Users' }).press('Enter');
  await page.getByRole('textbox', { name: 'Save this view as' }).fill('Managers');
  await page.keyboard.press('Enter');
  const saved = page.getByRole('link', { name: 'Managers' });
  await expect(saved).toBeVisible();
  await page.keyboard.press('Escape');

  // An emptied box shows every user again.
  await box.fill('');
  await expect(page).not.toHaveURL(/filter=/);
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();

  // The saved view brings the search back, and its address too.
  await page.getByRole('button', { name: 'Saved views: Users' }).click();
  await saved.click();
  await expect(page).toHaveURL(/[?&]filter=name%3Dmanager%2540example/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test('meetings: the quick search finds a subject, / does nothing while typing in a field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.admin, 'meeting');
  const table = page.getByRole('table', { name: 'Meetings' });
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  // The subject column (a call's subject is followed by "(Call)").
  const cell =
    (await table.locator('tbody tr').first().locator('td[data-label="Subject"]').textContent()) ?? '';
  const subject = cell.replace(/ \(.*\)$/, '').trim();
  expect(subject).not.toBe('');
  const box = page.getByRole('searchbox', { name: 'Quick search' });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill(subject);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]filter=subject%3D/);
  await expect(table.locator('tbody tr').first()).toContainText(subject);
  await expect(table.locator('tbody tr').filter({ hasNotText: subject })).toHaveCount(0);
  // Typed into a field, / is a character of that field.
  await box.press('End');
  await box.press('/');
  await expect(box).toHaveValue(`${subject}/`);
});

/** The rows of the CSV file the list's export button downloads. */
async function exported(
  page: Page,
  within: Locator = page.locator('body'),
): Promise<Record<string, string>[]> {
  const download = page.waitForEvent('download');
  await within.getByRole('button', { name: 'Export (CSV)' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text.trim(), { header: true, delimiter: ';' }).data;
}

test('meetings: a meeting ID in the quick search finds that meeting, the export holds what the list shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, ACCOUNTS.admin, 'meeting');
  const table = page.getByRole('table', { name: 'Meetings' });
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Quick search' });
  await box.fill(ENDED);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]filter=uid%3D${ENDED}`));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(ENDED);
  await expect(page.getByRole('textbox', { name: 'Meeting ID' })).toHaveValue(ENDED);
  expect((await exported(page)).map((row) => row.uid)).toEqual([ENDED]);
  // A text that is not an ID searches the subjects again, and the ID filter goes.
  await box.fill('zzz-no-such-subject');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]filter=subject%3Dzzz-no-such-subject$/);
  await expect(page.getByText('No meeting matches these filters.')).toBeVisible();
  expect(await exported(page)).toEqual([]);
});

test("files, gateway jobs and a meeting's attendees: the export holds what the quick search keeps", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.admin, 'file');
  const files = page.getByRole('table', { name: 'Stored files' });
  await expect(files.locator('tbody tr').first()).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Quick search' });
  await box.fill(ENDED);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]filter=meetingUid%3D${ENDED}`));
  await expect(files.locator('tbody tr').first()).toContainText(ENDED);
  const fileRows = await exported(page);
  expect(fileRows.length).toBe(await files.locator('tbody tr').count());
  expect(fileRows.every((row) => row.meetingUid === ENDED)).toBe(true);

  await openRoute(page, 'service');
  const jobs = page.getByRole('table', { name: 'Gateway jobs' });
  const firstJob = jobs.locator('tbody tr').first();
  await expect(firstJob).toBeVisible();
  const uid = ((await firstJob.locator('td[data-label="Meeting ID"]').textContent()) ?? '').trim();
  expect(uid).toMatch(/^\d{9}$/);
  const jobSection = page.getByRole('region', { name: 'Gateway jobs', exact: true });
  const jobBox = jobSection.getByRole('searchbox', { name: 'Quick search' });
  await jobBox.fill(uid);
  await jobBox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`filter=meetingUid%3D${uid}`));
  await expect(jobs.locator('tbody tr').filter({ hasNotText: uid })).toHaveCount(0);
  const jobRows = await exported(page, jobSection);
  expect(jobRows.length).toBeGreaterThan(0);
  expect(jobRows.every((row) => row.meetingUid === uid)).toBe(true);

  await openRoute(page, `meeting/${ENDED}`);
  const attendees = page.getByRole('table', { name: /^Attendees of/ });
  const someone = attendees.locator('tbody tr').first();
  await expect(someone).toBeVisible();
  const name = ((await someone.locator('td').first().textContent()) ?? '').trim();
  const attendeeSection = page.getByRole('region', { name: 'Attendees', exact: true });
  const attendeeBox = attendeeSection.getByRole('searchbox', { name: 'Quick search' });
  await attendeeBox.fill(name);
  await attendeeBox.press('Enter');
  await expect(page).toHaveURL(/attendeesfilter=name%3D/);
  await expect(attendees.locator('tbody tr').filter({ hasNotText: name })).toHaveCount(0);
  const attendeeRows = await exported(page, attendeeSection);
  expect(attendeeRows.map((row) => row.fullName)).toContain(name);
  expect(attendeeRows.length).toBe(await attendees.locator('tbody tr').count());
});

test('every list of the console has the quick search', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, ACCOUNTS.admin);
  for (const [route, list] of [
    ['users', 'Users'],
    ['tags', 'Tags'],
    ['organizations', 'Organizations'],
    ['subscriptions', 'Subscriptions'],
    ['meeting', 'Meetings'],
    ['file', 'Stored files'],
    ['service', 'Gateway jobs'],
    ['audit', 'Audit entries'],
  ] as const) {
    await openRoute(page, route);
    await expect(page.getByRole('search', { name: `Quick search: ${list}` })).toBeVisible();
  }
});
