// The meetings and files areas against the reference server, as an administrator: the meeting list (filters,
// paging), a meeting's detail (stop cancelled then confirmed, by keyboard too; delete refused with 1021 and
// allowed on a scheduled meeting), its attachments (a video played, access switched, delete confirmed), and
// the files (storage gauge, search by meeting unique ID, delete the selection). One signed-in page walks through it all.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  giveDemoPins,
  openRoute,
  openSignedIn,
  tabTo,
} from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;
let headers: Record<string, string>;

interface Row {
  uid: string;
  subject: string;
  state: string;
}

/** Meetings of the seed in a state, through the API (the demo meetings left out: other specs use them). */
async function meetingsIn(request: APIRequestContext, state: string): Promise<Row[]> {
  const answer = await request.get(`${API}web/admin/meetings`, {
    headers,
    params: { filter: `state=${state}`, size: 100 },
  });
  const { items } = (await answer.json()) as { items: Row[] };
  return items.filter((row) => !row.uid.startsWith('10000000'));
}

const meetingTable = () => page.getByRole('table', { name: 'Meetings', exact: true });
const dialog = (name: string) => page.getByRole('dialog', { name });
const toast = (text: string) => page.getByText(text).first();

test.beforeAll(async ({ browser, playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  page = await browser.newPage({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await openSignedIn(page, ACCOUNTS.admin);
  const request = await playwright.request.newContext({ baseURL });
  headers = await apiSession(request, ACCOUNTS.admin);
  await request.dispose();
});

test.afterAll(async () => {
  await page?.close();
});

test('the list shows id, subject, start, duration, state, users, organization and server; axe finds nothing', async () => {
  await openRoute(page, 'meeting');
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
  await expect(meetingTable().getByRole('columnheader')).toContainText([
    'ID',
    'Subject',
    'Start',
    'Duration',
    'State',
    'Present / expected',
    'Organization',
    'Server',
  ]);
  const first = meetingTable().getByRole('row').nth(1);
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/meet\/meeting\/\d{9}$/);
  await expect(first.getByRole('cell').nth(6)).toHaveText(/^\d+ \/ \d+$/);
  await expect(first.getByRole('cell').nth(8)).toHaveText(/\S+\.\S+/);
  await expectAccessible(page);
});

test('filters: the state filter from the panel keeps only started meetings; the page and size live in the address', async () => {
  await openRoute(page, 'meeting');
  await page.getByLabel('Filter to add').selectOption({ label: 'State' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption({ label: 'Started' });
  await expect(page).toHaveURL(/[?&]filter=state%3Dstarted/);
  await expect(meetingTable().getByRole('row').nth(1)).toContainText('Started');
  for (const state of await meetingTable().getByRole('row').locator('td:nth-child(6)').allTextContents())
    expect(state).toBe('Started');

  await openRoute(page, 'meeting?filter=state%3Dstopped&size=5');
  await expect(meetingTable().getByRole('row')).toHaveCount(6);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(meetingTable().getByRole('row')).toHaveCount(6);

  await openRoute(page, 'meeting?filter=subject%3Dno%20such%20subject%20anywhere');
  await expect(meetingTable()).toContainText('No meeting matches these filters.');
});

test("filters: a meeting ID held in the address shows in the panel; the creator filter keeps that creator's meetings", async ({
  request,
}) => {
  const answer = await request.get(`${API}web/admin/meetings`, {
    headers,
    params: { filter: 'state=stopped' },
  });
  const { items } = (await answer.json()) as { items: (Row & { creator: { email: string } })[] };
  const [meeting] = items.filter((row) => !row.uid.startsWith('10000000'));
  if (!meeting) throw new Error('the seed has no stopped meeting');
  await openRoute(page, `meeting?filter=uid%3D${meeting.uid}`);
  await expect(page.getByRole('textbox', { name: 'Meeting ID', exact: true })).toHaveValue(meeting.uid);
  await expect(meetingTable().getByRole('row')).toHaveCount(2);
  await expect(meetingTable().getByRole('row').nth(1)).toContainText(meeting.subject);

  await openRoute(page, 'meeting');
  await page.getByLabel('Filter to add').selectOption({ label: 'Creator (e-mail or name)' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Creator (e-mail or name)' }).fill(meeting.creator.email);
  await expect(page).toHaveURL(/[?&]filter=creator%3D/);
  const listed = await request.get(`${API}web/admin/meetings`, {
    headers,
    params: { filter: `creator=${meeting.creator.email}`, size: 100 },
  });
  const mine = (await listed.json()) as { items: (Row & { creator: { email: string } })[]; total: number };
  expect(mine.items.every((row) => row.creator.email.includes(meeting.creator.email))).toBe(true);
  const all = (await (await request.get(`${API}web/admin/meetings`, { headers })).json()) as {
    total: number;
  };
  expect(mine.total).toBeLessThan(all.total);
  await expect(page.getByRole('status').filter({ hasText: / rows?$/ })).toHaveText(
    `${mine.total} row${mine.total === 1 ? '' : 's'}`,
  );
});

test('the detail shows the summary, creator, moderators, attendees and the quality chart with its table', async ({
  request,
}) => {
  const [started] = await meetingsIn(request, 'started');
  await openRoute(page, `meeting/${started?.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: started?.subject })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Meeting ID${started?.uid}`);
  await expect(summary).toContainText('StateStarted');
  await expect(summary).toContainText('Security level');
  await expect(summary).toContainText('Creator');
  await expect(summary).toContainText('Moderators');
  const attendees = page.getByRole('table', { name: `Attendees of “${started?.subject}”` });
  await expect(attendees.getByRole('row').nth(1)).toContainText('Still connected');
  await expect(page.getByRole('table', { name: /Incoming and outgoing bitrate/ })).toBeAttached();
  await expect(page.getByRole('table', { name: /Participation/ })).toContainText('Expected, not joined');
  await expectAccessible(page);
});

test('a guest who joins from the browser client appears in the open detail page, then their leave time', async ({
  browser,
}) => {
  await openRoute(page, 'meeting/100000001');
  const attendees = page.getByRole('table', { name: /^Attendees of/ });
  await expect(attendees.getByRole('row').nth(1)).toBeVisible();
  const guest = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const client = await guest.newPage();
  await giveDemoPins(client);
  await client.goto('meeting/webrtc?umi=100000001');
  await client.getByLabel('Full name').fill('Grace Hopper');
  await client.getByRole('button', { name: 'Connect' }).click();
  await expect(client.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();

  const row = attendees.getByRole('row').filter({ hasText: 'Grace Hopper' });
  await expect(row).toContainText('Still connected', { timeout: 10_000 });
  await expect(row).toContainText('Guest (no account)');
  await client.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(row).not.toContainText('Still connected', { timeout: 10_000 });
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\d{4}/);
  await guest.close();
});

test('guests waiting for approval are approved or rejected from the detail page', async ({ browser }) => {
  await openRoute(page, 'meeting/100000002');
  const waiting = page.getByRole('region', { name: 'Guests waiting for approval' });
  await expect(waiting).toContainText('No guest is waiting.');
  const guest = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const [ada, alan] = [
    await guest.newPage(),
    await (await browser.newContext({ locale: 'en-US' })).newPage(),
  ];
  for (const [client, name] of [
    [ada, 'Ada Lovelace'],
    [alan, 'Alan Turing'],
  ] as const) {
    await giveDemoPins(client);
    await client.goto('meeting/webrtc?umi=100000002');
    await client.getByLabel('Full name').fill(name);
    await client.getByRole('button', { name: 'Connect' }).click();
    await expect(client.getByText('Waiting for approval')).toBeVisible();
  }
  await expect(waiting).toContainText('Ada Lovelace, waiting since', { timeout: 10_000 });
  await expect(waiting).toContainText('Alan Turing, waiting since');
  await waiting.getByRole('button', { name: 'Approve: Ada Lovelace' }).click();
  await expect(ada.getByRole('button', { name: 'Leave', exact: true })).toBeVisible();
  await waiting.getByRole('button', { name: 'Reject: Alan Turing' }).click();
  await expect(alan.getByText('The host did not let you join this meeting.')).toBeVisible();
  await expect(waiting).toContainText('No guest is waiting.');
  const attendees = page.getByRole('table', { name: /^Attendees of/ });
  await expect(attendees.getByRole('row').filter({ hasText: 'Ada Lovelace' })).toContainText(
    'Still connected',
  );
  await expect(attendees).not.toContainText('Alan Turing');
  await guest.close();
  await alan.context().close();
});

test('stop: cancelled the meeting still runs; confirmed "meeting ended" and the new state', async ({
  request,
}) => {
  const [started] = await meetingsIn(request, 'started');
  await openRoute(page, `meeting/${started?.uid}`);
  await page.getByRole('button', { name: 'Stop the meeting' }).click();
  await expect(dialog('Stop the meeting')).toContainText(`Stop the meeting “${started?.subject}” now?`);
  await dialog('Stop the meeting').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog('Stop the meeting')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('StateStarted');

  await page.getByRole('button', { name: 'Stop the meeting' }).click();
  await dialog('Stop the meeting').getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(toast('The meeting has ended.')).toBeVisible();
  // The Stop button is gone: the focus lands on the message that says the meeting ended.
  await expect(page.locator('.alert[role=status]', { hasText: 'The meeting has ended.' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('StateStopped');
  await expect(page.getByRole('button', { name: 'Stop the meeting' })).toHaveCount(0);
  const attendees = page.getByRole('table', { name: `Attendees of “${started?.subject}”` });
  await expect(attendees).not.toContainText('Still connected');

  // Finished, it cannot be deleted: the server's 1021, translated, and nothing lost.
  await page.getByRole('button', { name: 'Delete the meeting' }).click();
  await dialog('Delete the meeting').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast('The meeting cannot be deleted')).toBeVisible();
  await openRoute(page);
  await expect(page.getByRole('heading', { level: 1, name: started?.subject })).toBeVisible();
});

test('stop with the keyboard alone', async ({ request }) => {
  const [started] = await meetingsIn(request, 'started');
  await openRoute(page, `meeting/${started?.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: started?.subject })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Stop the meeting' }));
  await page.keyboard.press('Enter');
  await expect(dialog('Stop the meeting')).toBeVisible();
  await tabTo(page, dialog('Stop the meeting').getByRole('button', { name: 'Stop', exact: true }), 6);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('StateStopped');
});

test('a scheduled meeting is deleted after a confirmation', async ({ request }) => {
  const [scheduled] = await meetingsIn(request, 'scheduled');
  await openRoute(page, `meeting/${scheduled?.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: scheduled?.subject })).toBeVisible();
  await page.getByRole('button', { name: 'Delete the meeting' }).click();
  await dialog('Delete the meeting').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: scheduled?.subject })).toBeVisible();
  await page.getByRole('button', { name: 'Delete the meeting' }).click();
  await dialog('Delete the meeting').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/meet\/meeting$/);
  // Back on the list, the focus is on its heading, not on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeFocused();
  await openRoute(page, `meeting?filter=uid%3D${scheduled?.uid}`);
  await expect(meetingTable()).toContainText('No meeting matches these filters.');
});

/** A stored file of the seed, through the API: its meeting has attachments. */
async function someFile(request: APIRequestContext) {
  const answer = await request.get(`${API}web/admin/files`, { headers, params: { size: 5 } });
  const { items } = (await answer.json()) as { items: { id: number; name: string; meetingUid: string }[] };
  const [file] = items;
  if (!file) throw new Error('the seed has no file');
  return file;
}

/** The demo recording's length in seconds: every seeded video is that file. */
const RECORDING_SECONDS = 2.958;

test('attachments: Play opens the video in the page, named after its file, and it really plays; axe finds nothing', async ({
  request,
}) => {
  const answer = await request.get(`${API}web/admin/meetings/100000004/attachments`, { headers });
  const files = (await answer.json()) as { name: string; video: boolean }[];
  const recording = files.find((file) => file.video);
  if (!recording) throw new Error('the ended demo meeting has no video');
  await openRoute(page, 'meeting/100000004/attachment-file');
  const table = page.getByRole('table', { name: 'Attachments and videos' });
  await table.getByRole('button', { name: `Play: ${recording.name}` }).click();
  const player = dialog(recording.name);
  const video = player.locator('video');
  await expect(video).toHaveAccessibleName(recording.name);
  const state = () =>
    video.evaluate((element: HTMLVideoElement) => ({
      readyState: element.readyState,
      currentTime: element.currentTime,
      duration: element.duration,
    }));
  await expect.poll(async () => (await state()).readyState, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect((await state()).duration).toBeCloseTo(RECORDING_SECONDS, 1);
  const start = (await state()).currentTime;
  await expect.poll(async () => (await state()).currentTime, { timeout: 10_000 }).toBeGreaterThan(start);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(player).toHaveCount(0);
  await table.getByRole('button', { name: `Play: ${recording.name}` }).click();
  await expect(player.locator('video')).toBeVisible();
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toHaveCount(0);
});

test('attachments: the access of a file is switched and stays; deleting one asks first', async ({
  request,
}) => {
  const file = await someFile(request);
  await openRoute(page, `meeting/${file.meetingUid}`);
  await page.getByRole('link', { name: /^Attachments and videos \(\d+\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/meet/meeting/${file.meetingUid}/attachment-file$`));
  const table = page.getByRole('table', { name: 'Attachments and videos' });
  const row = table.getByRole('row').filter({ hasText: file.name });
  await expect(row.getByRole('cell').nth(5)).toHaveText(/Organizers and co-organizers|All participants/);
  const before = await row.getByRole('cell').nth(5).textContent();
  const after = before === 'All participants' ? 'Organizers and co-organizers' : 'All participants';
  await row.getByRole('button', { name: /^(Open to all participants|Restrict to organizers): / }).click();
  await expect(row.getByRole('cell').nth(5)).toHaveText(after);
  await openRoute(page);
  await expect(row.getByRole('cell').nth(5)).toHaveText(after);
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^[0-9a-f]{12}…$/);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Delete: ${file.name}` }).click();
  await expect(dialog('Delete the file')).toContainText(`Delete “${file.name}”?`);
  await dialog('Delete the file').getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete: ${file.name}` }).click();
  await dialog('Delete the file').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: file.name })).toHaveCount(0);
  await openRoute(page);
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: file.name })).toHaveCount(0);
});

test("the webview's deep link (login address with tcc and umi) opens the meeting's attachments and videos", async ({
  request,
}) => {
  const file = await someFile(request);
  await openRoute(page, `./?tcc=1&umi=${file.meetingUid}`);
  await expect(page).toHaveURL(new RegExp(`/meet/meeting/${file.meetingUid}/attachment-file$`));
  await expect(page.getByRole('table', { name: 'Attachments and videos' })).toContainText(file.name);
});

const fileTable = () => page.getByRole('table', { name: 'Stored files' });

test('files: the storage summary with its gauge, the list paged and sorted by the server; axe finds nothing', async () => {
  await openRoute(page, 'file');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  const storage = page.getByRole('region', { name: 'Storage' });
  await expect(storage).toContainText('Path');
  await expect(storage).toContainText(/used of/);
  await expect(storage.getByRole('img', { name: /used of/ })).toBeVisible();
  await expect(fileTable().getByRole('columnheader')).toContainText([
    'Name',
    'Author',
    'Meeting',
    'Date',
    'Size',
  ]);
  await fileTable().getByRole('button', { name: 'Size' }).click();
  await expect(page).toHaveURL(/[?&]sort=size/);
  await page.getByLabel('Rows per page').selectOption('5');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(fileTable().getByRole('row')).toHaveCount(6);
  await expectAccessible(page);
});

test('files: search by meeting unique ID, then delete the selection under Actions…, each file reported', async ({
  request,
}) => {
  const file = await someFile(request);
  await openRoute(page, 'file');
  await page.getByLabel('Filter to add').selectOption({ label: 'Meeting unique ID' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Meeting unique ID' }).fill(file.meetingUid);
  await expect(page).toHaveURL(new RegExp(`[?&]filter=meetingUid%3D${file.meetingUid}`));
  const rows = fileTable().getByRole('row');
  await expect(rows.nth(1)).toContainText(file.meetingUid);
  for (const meeting of await rows.locator('td:nth-child(4)').allTextContents())
    expect(meeting).toContain(file.meetingUid);
  const count = (await rows.count()) - 1;

  // One way to delete a selection: the bulk action, closed unapplied first.
  await fileTable().getByRole('checkbox', { name: 'Select all rows' }).check();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Actions…' }).click();
  const bulk = page.getByRole('dialog', {
    name: count === 1 ? 'Act on the selected row' : `Act on the ${count} selected rows`,
  });
  await bulk.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows.nth(1)).toContainText(file.meetingUid);
  await page.getByRole('button', { name: 'Actions…' }).click();
  await bulk.getByLabel('Action').selectOption({ label: 'Delete the files' });
  await bulk.getByRole('button', { name: count === 1 ? 'Apply to 1 row' : `Apply to ${count} rows` }).click();
  await expect(bulk.getByText(`${count} done. 0 refused.`)).toBeVisible();
  await expect(bulk.getByRole('row', { name: new RegExp(`${file.name}.*Done`) })).toBeVisible();
  await bulk.getByRole('button', { name: 'Close' }).last().click();
  await expect(fileTable()).toContainText('No file matches these filters.');
});

test("statistics: configuration, the period defaulting to the settings' default period, charts with tables, top 5", async () => {
  await openRoute(page, 'statistic');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  const configuration = page.getByRole('region', { name: 'Configuration' });
  await expect(configuration).toContainText('Statistics collected');
  const period = await configuration.locator('dd').nth(2).textContent();
  const days = Number(/(\d+) days?/.exec(period ?? '')?.[1]);
  expect(days).toBeGreaterThan(0);
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
  // The period reads as dates in the interface language, never as ISO text.
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  await expect(page.getByRole('heading', { name: `From ${day(from)} to ${day(today)}` })).toBeVisible();
  for (const chart of [
    'Meetings per day',
    'Participants per day',
    'Minutes per day',
    'Average bitrate per day (kB/s)',
  ])
    await expect(
      page.getByRole('table', { name: new RegExp(chart.replace(/[()]/g, '\\$&')) }),
    ).toBeAttached();
  const subscriptions = page.getByRole('table', { name: 'Top 5 subscriptions' });
  const organizers = page.getByRole('table', { name: 'Top 5 organizers' });
  await expect(subscriptions.getByRole('row').nth(1)).toContainText('1');
  expect(await subscriptions.getByRole('row').count()).toBeLessThanOrEqual(6);
  expect(await organizers.getByRole('row').count()).toBeLessThanOrEqual(6);
  await expectAccessible(page);
});

test('statistics: an organization chosen narrows the totals and the top 5 beside them; the filters live in the address', async () => {
  const totals = page.getByRole('region', { name: /^From / });
  const meetingsOf = async () => Number(await totals.locator('dd').first().textContent());
  const subscriptions = page.getByRole('table', { name: 'Top 5 subscriptions' });
  await expect(subscriptions.getByRole('row').nth(1)).toBeVisible();
  const all = await meetingsOf();
  const organization = page.getByLabel('Organization', { exact: true });
  const choice = (await organization.locator('option').nth(2).textContent()) ?? '';
  await organization.selectOption({ label: choice });
  await page.getByRole('button', { name: 'Show the statistics' }).click();
  await expect(page).toHaveURL(/[?&]organization=[^&]+/);
  await expect.poll(meetingsOf).toBeLessThan(all);
  // Every subscription ranked is one of the organization's, and their meetings add up to the totals.
  const names = await subscriptions.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain(choice);
  const narrowed = await meetingsOf();
  await openRoute(page);
  await expect(page.getByLabel('Organization', { exact: true })).toHaveValue(/.+/);
  await expect.poll(meetingsOf).toBe(narrowed);
  await page.goBack();
  await expect.poll(meetingsOf).toBe(all);
});

test('statistics: a period that ends before it starts is refused on its field; presets choose the last 7, 30 or 90 days', async () => {
  await openRoute(page, 'statistic');
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(/\d{4}-\d{2}-\d{2}/);
  const before = page.url();
  await from.fill('2026-03-10');
  await from.press('Enter');
  await to.fill('2026-03-01');
  await to.press('Enter');
  await page.getByRole('button', { name: 'Show the statistics' }).click();
  await expect(page.getByText('The end of the period comes before its start')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(before);

  const today = new Date().toISOString().slice(0, 10);
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  for (const days of [7, 30, 90]) {
    await page.getByRole('button', { name: `Last ${days} days` }).click();
    const start = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`from=${start}&to=${today}`));
    await expect(from).toHaveValue(start);
    await expect(to).toHaveValue(today);
    await expect(page.getByRole('heading', { name: `From ${day(start)} to ${day(today)}` })).toBeVisible();
  }
  await expect(page.getByText('The end of the period comes before its start')).toHaveCount(0);
});

test('the customer ranking has its own table, and its minutes drawn as bars from one baseline', async () => {
  await page.getByRole('link', { name: 'Customer ranking' }).click();
  await expect(page).toHaveURL(/\/meet\/statistic\/customer-ranking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer ranking' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Subscriptions by meetings' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const bars = page.getByRole('list', { name: 'Minutes per subscription' }).getByRole('listitem');
  await expect(bars.first()).toBeVisible();
  // Each bar's length is its value's share of the largest, with the value written beside it in minutes.
  const drawn = await bars.evaluateAll((items) =>
    items.map((item) => ({
      value: Number((item.querySelector('.ranking-bars__value')?.textContent ?? '').replace(/\D/g, '')),
      width: item.querySelector('.ranking-bars__bar')?.getBoundingClientRect().width ?? 0,
      track: item.querySelector('.ranking-bars__track')?.getBoundingClientRect().width ?? 0,
      unit: /min/.test(item.querySelector('.ranking-bars__value')?.textContent ?? ''),
    })),
  );
  const largest = Math.max(...drawn.map((bar) => bar.value));
  for (const bar of drawn) {
    expect(bar.unit).toBe(true);
    expect(bar.width).toBeCloseTo(Math.max(2, (bar.track * bar.value) / largest), 0);
  }
  await expectAccessible(page);
});
