// The autoloader (`meet-loader.js`): a page that includes it once gets each meet-* tag's module imported the
// first time the tag appears: in the page as served, added later, or inside an open shadow root.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

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
