// The autoloader (`meet-loader.js`): a page that includes it once gets each meet-* tag's module imported the
// first time the tag appears: in the page as served, added later, or inside an open shadow root.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

const EXPORT_DIR = process.env.MEET_BUILD_DIR ?? 'dist/meet';
/** The source modules of React (and its custom-element wrapper) and of the core every screen stands on. */
const HEAVY = /^(node_modules\/(react|react-dom|scheduler|@r2wc)\/|src\/core\/)/;
/** A file's static imports (`import"x"`, `from"x"`); an `import(…)` loads on demand and is not one. */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"']+)["']/g;

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const loadedModules = (urls: string[]) =>
  urls.filter((url) => /\/elements\/meet-[a-z-]+\.js$/.test(url)).map((url) => url.split('/').pop());

test('tags in the page, added later and inside an open shadow root each load their module once', async ({
  page,
}) => {
  const requested: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto('/meet/demo/pages/autoload.html');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Weekly digest' })).toBeVisible();
  expect(await page.evaluate(() => customElements.get('meet-toggle-switch'))).toBeUndefined();

  await page.evaluate(() => {
    const toggle = document.createElement('meet-toggle-switch');
    toggle.setAttribute('label', 'Dark mode');
    document.querySelector('form')?.append(toggle);
    // A foreign widget drawing our tag inside its own open shadow root, after it entered the page.
    customElements.define(
      'portal-card',
      class extends HTMLElement {
        connectedCallback() {
          const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
          setTimeout(() => {
            const select = document.createElement('meet-select');
            select.setAttribute('label', 'Country');
            select.setAttribute('options', '[{"value":"cz","label":"Czechia"}]');
            root.append(select);
          }, 50);
        }
      },
    );
    document.querySelector('main')?.append(document.createElement('portal-card'));
  });
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  await expect(page.locator('portal-card').getByRole('combobox', { name: 'Country' })).toBeVisible();
  await page.evaluate(() => {
    const city = document.createElement('meet-text-input');
    city.setAttribute('label', 'City');
    document.querySelector('form')?.append(city);
  });
  await expect(page.getByRole('textbox', { name: 'City' })).toBeVisible();
  expect(loadedModules(requested).sort()).toEqual([
    'meet-checkbox.js',
    'meet-loader.js',
    'meet-select.js',
    'meet-text-input.js',
    'meet-toggle-switch.js',
  ]);
  expect(failed).toEqual([]);
  await expectAccessible(page);
});

test('the autoloaded inputs take part in the page form: an empty required e-mail blocks it', async ({
  page,
}) => {
  await page.goto('/meet/demo/pages/autoload.html');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  // Until the autoloader has defined it, the tag is an unknown element outside the form: submit once it is ours.
  await page.waitForFunction(() => customElements.get('meet-text-input') !== undefined);
  await expect(email).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/autoload\.html$/);
  expect(await page.locator('meet-text-input').evaluate((element) => element.matches(':invalid'))).toBe(true);
  await email.fill('ada@example.com');
  await page.getByRole('checkbox', { name: 'Weekly digest' }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/autoload\.html\?email=ada%40example\.com&weekly=on$/);
});

test('the autoloader alone imports no file holding React or the core: a page without meet-* tags loads neither', async ({
  page,
}) => {
  const map = join(EXPORT_DIR, '.vite', 'modules.json');
  expect(existsSync(map), `the build's module map at ${map}`).toBe(true);
  const files = JSON.parse(readFileSync(map, 'utf8')) as Record<string, string[]>;
  const imported = new Set<string>();
  const next = ['elements/meet-loader.js'];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    for (const [, path = ''] of readFileSync(join(EXPORT_DIR, file), 'utf8').matchAll(STATIC_IMPORT)) {
      const name = posix.join(dirname(file), path);
      if (!imported.has(name)) next.push(name);
      imported.add(name);
    }
  }
  const heavy = [...imported].filter((file) => (files[file] ?? []).some((module) => HEAVY.test(module)));
  expect(heavy, 'files meet-loader.js imports statically that hold React or the core').toEqual([]);

  // In a browser: a page with the autoloader and no tag of ours asks for the loader's file and nothing else.
  const scripts: string[] = [];
  page.on(
    'request',
    (request) => request.url().endsWith('.js') && scripts.push(new URL(request.url()).pathname),
  );
  await page.route('**/meet/demo/pages/no-tags.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>No tags</title><script type="module" src="/meet/elements/meet-loader.js"></script><main><h1>No tags</h1></main></html>',
    }),
  );
  await page.goto('/meet/demo/pages/no-tags.html', { waitUntil: 'networkidle' });
  expect(scripts).toEqual(['/meet/elements/meet-loader.js']);
});
