import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, composedTexts, openSignedIn } from './support';

// The login and console screens in German and Hungarian: no English text that the language words otherwise, and no
// key. A text on screen is an English leftover when it is an English text of ours that no text of the language is
// (words the languages share, "Tags" or "Administrator", are not leftovers; nor is the data shown).
const LOCALES = 'src/core/i18n/locales';

/** `{ "ns:key": text }` of one language's files, placeholders left in. */
function texts(language: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(`${LOCALES}/${language}`))
    walk(JSON.parse(readFileSync(`${LOCALES}/${language}/${file}`, 'utf8')), `${file.slice(0, -5)}:`);
  return flat;
}

const ENGLISH = texts('en');

/** The English texts that `language` words otherwise: a leftover when shown in that language. */
function leftoversOf(language: string): Set<string> {
  const own = new Set(texts(language).values());
  return new Set([...ENGLISH.values()].filter((text) => !text.includes('{{') && !own.has(text)));
}

/** Every text and accessible-name attribute of the composed tree (open shadow roots included). */
const shownTexts = (page: Page) =>
  composedTexts(page, { attributes: ['aria-label', 'title', 'placeholder', 'alt'] });

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$|^[a-z-]+:[\w.]+$/;

async function expectTranslated(page: Page, screen: string, language: string): Promise<void> {
  await page.evaluate((lang) => document.querySelector('meet-app')?.setAttribute('lang', lang), language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  const leftovers = leftoversOf(language);
  await expect
    .poll(async () => {
      const shown = await shownTexts(page);
      return shown.filter(
        (text) => leftovers.has(text) || (KEY.test(text) && !/\.(com|org|net)$/.test(text)),
      );
    }, `${screen} in ${language}: English leftovers or keys`)
    .toEqual([]);
}

for (const language of ['de', 'hu']) {
  test(`the login in ${language} shows no English leftover and no key`, async ({ page }) => {
    await page.goto('./');
    await expectTranslated(page, 'login', language);
  });

  test(`console screens in ${language} show no English leftover and no key`, async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, ACCOUNTS.admin);
    for (const screen of ['users', 'statistic', 'setting', 'service']) {
      await page.goto(`./${screen}`);
      await expectTranslated(page, screen, language);
    }
  });
}
