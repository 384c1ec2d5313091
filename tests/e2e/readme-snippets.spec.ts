// The README's script-tag and autoloader snippets as a portal developer pastes them: each becomes the body of a
// plain HTML page of a site on the deployment's host (outside /meet/), its addresses pointing at this server,
// opened in Chromium; the element renders and works (a sign-in, a native form that blocks and submits, and the
// browser's autofill filling an input inside a shadow root).
import { expect, type Page, test } from '@playwright/test';
import { embeddingSnippets, README_DEPLOYMENT } from '../../demo/test/readme-snippets';
import { ACCOUNTS, expectAccessible, tabTo } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const snippets = embeddingSnippets();

/**
 * Serves `snippet` in a plain page at `/site/<name>.html` of this server's origin (any query too, for a form
 * sent by GET) and opens it; returns the element modules the page requested and the requests that failed.
 */
async function openSnippet(page: Page, baseURL: string | undefined, name: string, snippet: string) {
  const deployment = new URL(baseURL ?? '').href;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8" /><title>A site</title><link rel="icon" href="data:," /></head>
<body><main><h1>A site</h1>
${snippet.replaceAll(README_DEPLOYMENT, deployment)}
</main></body>
</html>`;
  const address = new URL(`/site/${name}.html`, deployment);
  await page.route(
    (url) => url.origin === address.origin && url.pathname === address.pathname,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const modules: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    const file = /\/meet\/elements\/([a-z-]+\.js)$/.exec(request.url())?.[1];
    if (file) modules.push(file);
  });
  page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  await page.goto(address.href);
  return { address, modules, failed };
}

test("the README's script tag: <meet-login> renders, and signs in by keyboard", async ({ page, baseURL }) => {
  expect(snippets.scriptTag).toContain(`${README_DEPLOYMENT}elements/meet-login.js`);
  const { modules, failed } = await openSnippet(page, baseURL, 'script-tag', snippets.scriptTag);
  const login = page.locator('meet-login');
  await expect(login.getByLabel('E-mail or username')).toBeVisible();
  await expectAccessible(page);
  // What a password manager reads to offer and save a sign-in: both fields in one form with a submit button,
  // named and hinted. (Whether a browser then fills them is a matter of its profile: nothing headless shows it.)
  expect(
    await login.locator('form').evaluate((form: HTMLFormElement) => ({
      fields: [...form.elements]
        .filter((field) => field instanceof HTMLInputElement)
        .map(({ name, type, autocomplete }) => ({ name, type, autocomplete })),
      submit: form.querySelectorAll('button[type="submit"]').length,
    })),
  ).toEqual({
    fields: [
      { name: 'username', type: 'text', autocomplete: 'username' },
      { name: 'password', type: 'password', autocomplete: 'current-password' },
    ],
    submit: 1,
  });
  const signedIn = page.evaluate(
    () =>
      new Promise<unknown>((resolve) =>
        document.addEventListener('meet-signed-in', (event) => resolve((event as CustomEvent).detail), {
          once: true,
        }),
      ),
  );
  await tabTo(page, login.getByLabel('E-mail or username'));
  await page.keyboard.type(ACCOUNTS.user.email);
  await tabTo(page, login.getByLabel('Password', { exact: true }));
  await page.keyboard.type(ACCOUNTS.user.password);
  await page.keyboard.press('Enter');
  expect(await signedIn).toEqual({ username: ACCOUNTS.user.email });
  await expect(login.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Open Meet' })).toHaveAttribute('href', '/meet/dashboard');
  expect(new URL(page.url()).pathname).toBe('/site/script-tag.html');
  expect(modules).toEqual(['meet-login.js']);
  expect(failed).toEqual([]);
});

test("the README's autoloader: the form's input loads by itself, blocks while empty, then submits", async ({
  page,
  baseURL,
}) => {
  expect(snippets.autoloader).toContain(`${README_DEPLOYMENT}elements/meet-loader.js`);
  const { address, modules, failed } = await openSnippet(page, baseURL, 'autoloader', snippets.autoloader);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeVisible();
  // The element's autofill hint reaches the input the browser fills.
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(await page.locator('meet-text-input').evaluate((element) => element.matches(':invalid'))).toBe(true);
  await expect(email).toBeFocused();
  expect(page.url()).toBe(address.href);
  expect(modules.sort()).toEqual(['meet-loader.js', 'meet-text-input.js']);
  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`${address.href}?email=ada%40example.com`);
  expect(failed).toEqual([]);
});

test("the README's autoloader: Chrome's autofill fills the e-mail input in its shadow root, and the form sends it", async ({
  page,
  baseURL,
}) => {
  const { address } = await openSnippet(page, baseURL, 'autofill', snippets.autoloader);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeVisible();
  // The browser's own autofill (an address of the user's profile, given through the DevTools protocol), anchored
  // on the input inside the element's shadow root: Chrome recognises the field by its hint and fills it.
  const cdp = await page.context().newCDPSession(page);
  // Chrome answers "Field not found", or takes a fill it does not apply, until it has read the page's forms,
  // which a loaded machine delays: the field is looked up and filled again until the value is there.
  await expect(async () => {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('meet-text-input').shadowRoot.querySelector('input')`,
    });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    await cdp.send('Autofill.trigger', {
      fieldId: node.backendNodeId,
      address: { fields: [{ name: 'EMAIL_ADDRESS', value: 'ada@example.com' }] },
    });
    await expect(email).toHaveValue('ada@example.com', { timeout: 2_000 });
  }).toPass();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`${address.href}?email=ada%40example.com`);
});
