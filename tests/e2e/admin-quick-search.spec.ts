// Quick search on the lists: one box over the list's main text, `/` focuses it, its text held in the address
// with the other filters (and shown in the filter panel); the one exporter downloads what the filters keep.
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import Papa from 'papaparse';
import { ACCOUNTS, signIn } from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test('users: / focuses the quick search, its text is a filter in the address, the export keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('users');
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
  await page.reload();
  await expect(box).toHaveValue('manager@example');
  await expect(table.locator('tbody tr')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (CSV)' }).click();
  const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text.trim(), { header: true, delimiter: ';' });
  expect(data.map((row) => row.email)).toEqual(['manager@example.com']);

  // An emptied box shows every user again.
  await box.fill('');
  await expect(page).not.toHaveURL(/filter=/);
  await expect(table.locator('tbody tr').nth(1)).toBeVisible();
});

test('meetings: the quick search finds a subject, / does nothing while typing in a field', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin);
  await page.goto('meeting');
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
