// One design language on the real screens: one control height on a list screen and in a form, host names
// that do not break at their hyphens, status shown as badges, destructive confirmations in red.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, API, apiSession, openSignedIn } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Height in CSS pixels of every element matching `selector` (Playwright's CSS reaches into open shadow roots). */
function heights(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes
      .map((node) => node.getBoundingClientRect().height)
      .filter((height) => height > 0)
      .map((height) => Math.round(height * 10) / 10),
  );
}

/** The number of lines each element matching `selector` takes (1 when it does not wrap), by its text. */
function lines(page: Page, selector: string): Promise<Record<string, number>> {
  return page.locator(selector).evaluateAll((nodes) => {
    const result: Record<string, number> = {};
    for (const node of nodes) {
      // The lines of its text only: the boxes around the text (an e-mail's pill) may sit a little higher.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      result[node.textContent ?? ''] = tops.size;
    }
    return result;
  });
}

const CONTROL_HEIGHT = 44;

test('the list screen and the form draw their inputs, selects and buttons at the one control height', async ({
  page,
}) => {
  // Signing in and the console's first load may each take most of 20 s on a loaded machine.
  test.setTimeout(60_000);
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  // The first visit loads the console's code: on a loaded machine that takes longer than the default 5 s.
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Filter to add').selectOption({ label: 'E-mail' });
  await filters.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(filters.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  const list = await heights(
    page,
    '.meet-filters select, .meet-filters input, .meet-filters button, .toolbar .button, .paging select, .paging button',
  );
  expect(list.length).toBeGreaterThan(6);
  expect(new Set(list)).toEqual(new Set([CONTROL_HEIGHT]));

  // E-mail addresses stay whole: amelia.evans@acme-health.example.com is not split after "acme-".
  const addresses = await lines(page, 'table .email');
  expect(Object.keys(addresses).filter((address) => address.includes('-')).length).toBeGreaterThan(0);
  for (const [address, count] of Object.entries(addresses)) expect(count, address).toBe(1);

  await page.getByRole('link', { name: 'Add a user' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  const form = await heights(page, 'form .control, form .actions .button');
  expect(form.length).toBeGreaterThan(4);
  expect(new Set(form)).toEqual(new Set([CONTROL_HEIGHT]));
});

test('host names stay on one line at their hyphens, on a phone too; server status is a badge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openSignedIn(page, ACCOUNTS.admin, 'service');
  await expect(page.getByRole('heading', { name: 'Meeting servers' })).toBeVisible();
  await expect(page.locator('.host-name').first()).toBeVisible();
  const names = await lines(page, '.host-name');
  expect(Object.keys(names).filter((name) => name.includes('-')).length).toBeGreaterThan(2);
  for (const [name, count] of Object.entries(names)) expect(count, name).toBe(1);
  await expect(page.locator('td .badge').first()).toHaveText(/Running|Stopped|Degraded/);
});

test('a destructive action is confirmed by a red button, cancel first', async ({ page }) => {
  await openSignedIn(page, ACCOUNTS.admin, 'users');
  await page
    .getByRole('checkbox', { name: /^Select / })
    .nth(5)
    .check();
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const buttons = dialog.locator('.foot button');
  await expect(buttons).toHaveText(['Cancel', /Delete/]);
  await expect(buttons.nth(1)).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  await buttons.nth(0).click();
  await expect(dialog).toHaveCount(0);
});

test("a list's dates hold on one line at 1280 px: the meetings' start, in English and in German", async ({
  page,
}) => {
  await openSignedIn(page, ACCOUNTS.admin, 'meeting');
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  for (const [language, written] of [
    ['en', /^[A-Z][a-z]{2} \d{1,2}, \d{4}/],
    ['de', /^\d{2}\.\d{2}\.\d{4}/],
  ] as const) {
    await page.evaluate((lang) => document.querySelector('meet-app')?.setAttribute('lang', lang), language);
    await expect(page.locator('td time').first()).toHaveText(written);
    const dates = await lines(page, 'td time');
    expect(Object.keys(dates).length, language).toBeGreaterThan(5);
    for (const [date, count] of Object.entries(dates)) expect(count, `${language} ${date}`).toBe(1);
  }
});

/** A form's action row as a person sees it, left to right: "submit" for the form's own button, else its kind. */
function actionRow(page: Page, form: string): Promise<{ order: string[]; endGap: number }> {
  return page.locator(`${form} .actions`).evaluate((row) => {
    const buttons = [...row.querySelectorAll('button')].sort(
      (a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left,
    );
    const last = buttons.at(-1)?.getBoundingClientRect().right ?? 0;
    return {
      order: buttons.map((button) =>
        button.type === 'submit'
          ? 'submit'
          : button.classList.contains('button--secondary')
            ? 'secondary'
            : 'other',
      ),
      endGap: Math.round(row.getBoundingClientRect().right - last),
    };
  });
}

test("a subscription's forms: a group's button level with its input; Undo and Save in one order and words with a settings group", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, ACCOUNTS.admin, 'subscriptions');
  await page.getByRole('table').getByRole('link').first().click({ timeout: 20_000 });
  // The organizers' e-mails are shown whole at 1280 px: the other columns leave them the room.
  const organizers = page.getByRole('table', { name: 'Organizers' });
  await expect(organizers.locator('.email').first()).toBeVisible({ timeout: 20_000 });
  const cut = await organizers
    .locator('.email > span')
    .evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth).map((s) => s.textContent),
    );
  expect(cut).toEqual([]);
  // A group's "Save the group" stands level with its input, not with the helper text under it, on a phone too.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const group = page.getByRole('form', { name: 'LDAP group of organizers' });
    const middle = async (target: ReturnType<typeof group.getByRole>) => {
      const box = await target.boundingBox();
      return (box?.y ?? 0) + (box?.height ?? 0) / 2;
    };
    await expect(group.getByRole('button', { name: 'Save the group' })).toBeVisible({ timeout: 20_000 });
    const button = await middle(group.getByRole('button', { name: 'Save the group' }));
    const input = await middle(group.getByRole('textbox', { name: 'LDAP group of organizers' }));
    expect(Math.abs(button - input), `${width} px`).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Features' }).click();
  const features = page.getByRole('form', { name: 'Features' });
  await expect(features.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await actionRow(page, 'form[aria-label="Features"]')).toEqual({
    order: ['secondary', 'submit'],
    endGap: 0,
  });
  // One action row (the kit's FormActions): the same words for undoing the edits as a settings group's.
  await expect(features.locator('.actions button')).toHaveText(['Undo the edits', 'Save']);

  await page.goto('setting?group=general');
  await expect(page.locator('.settings-form button[type=submit]')).toBeVisible({ timeout: 20_000 });
  expect(await actionRow(page, '.settings-form')).toEqual({
    order: ['secondary', 'submit'],
    endGap: 0,
  });
  await expect(page.locator('.settings-form .actions button')).toHaveText([
    'Undo the edits',
    'Save the group',
  ]);
});

