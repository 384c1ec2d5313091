// The console's lifecycle sections by keyboard alone, and the files archive's size limit: an organization renamed
// then deleted at 390 px; a subscription's terms refused without an end date, renewed and saved; a zone made the
// default and an empty one deleted; a selection of files larger than an archive holds refused with the limit, the
// selection kept. The archive action and the saved views menu pass axe at 1280 and 390 px, in light and dark.
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { renewedEndDate } from '../../src/core/admin/renewal';
import { dataDir } from './servers';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  openRoute,
  signIn,
  tabTo,
  useDarkTheme,
} from './support';

// Each screen loads its code and texts on first use: on a loaded machine that outlasts the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Tab presses allowed to reach a control: the console's header and navigation come first. */
const MOST_TABS = 200;

async function post(request: APIRequestContext, path: string, data: unknown) {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const answer = await request.post(`${API}${path}`, { headers, data });
  expect(answer.status()).toBe(201);
  return answer.json();
}

/** Moves the focus to `target` with Tab alone, and checks it is on screen there. */
async function tabOnto(page: Page, target: ReturnType<Page['getByRole']>) {
  await tabTo(page, target, MOST_TABS);
  await expect(target).toBeInViewport();
}

test('at 390 px an organization is renamed, then deleted after its confirmation, by keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.admin);
  const { uid } = (await post(request, 'web/admin/organizations', { name: `Keys ${Date.now()}` })) as {
    uid: string;
  };
  await openRoute(page, `organizations/${uid}`);
  const name = `Keyed ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'New name of the organization' });
  await tabOnto(page, box);
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await tabOnto(page, page.getByRole('button', { name: 'Delete the organization' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await tabOnto(page, dialog.getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meet\/organizations$/);
  const gone = await request.get(`${API}web/admin/organizations/${uid}`, {
    headers: await apiSession(request, ACCOUNTS.admin),
  });
  expect(gone.status()).toBe(404);
});

test("a subscription's terms by keyboard alone: refused without an end date, every value kept, renewed and saved", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.admin);
  const organization = (await post(request, 'web/admin/organizations', { name: `Terms ${Date.now()}` })) as {
    uid: string;
  };
  const { uid } = (await post(request, `web/admin/organizations/${organization.uid}/subscriptions`, {
    product: 'Meet Business',
    seats: 5,
    maxOrganizers: 2,
    perpetual: true,
  })) as { uid: string };
  await openRoute(page, `subscriptions/${uid}`);
  const terms = page.getByRole('form', { name: 'Terms of the subscription' });
  const seats = terms.getByRole('spinbutton', { name: 'Seats' });
  await expect(seats).toHaveValue('5');
  await tabOnto(page, seats);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('12');
  await tabOnto(page, terms.getByRole('checkbox', { name: 'Perpetual' }));
  await page.keyboard.press('Space');
  await expect(terms.getByRole('checkbox', { name: 'Perpetual' })).not.toBeChecked();
  const save = terms.getByRole('button', { name: 'Save the terms' });
  await tabOnto(page, save);
  await page.keyboard.press('Enter');
  await expect(terms.getByText('Choose an end date, or make the subscription perpetual.')).toBeVisible();
  await expect(seats).toHaveValue('12');

  await tabOnto(page, terms.getByRole('button', { name: 'Renew for one year' }));
  // A year on from the day the button is pressed, by the calendar's rule (29 February renews to 28 February).
  const renewed = renewedEndDate(null, new Date().toISOString().slice(0, 10));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(terms.getByText('The terms of the subscription are saved.')).toBeVisible();
  const saved = await request.get(`${API}web/admin/subscriptions/${uid}`, {
    headers: await apiSession(request, ACCOUNTS.admin),
  });
  const { seats: kept, perpetual, endDate } = (await saved.json()) as Record<string, unknown>;
  expect([kept, perpetual, endDate]).toEqual([12, false, renewed]);
});

test('by keyboard alone a zone is made the default, an empty one deleted after its confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.admin);
  const headers = await apiSession(request, ACCOUNTS.admin);
  const zones = await request.get(`${API}web/admin/services/zones`, { headers });
  const before = ((await zones.json()) as { name: string; default: boolean }[]).find((zone) => zone.default);
  if (!before) throw new Error('the seed has a default zone');
  const chosen = `Keys default ${Date.now()}`;
  const empty = `Keys empty ${Date.now()}`;
  for (const name of [chosen, empty]) await post(request, 'web/admin/services/zones', { name });

  await openRoute(page, 'service');
  await tabOnto(page, page.getByRole('button', { name: `Make default: ${chosen}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${chosen} is now the default zone.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: chosen })).toContainText('Default');

  await tabOnto(page, page.getByRole('button', { name: `Delete the zone ${empty}` }));
  await page.keyboard.press('Enter');
  await tabOnto(page, page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Zone ${empty} deleted.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete the zone ${empty}` })).toHaveCount(0);

  // The seed's default given back, so that no other spec finds another.
  await tabOnto(page, page.getByRole('button', { name: `Make default: ${before.name}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${before.name} is now the default zone.`)).toBeVisible();
});

/** Two stored files of 600 MiB each, named `name` (rows of the server's database: the seed stores small ones). */
function storeLargeFiles(name: string): void {
  const db = new Database(join(dataDir(), 'meet.sqlite'));
  try {
    const uid = db.prepare('SELECT uid FROM meetings ORDER BY uid LIMIT 1').pluck().get() as string;
    const file = db.prepare(
      `INSERT INTO files (meeting_uid, author_name, author_email, name, size, created, shared, checksum, video, access)
       VALUES (?, 'Large', 'large@example.com', ?, ?, ?, 0, '', 1, 'restricted')`,
    );
    for (const _ of [1, 2]) file.run(uid, name, 600 * 2 ** 20, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** The files named `name` listed, both selected, and the archive asked for: answers the bulk dialog. */
async function askArchive(page: Page, name: string) {
  await openRoute(page, `file?filter=${encodeURIComponent(`name=${name}`)}`);
  const table = page.getByRole('table', { name: 'Stored files' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  // In the table's head, or above the table where rows show as cards (390 px).
  await page.getByRole('checkbox', { name: 'Select all rows' }).first().check();
  await page.getByRole('button', { name: 'Actions…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Act on the 2 selected rows' });
  await dialog.getByLabel('Action').selectOption({ label: 'Download as one archive' });
  await dialog.getByRole('button', { name: 'Apply to 2 rows' }).click();
  return dialog;
}

const LIMIT_MESSAGE =
  'The selected files together are larger than an archive holds (1 GB). Choose fewer files.';

test('files larger together than an archive holds are refused with the limit, nothing downloaded, the selection kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Large ${Date.now()}.webm`;
  storeLargeFiles(name);
  await signIn(page, ACCOUNTS.admin);
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  const dialog = await askArchive(page, name);
  await expect(dialog.getByRole('alert')).toHaveText(LIMIT_MESSAGE);
  // Still the two rows: the action may be asked again, or another chosen.
  await expect(dialog.getByRole('button', { name: 'Apply to 2 rows' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(
    page.getByRole('table', { name: 'Stored files' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(3);
  expect(downloads).toBe(0);
});

for (const dark of [false, true]) {
  for (const width of [1280, 390]) {
    test(`the archive refusal and the saved views menu pass axe at ${width} px (${dark ? 'dark' : 'light'})`, async ({
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      const name = `Shot ${width} ${dark ? 'dark' : 'light'} ${Date.now()}.webm`;
      storeLargeFiles(name);
      const page = await browser.newPage({
        baseURL: testInfo.project.use.baseURL,
        locale: 'en-US',
        viewport: { width, height: 900 },
      });
      // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
      if (dark) await useDarkTheme(page);
      await signIn(page, ACCOUNTS.admin);
      const suffix = `${width}-${dark ? 'dark' : 'light'}`;
      const dialog = await askArchive(page, name);
      await expect(dialog.getByRole('alert')).toHaveText(LIMIT_MESSAGE);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`archive-refused-${suffix}.png`) });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Saved views: Stored files' }).click();
      await expect(page.getByRole('textbox', { name: 'Save this view as' })).toBeVisible();
      // The whole menu on screen, its border too.
      const menu = await page.getByRole('group', { name: 'Saved views' }).boundingBox();
      expect(menu && menu.x >= 0 && menu.x + menu.width <= width).toBe(true);
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`saved-views-${suffix}.png`) });
      await page.close();
    });
  }
}
