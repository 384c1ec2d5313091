// The tags area against the reference server, as a user manager: the list (add, filter, sort, page, delete
// the selection), one tag's rules (add, default, edit, delete), its users with their value, the download of
// their e-mail list, and the tag's deletion. One signed-in page walks through it all, in order.
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, expectAccessible, FIRST_LOAD_MS, openRoute, openSignedIn } from './support';

const TAG = 'E2E Project';

test.describe.configure({ mode: 'serial' });

let page: Page;

/** A page of its own, signed in as the user manager. */
async function signedInPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const signedIn = await browser.newPage({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await openSignedIn(signedIn, ACCOUNTS.manager);
  return signedIn;
}

const tagTable = () => page.getByRole('table', { name: 'Tags', exact: true });
const rulesTable = () => page.getByRole('table', { name: 'Rules' });
const usersTable = () => page.getByRole('table', { name: `Users of the tag ${TAG}` });
const ruleRow = (value: string) => rulesTable().getByRole('row').filter({ hasText: value });
const dialog = (name: string) => page.getByRole('dialog', { name });

/** Adds a rule through the add form. */
async function addRule(value: string, isDefault = false): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('New value').fill(value);
  if (isDefault) await form.getByLabel('Default value').check();
  await form.getByRole('button', { name: 'Add the rule' }).click();
}

/** Gives a user a value through the add form: `value` is the label of a choice (the form keeps the last one). */
async function addUser(email: string, value?: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('E-mail of the user').fill(email);
  if (value) await form.getByLabel('Value', { exact: true }).selectOption({ label: value });
  await form.getByRole('button', { name: 'Add the user' }).click();
  return form;
}

/** Adds a tag from the list's toolbar. */
async function addTag(name: string): Promise<void> {
  await page.getByLabel('Name of the new tag').fill(name);
  await page.getByRole('button', { name: 'Add a tag' }).click();
}

test.beforeAll(async ({ browser }, testInfo) => {
  page = await signedInPage(browser, testInfo.project.use.baseURL);
});

test.afterAll(async () => {
  await page?.close();
});

test('the list shows every tag with its number of rules and users, and axe finds nothing', async () => {
  await openRoute(page, 'tags');
  // The console's code loads on this first visit.
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const department = tagTable().getByRole('row').filter({ hasText: 'Department' });
  await expect(department.getByRole('link', { name: 'Department' })).toHaveAttribute(
    'href',
    /\/meet\/tags\/\d+$/,
  );
  // The seed gives Department five rules and a value to most users.
  await expect(department.getByRole('cell').nth(2)).toHaveText('5');
  expect(Number(await department.getByRole('cell').nth(3).textContent())).toBeGreaterThan(0);
  await expectAccessible(page);
});

test('a name already taken is refused with the translated message and stays typed; a new name opens the tag', async () => {
  await openRoute(page, 'tags');
  await addTag('Department');
  await expect(page.getByRole('alert').filter({ hasText: 'The tag could not be created.' })).toBeVisible();
  await expect(page.getByText('A tag with this name already exists.')).toBeVisible();
  await expect(page.getByLabel('Name of the new tag')).toHaveValue('Department');
  await expect(page.getByLabel('Name of the new tag')).toHaveAttribute('aria-invalid', 'true');

  await addTag(TAG);
  await expect(page).toHaveURL(/\/meet\/tags\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();
  await expect(page.getByText('This tag has no rule yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the tags' }).click();
  await expect(tagTable().getByRole('link', { name: TAG })).toBeVisible();
  await tagTable().getByRole('link', { name: TAG }).click();
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();
});

test('rules: values are added, a default one replaces the previous default, a value already there is refused', async () => {
  await addRule('Alpha', true);
  await expect(ruleRow('Alpha')).toContainText('Default');
  await addRule('Beta', true);
  await addRule('Gamma');
  await expect(rulesTable().getByRole('row')).toHaveCount(4);
  await expect(ruleRow('Beta')).toContainText('Default');
  await expect(ruleRow('Alpha')).not.toContainText('Default');
  await expect(ruleRow('Gamma')).not.toContainText('Default');
  // Users' values match the rules in any case, so a value differing only in case is refused before sending.
  await addRule('alpha');
  await expect(page.getByText('This value is already a rule of the tag.').first()).toBeVisible();
  await expect(page.getByLabel('New value')).toHaveValue('alpha');
  await expect(rulesTable().getByRole('row')).toHaveCount(4);
  await page.getByLabel('New value').fill('');
});

test('rules: a rule is edited inline (value and default flag), and cancel leaves it as it was', async () => {
  await page.getByRole('button', { name: 'Edit the rule Gamma' }).click();
  const form = page.getByRole('form', { name: 'Change the rule Gamma' });
  await expect(form.getByLabel('Value', { exact: true })).toBeFocused();
  await form.getByLabel('Value', { exact: true }).fill('Omega');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(ruleRow('Gamma')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit the rule Gamma' })).toBeFocused();

  // By keyboard: Enter opens the row's form, typing changes it, Enter saves.
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Value', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Delta');
  await form.getByLabel('Default value').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(ruleRow('Delta')).toContainText('Default');
  await expect(ruleRow('Beta')).not.toContainText('Default');
  await expect(rulesTable().getByText('Gamma')).toHaveCount(0);
  await openRoute(page);
  await expect(ruleRow('Delta')).toContainText('Default');
});

test('rules: deleting one asks first; cancelled it stays, confirmed it is gone', async () => {
  await page.getByRole('button', { name: 'Delete the rule Alpha' }).click();
  await expect(dialog('Delete a rule')).toContainText('Delete the rule “Alpha”?');
  await dialog('Delete a rule').getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog('Delete a rule')).toHaveCount(0);
  await expect(ruleRow('Alpha')).toBeVisible();

  await page.getByRole('button', { name: 'Delete the rule Alpha' }).click();
  await dialog('Delete a rule').getByRole('button', { name: 'Delete' }).click();
  await expect(rulesTable().getByText('Alpha')).toHaveCount(0);
  await expect(rulesTable().getByRole('row')).toHaveCount(3);
});

