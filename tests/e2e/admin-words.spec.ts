// No raw code and no ISO date on any administration screen, in any of the six languages: every code of the
// contract's enums (storage types, server types, sources, statuses, roles, file kinds, results) shows as a word, and
// every date is written as the interface language writes dates. Each screen is scanned in its composed tree (open
// shadow roots included) as the system administrator sees it.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { ACCOUNTS, composedTexts, FIRST_LOAD_MS, openRoute, openSignedIn } from './support';

const LANGUAGES = ['en', 'cs', 'de', 'fr', 'hu', 'es'];

/** Every string value of an `enum` in the contract. */
function contractEnums(): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const { enum: values } = node as { enum?: unknown[] };
    for (const value of values ?? []) if (typeof value === 'string') found.add(value);
    Object.values(node).forEach(walk);
  };
  walk(parse(readFileSync('dist-spec/openapi.yaml', 'utf8')));
  return [...found];
}

/** Acronyms that are words in every language ("LDAP directory"): a code only when a text is nothing else. */
const ACRONYMS = new Set(['LDAP', 'SSO', 'SMB', 'SCIM']);
const ENUMS = contractEnums();
/** Codes in capitals (`LOCAL`, `H323_SIP_IN`) and in camel case that no language writes (`systemAdmin`). */
const CODES = ENUMS.filter(
  (code) => /^[A-Z][A-Z0-9_]{2,}$/.test(code) || /^[a-z]+[A-Z][A-Za-z]*$/.test(code),
);
/** A field name of a record is a word of the import files' header, not a code: only the values' codes count. */
const FIELDS = new Set(['firstName', 'lastName', 'registrationDate', 'lastLoginDate', 'timeZoneId']);

/** The visible texts of the page (open shadow roots included) that show a raw code or an ISO date. */
async function rawTexts(page: Page, codes: string[], acronyms: string[]): Promise<string[]> {
  const words = codes.filter((code) => !acronyms.includes(code));
  const inside = new RegExp(`(^|[^A-Za-z0-9_])(${words.join('|')})(?![A-Za-z0-9_])`);
  // A date as data writes it (a file named `sync 2026-11-25.webm`) is data: a date alone or beside words is ours.
  const isoDate = /(^|[\s(:])\d{4}-\d{2}-\d{2}(?=$|[\s),;T])/;
  return (await composedTexts(page, { shown: true })).filter(
    (text) => codes.includes(text) || inside.test(text) || isoDate.test(text),
  );
}

const SCAN_CODES = CODES.filter((code) => !FIELDS.has(code));

async function showIn(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => document.querySelector('meet-app')?.setAttribute('lang', lang), language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path`, waits for `ready`, and expects no raw code nor ISO date in any language. */
async function scan(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await openRoute(page, path);
  await ready(page);
  for (const language of LANGUAGES) {
    await showIn(page, language);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect
      .poll(() => rawTexts(page, SCAN_CODES, [...ACRONYMS]), { message: `${path} in ${language}` })
      .toEqual([]);
  }
  await showIn(page, 'en');
}

const rows = (page: Page) =>
  expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible({ timeout: FIRST_LOAD_MS });
/** The first link of the main list, opened. */
async function firstOf(page: Page, list: string, link: RegExp = /./) {
  await openRoute(page, list);
  const first = page
    .getByRole('table')
    .first()
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: link })
    .first();
  await first.click();
  await expect(page).not.toHaveURL(new RegExp(`/${list}$`));
  return new URL(page.url()).pathname.replace(/^\/meet\//, '');
}

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await browser.newPage({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(page, ACCOUNTS.admin);
});
test.afterAll(() => page?.close());

test('the contract has codes to look for', () => {
  expect(SCAN_CODES).toEqual(
    expect.arrayContaining(['LOCAL', 'SMB', 'MEDIA', 'RELAY', 'INTERNAL', 'systemAdmin']),
  );
});

for (const path of [
  'users',
  'tags',
  'organizations',
  'meeting',
  'file',
  'statistic',
  'statistic/customer-ranking',
]) {
  test(`${path}: words and dates, never codes`, async () => {
    await scan(page, path, rows);
  });
}

for (const path of ['service', 'maintenance', 'setting', 'resources', 'subscriptions/exceeding-organizers']) {
  test(`${path}: words and dates, never codes`, async () => {
    await scan(page, path, async (shown) => {
      await expect(shown.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
      await expect(shown.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0, {
        timeout: FIRST_LOAD_MS,
      });
    });
  });
}

const heading = (shown: Page) =>
  expect(shown.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: FIRST_LOAD_MS });

for (const [list, link] of [
  ['users', /./],
  ['tags', /./],
  ['organizations', /./],
  ['meeting', /./],
] as const) {
  test(`the first of ${list} in detail: words and dates, never codes`, async () => {
    test.setTimeout(90_000);
    await scan(page, await firstOf(page, list, link), heading);
  });
}

test('a subscription in detail, tab by tab: words and dates, never codes', async () => {
  test.setTimeout(180_000);
  await firstOf(page, 'organizations');
  const subscription = page.locator('a[href*="/subscriptions/"]').first();
  const path = ((await subscription.getAttribute('href')) ?? '').replace(/^\/meet\//, '');
  for (const tab of ['Organizers', 'Forced contacts', 'Features', 'Gateway usage', 'Statistics']) {
    await scan(page, path, async (shown) => {
      await heading(shown);
      await shown.getByRole('tab', { name: tab }).click();
      await expect(shown.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(
        shown
          .getByRole('tabpanel')
          .getByRole('status')
          .filter({ hasText: /Loading/ }),
      ).toHaveCount(0);
    });
  }
});
