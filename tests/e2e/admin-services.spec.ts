// The services and maintenance areas against the reference server, as the system administrator: server zones
// (add, rename, "Name already used" keeping the typed name), a meeting server disabled after confirmation, another
// validated and moved to another zone, a gateway's disabling asked and cancelled, the gateway jobs filtered by state,
// the management server, and a maintenance period found, validated and deleted.
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  ACCOUNTS,
  API,
  apiSession,
  expectAccessible,
  FIRST_LOAD_MS,
  openRoute,
  openSignedIn,
} from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const signedIn = await browser.newPage({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(signedIn, ACCOUNTS.admin);
  return signedIn;
}

const zones = () => page.getByRole('region', { name: 'Server zones' });
const servers = () => page.getByRole('table', { name: 'Meeting servers' });

test.beforeAll(async ({ browser }, testInfo) => {
  page = await signedInPage(browser, testInfo.project.use.baseURL);
});

test.afterAll(async () => {
  await page?.close();
});

test('the services show zones, servers, gateways, jobs and the management server, and axe finds nothing', async () => {
  await openRoute(page, 'service');
  // The console's first load takes seconds on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  const paris = servers().getByRole('row').filter({ hasText: 'ms-par-1.meet.example.com' });
  await expect(paris.getByRole('cell', { name: 'Europe West' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Incoming H323/SIP' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Management server' })).toContainText(
    'mgmt-1.meet.example.com',
  );
  await expect(page.getByRole('region', { name: 'Management server' })).toContainText('142');
  await expectAccessible(page);
});

test('a zone is added; a name already used is refused and the typed name stays; a zone is renamed', async () => {
  await zones().getByLabel('Name of the new zone').fill('Asia Pacific');
  await zones().getByRole('button', { name: 'Add a zone' }).click();
  await expect(zones().getByLabel('Name of the zone Asia Pacific')).toHaveValue('Asia Pacific');
  await zones().getByLabel('Name of the new zone').fill('Europe West');
  await zones().getByRole('button', { name: 'Add a zone' }).click();
  await expect(zones().getByRole('alert')).toHaveText('Name already used');
  await expect(zones().getByLabel('Name of the new zone')).toHaveValue('Europe West');

  const row = zones()
    .getByRole('row')
    .filter({ has: page.getByLabel('Name of the zone Asia Pacific') });
  const renamed = row.getByLabel('Name of the zone Asia Pacific');
  await renamed.fill('North America');
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(row.getByText('Name already used')).toBeVisible();
  await expect(renamed).toHaveValue('North America');
  await renamed.fill('Asia');
  await row.getByRole('button', { name: 'Rename' }).click();
  await expect(zones().getByLabel('Name of the zone Asia', { exact: true })).toHaveValue('Asia');
});

test('a meeting server is disabled after confirmation; cancelling changes nothing', async () => {
  const row = servers().getByRole('row').filter({ hasText: 'ms-prg-1.meet.example.com' });
  // Disabling can be undone: a secondary button like its neighbour "Refuse", never the red of a destructive action.
  const look = (name: string | RegExp) =>
    row.getByRole('button', { name }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await look('Disable Prague 1')).toBe(await look(/new meetings on Prague 1$/));
  expect(await look('Disable Prague 1')).not.toBe('rgb(211, 47, 47)');
  await row.getByRole('button', { name: 'Disable Prague 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable the server' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('button', { name: 'Disable Prague 1' })).toBeVisible();
  await row.getByRole('button', { name: 'Disable Prague 1' }).click();
  // Its confirmation is the primary button, as the screen's own "Add a zone": only what cannot be undone is red.
  const confirm = page
    .getByRole('dialog', { name: 'Disable the server' })
    .getByRole('button', { name: 'Disable' });
  const primary = await page
    .getByRole('button', { name: 'Add a zone' })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect(confirm).toHaveCSS('background-color', primary);
  await confirm.click();
  await expect(row.getByRole('button', { name: 'Enable Prague 1' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Stopped' })).toBeVisible();
});

test('a meeting server is validated after confirmation and moved to another zone; its type is a word', async () => {
  const row = servers().getByRole('row').filter({ hasText: 'relay-nyc-1.meet.example.com' });
  await expect(row.getByRole('cell', { name: 'Relay', exact: true })).toBeVisible();
  await expect(row).toContainText('Not validated');
  await row.getByRole('button', { name: 'Validate New York relay' }).click();
  const validate = page.getByRole('dialog', { name: 'Validate the server' });
  await validate.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Not validated');
  await row.getByRole('button', { name: 'Validate New York relay' }).click();
  await validate.getByRole('button', { name: 'Validate', exact: true }).click();
  await expect(row.getByRole('button', { name: 'Validate New York relay' })).toHaveCount(0);
  await expect(row).toContainText('Validated');

  await row.getByRole('button', { name: 'Move New York relay to another zone' }).click();
  const move = page.getByRole('dialog', { name: 'Move the server to another zone' });
  await expect(move).toContainText('New York relay is in the zone North America.');
  await expect(move.getByRole('button', { name: 'Move', exact: true })).toBeDisabled();
  await expect(
    move.getByRole('combobox', { name: 'New zone' }).getByRole('option', { name: 'North America' }),
  ).toHaveCount(0);
  await move.getByRole('combobox', { name: 'New zone' }).selectOption({ label: 'Europe Central' });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Europe Central', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Move New York relay to another zone' })).toBeFocused();
});

test('disabling a gateway asks first, saying meetings lose it; cancelling leaves it enabled', async () => {
  const webRtc = page.getByRole('switch', { name: 'Enabled: WebRTC browser access', exact: true });
  await expect(webRtc).toHaveAttribute('aria-checked', 'true');
  await webRtc.click();
  const dialog = page.getByRole('dialog', { name: 'Disable the gateway' });
  await expect(dialog).toContainText('Meetings lose this gateway until it is enabled again.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(webRtc).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('gw-webrtc-1.meet.example.com · enabled')).toBeVisible();
});

test('the screen keeps up with the server while open: a server enabled elsewhere shows enabled', async ({
  request,
}) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const list = (await (await request.get(`${API}web/admin/services/servers`, { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const prague = list.find((server) => server.name === 'Prague 1');
  await request.patch(`${API}web/admin/services/servers/${prague?.id}`, { headers, data: { enabled: true } });
  const row = servers().getByRole('row').filter({ hasText: 'ms-prg-1.meet.example.com' });
  await expect(row.getByRole('button', { name: 'Disable Prague 1' })).toBeVisible({ timeout: 12_000 });
});

test('the gateway jobs are filtered by their state', async () => {
  const jobs = page.getByRole('table', { name: 'Gateway jobs' });
  await expect(jobs.getByRole('row').nth(1)).toBeVisible();
  await page
    .getByRole('region', { name: 'Filters: Gateway jobs' })
    .getByLabel('Filter to add')
    .selectOption({ label: 'State' });
  const filters = page.getByRole('region', { name: 'Filters: Gateway jobs' });
  await filters.getByRole('button', { name: 'Add', exact: true }).click();
  const state = filters.getByLabel('State', { exact: true });
  await state.selectOption({ label: 'Failed' });
  await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toContain('state=failed');
  await expect(jobs.getByRole('cell', { name: 'Running', exact: true })).toHaveCount(0);
  await expect(jobs.getByRole('cell', { name: 'Failed', exact: true }).first()).toBeVisible();
});

test('a maintenance period is found, validated (confirmed) and deleted (confirmed)', async () => {
  await openRoute(page, 'maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Day').fill(tomorrow);
  await page.getByLabel('Duration (minutes)').fill('45');
  await page.getByRole('button', { name: 'Search the available periods' }).click();
  const choices = page.getByRole('group', { name: /available period/ });
  await expect(choices).toBeVisible();
  const first = choices.getByRole('radio').first();
  const label = (await choices.locator('label').first().textContent()) ?? '';
  const start = label.split(' to ')[0] ?? '';
  await first.check();
  await page.getByRole('button', { name: 'Validate the chosen period' }).click();
  await page
    .getByRole('dialog', { name: 'Validate the maintenance period' })
    .getByRole('button', { name: 'Validate' })
    .click();
  const scheduled = page.getByRole('table', { name: 'Scheduled maintenance periods' });
  const row = scheduled.getByRole('row').filter({ hasText: start });
  await expect(row.getByRole('cell', { name: '45 minutes' })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: `Delete the maintenance of ${start}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete the maintenance period' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});

test('each gateway shows used of total and each management node its CPU, as the server counts them', async ({
  request,
}) => {
  const headers = await apiSession(request, ACCOUNTS.admin);
  const gateways = (await (await request.get(`${API}web/admin/services/gateways`, { headers })).json()) as {
    used: number;
    total: number;
  }[];
  const nodes = (await (
    await request.get(`${API}web/admin/services/management-server`, { headers })
  ).json()) as {
    address: string;
  }[];
  await openRoute(page, 'service');
  // A full load of the console on a busy machine can take seconds.
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible({ timeout: 20_000 });
  for (const { used, total } of gateways) {
    const bar = page.getByRole('progressbar', { name: `${used} used of ${total}`, exact: true }).first();
    await expect(bar).toHaveAttribute('aria-valuenow', String(used), { timeout: 20_000 });
    await expect(bar).toHaveAttribute('aria-valuemax', String(Math.max(total, 1)));
  }
  for (const { address } of nodes)
    await expect(
      page.getByRole('img', { name: new RegExp(`^CPU of ${address.replace(/\./g, '\\.')}\\b.*\\d`) }),
    ).toBeVisible();
});

/** The scheduled periods' list (with or without a query), not the search of available ones. */
const SCHEDULED = /\/services\/json\/web\/admin\/maintenance(\?|$)/;

test('with no period scheduled the planner says "No scheduled maintenance."', async () => {
  await page.route(SCHEDULED, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
  );
  await openRoute(page, 'maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No scheduled maintenance.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Scheduled maintenance periods' })).toHaveCount(0);
  await page.unroute(SCHEDULED);
});