test('users: a user gets a chosen value or the default; an unknown e-mail is refused, translated', async () => {
  await addUser('user@example.com', 'Beta');
  const jordan = usersTable().getByRole('row').filter({ hasText: 'user@example.com' });
  await expect(jordan.getByRole('cell')).toHaveText(['', 'user@example.com', 'Jordan', 'Lee', 'Beta']);

  // The value chosen stays for the next user; the default is a choice of its own.
  await addUser('manager@example.com', 'Default value (Delta)');
  const sam = usersTable().getByRole('row').filter({ hasText: 'manager@example.com' });
  await expect(sam).toContainText('Delta');

  const form = await addUser('nobody@example.com');
  // Why, read out on the field; what failed, for the whole form.
  await expect(form.getByRole('alert')).toHaveText([
    'The requested item was not found.',
    'The user cannot be added to this tag.',
  ]);
  await expect(form.getByLabel('E-mail of the user')).toHaveValue('nobody@example.com');
  await expect(usersTable().getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});

test('users: removing the selection asks first, then the user is gone from the tag', async () => {
  const sam = usersTable().getByRole('row').filter({ hasText: 'manager@example.com' });
  await sam.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog('Delete').getByRole('button', { name: 'Delete' }).click();
  await expect(usersTable().getByText('manager@example.com')).toHaveCount(0);
  await expect(usersTable().getByText('user@example.com')).toBeVisible();
});

test("the users' e-mail list downloads as a text file, one address per line", async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the e-mail list' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('E2E_Project-emails.txt');
  const path = await download.path();
  expect(readFileSync(path, 'utf8')).toBe('user@example.com\r\n');
});

// A list that fits on one page of 10 shows no paging bar: with these six there are more than ten tags.
const PAGING_TAGS = [1, 2, 3, 4, 5, 6].map((n) => `E2E Paging ${n}`);

test('the list keeps its sort, page size and page in the address after a reload', async () => {
  // Six tags are added first: on a loaded machine each takes seconds.
  test.setTimeout(120_000);
  for (const name of PAGING_TAGS) {
    await openRoute(page, 'tags');
    await addTag(name);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await openRoute(page, 'tags');
  await tagTable().getByRole('button', { name: 'Users' }).click();
  await expect(page).toHaveURL(/[?&]sort=userCount/);
  await page.getByLabel('Rows per page').selectOption('5');
  await expect(page).toHaveURL(/[?&]size=5/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  const shown = await tagTable().getByRole('link').allTextContents();
  expect(shown.length).toBeGreaterThan(0);

  const address = page.url();
  await openRoute(page);
  expect(page.url()).toBe(address);
  await expect(page.getByRole('button', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(tagTable().getByRole('columnheader', { name: 'Users' })).toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expect(tagTable().getByRole('link')).toHaveText(shown);
});

test('the list filters by name and deletes the selection after a confirmation', async () => {
  await openRoute(page, 'tags');
  await page.getByLabel('Filter to add').selectOption({ label: 'Name' });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Paging');
  await expect(tagTable().getByRole('link')).toHaveText(PAGING_TAGS);
  await expect(page).toHaveURL(/[?&]filter=name%3DE2E/);

  await tagTable().getByRole('checkbox', { name: 'Select all rows' }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog('Delete').getByRole('button', { name: 'Delete' }).click();
  await expect(tagTable()).toContainText('No tag matches these filters.');
});

test('deleting the tag asks first, then the list no longer holds it', async () => {
  await openRoute(page, 'tags');
  await tagTable().getByRole('link', { name: TAG }).click();
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();
  await page.getByRole('button', { name: 'Delete the tag' }).click();
  await expect(dialog('Delete the tag')).toContainText(`Delete the tag “${TAG}”`);
  await dialog('Delete the tag').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TAG })).toBeVisible();

  await page.getByRole('button', { name: 'Delete the tag' }).click();
  await dialog('Delete the tag').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/meet\/tags$/);
  await expect(tagTable().getByRole('link', { name: 'Department' })).toBeVisible();
  await expect(tagTable().getByRole('link', { name: TAG })).toHaveCount(0);
});