test("a button in a table's cell is drawn as every button: an organization's Disable as its Add a subscription, in the actions column", async ({
  page,
}) => {
  // Signing in and the console's first load may each take most of 20 s on a loaded machine.
  test.setTimeout(60_000);
  await openSignedIn(page, ACCOUNTS.admin, 'organizations');
  await page.getByRole('table').getByRole('link').first().click({ timeout: 20_000 });
  const disable = page
    .getByRole('table')
    .getByRole('button', { name: /^Disable the subscription/ })
    .first();
  await expect(disable).toBeVisible({ timeout: 20_000 });
  const font = (button: typeof disable) =>
    button.evaluate((node) => {
      const style = getComputedStyle(node);
      return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    });
  expect(await font(disable)).toBe(await font(page.getByRole('button', { name: 'Add a subscription' })));
  // The state is a badge in its own column; the action that changes it stands in the actions column.
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Disable the subscription/ }) })
    .first();
  await expect(row.locator('td[data-label="State"]')).toHaveText('Enabled');
  await expect(row.locator('td[data-label="State"] .badge')).toBeVisible();
  await expect(row.locator('td[data-label="State"] button')).toHaveCount(0);
  await expect(row.locator('td[data-label="Actions"]').getByRole('button')).toHaveAccessibleName(
    /^Disable the subscription/,
  );
});

/** The characters after which each element matching `selector` goes on to a new line, by its text. */
function breaksAfter(page: Page, selector: string): Promise<Record<string, string[]>> {
  return page.locator(selector).evaluateAll((nodes) => {
    const result: Record<string, string[]> = {};
    for (const node of nodes) {
      const after: string[] = [];
      let previous: { char: string; top: number } | undefined;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let index = 0; index < (text.textContent ?? '').length; index++) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const rect = range.getBoundingClientRect();
          const char = text.textContent?.[index] ?? '';
          // A space at the end of a line has no box of its own: it counts as the last character of its line.
          if (rect.width === 0) {
            if (previous) previous.char = char;
            continue;
          }
          if (previous && rect.top > previous.top + rect.height / 2) after.push(previous.char);
          previous = { char, top: rect.top };
        }
      }
      result[node.textContent ?? ''] = after;
    }
    return result;
  });
}

test("a scheduled meeting's page on a phone: e-mails break only after their @ and dots, no figures before it has run", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 800 });
  // A meeting of the seed not yet run, by the longest address of the hyphenated organization: the seed places its
  // meetings around the day it runs, so which ones are scheduled changes from day to day.
  const answer = await request.get(`${API}web/admin/meetings`, {
    headers: await apiSession(request, ACCOUNTS.admin),
    params: { filter: 'state=scheduled', size: 100 },
  });
  const { items } = (await answer.json()) as { items: { uid: string; creator: { email: string } }[] };
  const [meeting] = items
    .filter((row) => !row.uid.startsWith('10000000') && row.creator.email.includes('-health.'))
    .sort((a, b) => b.creator.email.length - a.creator.email.length);
  expect(meeting, 'a scheduled meeting by an acme-health address').toBeDefined();
  await openSignedIn(page, ACCOUNTS.admin, `meeting/${meeting?.uid}`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Scheduled', { exact: true })).toBeVisible({ timeout: 20_000 });
  // Each person on their own: the creator, then each moderator.
  const people = await breaksAfter(page, '.facts dd span:has(> .person-name)');
  const texts = Object.keys(people);
  expect(texts.filter((text) => text.includes('-health.')).length).toBeGreaterThan(1);
  // Each person's line is cut somewhere at 390 px: where it is cut is what this test is about.
  expect(Object.values(people).flat().length).toBeGreaterThan(1);
  for (const [text, after] of Object.entries(people))
    for (const char of after) expect(['@', '.', ' '], `${text} broken after "${char}"`).toContain(char);

  await expect(summary.getByText('No figures until the meeting has run.')).toBeVisible();
  await expect(summary.getByText('Reconnections')).toHaveCount(0);
  await expect(summary.getByText(/0 kB\/s/)).toHaveCount(0);
});
