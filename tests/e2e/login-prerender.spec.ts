// The login form paints from the page's HTML before any script runs (index.html), and the application takes it
// over: what was typed (or a password manager filled), where the caret was and a sign-in asked for meanwhile carry
// over, nothing moves, no frame goes without a form, and the form beneath the view is out of reach until it goes.
// The page's entry is held back until the test has typed.
import { expect, type Page, test } from '@playwright/test';
import { clientHash } from '../../demo/auth/passwords';
import { ACCOUNTS, expectAccessible, FIRST_LOAD_MS, loginTakenOver } from './support';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const PRERENDER = '[data-prerender="login"]';

/** Holds the requests to `url` until the returned function is called. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's entry module until the returned function is called: the application's files it imports are
 * preloaded meanwhile, and run only once it does.
 */
const holdApplication = (page: Page) => hold(page, '**/meet/assets/index-*.js');

/**
 * Records, at every frame from the page's start, the application's controls that are in the page while the
 * prerendered view is: `beneath` counts the frames that had any, `reachable` names those a Tab could reach (not
 * inert; a hidden one is not reached either, but inert it stays out even once shown).
 */
async function recordBeneath(page: Page) {
  await page.addInitScript(() => {
    const record = { beneath: 0, reachable: [] as string[] };
    (window as unknown as { beneath: typeof record }).beneath = record;
    const controls = (root: ParentNode, found: Element[] = []): Element[] => {
      for (const element of root.querySelectorAll('*')) {
        if (element.matches('input, button, select, textarea, a[href], [tabindex]')) found.push(element);
        if (element.shadowRoot) controls(element.shadowRoot, found);
      }
      return found;
    };
    // Inert from itself or an ancestor, through shadow roots.
    const inert = (element: Element) => {
      for (let node: Element | undefined = element; node; ) {
        if ((node as HTMLElement).inert) return true;
        node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined);
      }
      return false;
    };
    const frame = () => {
      const root = document.querySelector('meet-app')?.shadowRoot;
      if (document.querySelector('[data-prerender]') && root) {
        const found = controls(root).filter((control) => (control as HTMLElement).tabIndex >= 0);
        if (found.length > 0) record.beneath += 1;
        for (const control of found.filter((control) => !inert(control)))
          record.reachable.push(control.getAttribute('name') ?? control.tagName);
      }
      if (document.querySelector('[data-prerender]') || !root) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return () =>
    page.evaluate(() => (window as unknown as { beneath: { beneath: number; reachable: string[] } }).beneath);
}

/** The boxes of the form's parts as they are on screen now (the prerendered view or the application's). */
async function boxes(page: Page) {
  const parts = [
    page.getByRole('heading', { name: 'Sign in' }),
    page.getByLabel('E-mail or username'),
    page.getByLabel('Password', { exact: true }),
    page.getByRole('button', { name: 'Sign in', exact: true }),
    page.getByRole('link', { name: 'Forgot your password?' }),
    page.getByRole('link', { name: 'Download the applications' }),
  ];
  return Promise.all(parts.map((part) => part.boundingBox()));
}

/** Records, at every frame from now on, whether a login form is shown: the prerendered one, the application's, or none. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { loginFrames: string[] }).loginFrames = frames;
    const shown = () => {
      if (document.querySelector('[data-prerender]')?.querySelector('form')?.checkVisibility())
        return 'prerender';
      const screen = document.querySelector('meet-app')?.shadowRoot?.querySelector('.app__screen');
      return screen?.shadowRoot?.querySelector('form')?.checkVisibility() ? 'application' : 'none';
    };
    const frame = () => {
      frames.push(shown());
      if (frames.filter((seen) => seen === 'application').length < 20) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Sums, from the page's start, the layout shifts of what moves, typed or not (a shift within half a second of a
 * keystroke is left out of the CLS, not out of this sum: the test types just before the takeover).
 */
async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** The focused element, through shadow roots. */
const deepFocus = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const input = active as HTMLInputElement | null;
    return { name: input?.getAttribute('name'), start: input?.selectionStart, end: input?.selectionEnd };
  });

test('the login form is on the page before any script runs, accessible in light and dark', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('./');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail or username')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const ground = await page
      .locator('.auth__card')
      .evaluate((card) => getComputedStyle(card).backgroundColor);
    expect(ground, `the card's ground in ${colorScheme}`).toBe(
      colorScheme === 'dark' ? 'rgb(24, 34, 44)' : 'rgb(255, 255, 255)',
    );
    await expectAccessible(page);
  }
});

/**
 * Records, at every frame from the page's start until `<meet-app>` is defined, whether the prerendered login view
 * is in the page and whether the element is defined (animation frame callbacks run just before the frame is
 * painted), and the scripts the page had loaded when it was defined.
 */
async function recordFirstFrames(page: Page) {
  await page.addInitScript(() => {
    const record = { frames: [] as { view: boolean; defined: boolean }[], scripts: [] as string[] };
    (window as unknown as { firstFrames: typeof record }).firstFrames = record;
    const frame = () => {
      const view = document.querySelector('[data-prerender] .auth__intro')?.checkVisibility() ?? false;
      record.frames.push({ view, defined: customElements.get('meet-app') !== undefined });
      if (!record.frames.at(-1)?.defined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    void customElements.whenDefined('meet-app').then(() => {
      record.scripts = performance
        .getEntriesByType('resource')
        .map(({ name }) => new URL(name).pathname)
        .filter((path) => path.endsWith('.js'));
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            firstFrames: { frames: { view: boolean; defined: boolean }[]; scripts: string[] };
          }
        ).firstFrames,
    );
}

test('the login view is on screen before the application runs, whose files the page names up front', async ({
  page,
}) => {
  const recorded = await recordFirstFrames(page);
  await page.goto('./', { waitUntil: 'commit' });
  await loginTakenOver(page);
  const { frames, scripts } = await recorded();
  expect(
    frames.find((frame) => frame.view),
    'the first frame with the view',
  ).toEqual({
    view: true,
    defined: false,
  });
  expect(frames.at(-1)?.defined, 'recorded until the application was defined').toBe(true);
  // Every file the application needed to start was named in the page, to run or to preload: none waited for
  // another to be evaluated first.
  const html = await (await page.request.get('./')).text();
  const named = [
    ...html.matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="([^"]+\.js)"/g),
  ].map(([, path]) => path);
  expect(scripts.length).toBeGreaterThan(1);
  expect(named).toEqual(expect.arrayContaining(scripts));
});

test('typed values and the caret carry over when the application takes the form over, and nothing moves', async ({
  page,
}) => {
  const release = await holdApplication(page);
  const layoutShift = await recordShifts(page);
  // The page's load waits for its scripts: it is used as soon as its form shows.
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator(PRERENDER)).toBeVisible({ timeout: FIRST_LOAD_MS });
  const before = await boxes(page);
  await page.getByLabel('E-mail or username').fill(ACCOUNTS.user.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.click();
  await page.keyboard.type('typed before');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await recordFrames(page);
  release();

  await expect(page.locator(PRERENDER)).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await expect(page.getByLabel('E-mail or username')).toHaveValue(ACCOUNTS.user.email);
  await expect(password).toHaveValue('typed before');
  expect(await deepFocus(page)).toEqual({ name: 'password', start: 10, end: 10 });
  // The next keystroke lands where the caret was.
  await page.keyboard.type('X');
  await expect(password).toHaveValue('typed befoXre');

  expect(await boxes(page)).toEqual(before);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { loginFrames: string[] }).loginFrames.length))
    .toBeGreaterThanOrEqual(20);
  const frames = await page.evaluate(() => (window as unknown as { loginFrames: string[] }).loginFrames);
  expect(frames, 'every frame shows a form').not.toContain('none');
  expect(frames).toContain('prerender');
  // The application's screen was laid out beneath the view where it stays: nothing moved when the view went.
  expect(await layoutShift()).toBe(0);
});

test('the form beneath the prerendered one is inert: Tab reaches the fields on screen only, at every moment', async ({
  page,
}) => {
  const beneath = await recordBeneath(page);
  const releaseApplication = await holdApplication(page);
  // The login screen waits for the settings (its single sign-on button): its form stays beneath the view meanwhile.
  const releaseSettings = await hold(page, '**/v1/settings');
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator(PRERENDER)).toBeVisible({ timeout: FIRST_LOAD_MS });
  const heading = page.getByRole('heading', { name: 'Sign in' });
  const tabFromStart = async () => {
    // A click on the heading moves where the next Tab starts from: the top of the form.
    await heading.click();
    await page.keyboard.press('Tab');
  };
  await tabFromStart();
  await expect(page.locator('#prerender-username')).toBeFocused();

  releaseApplication();
  await expect.poll(async () => (await beneath()).beneath, { timeout: FIRST_LOAD_MS }).toBeGreaterThan(0);
  await tabFromStart();
  await expect(page.locator('#prerender-username')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('#prerender-password')).toBeFocused();

  releaseSettings();
  await expect(page.locator(PRERENDER)).toHaveCount(0, { timeout: FIRST_LOAD_MS });
  await tabFromStart();
  expect((await deepFocus(page)).name).toBe('username');
  await page.keyboard.press('Tab');
  expect((await deepFocus(page)).name).toBe('password');
  expect((await beneath()).reachable, 'controls of the application reachable beneath the view').toEqual([]);
});

/**
 * Fills the sign-in form on screen as a password manager does: it finds the fields by their autofill hints through
 * open shadow roots, sets their values natively (its script runs in a world of its own, beside the page's) and fires
 * `input` and `change`. Answers what it found each field by: its name, id, label and form.
 */
const fillAsPasswordManager = (page: Page, username: string, password: string) =>
  page.evaluate(
    ([username, password]) => {
      const inputs = (root: ParentNode, found: HTMLInputElement[] = []): HTMLInputElement[] => {
        for (const element of root.querySelectorAll('*')) {
          if (element instanceof HTMLInputElement) found.push(element);
          if (element.shadowRoot) inputs(element.shadowRoot, found);
        }
        return found;
      };
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const fields = Object.entries({ username, 'current-password': password }).map(([hint, value]) => {
        const found = inputs(document).filter(
          (input) => input.autocomplete === hint && input.checkVisibility(),
        );
        const [input] = found;
        if (found.length !== 1 || !input) throw new Error(`${found.length} visible fields for ${hint}`);
        setValue?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        const root = input.getRootNode() as Document | ShadowRoot;
        const label = root.querySelector(`label[for="${CSS.escape(input.id)}"]`);
        return { hint, name: input.name, type: input.type, label: label?.textContent, form: input.form };
      });
      const forms = new Set(fields.map(({ form }) => form));
      return {
        fields: fields.map(({ form: _form, ...field }) => field),
        oneForm: forms.size === 1 && !forms.has(null),
        submits: fields[0]?.form?.querySelectorAll('button[type="submit"]').length,
      };
    },
    [username, password],
  );

/** The manager finds both fields in one form with one submit button, named, typed and labelled. */
const FOUND = {
  fields: [
    { hint: 'username', name: 'username', type: 'text', label: 'E-mail or username' },
    { hint: 'current-password', name: 'password', type: 'password', label: 'Password' },
  ],
  oneForm: true,
  submits: 1,
};

/** The sign-in request's body once `action` sends it. */
async function signInSent(page: Page, action: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest(/\/web\/login$/), action()]);
  return request.postDataJSON() as { username: string; password: string };
}

const { email, password: secret } = ACCOUNTS.user;

test("a password manager's fill of the prerendered form is what the sign-in sends once the application runs", async ({
  page,
}) => {
  const release = await holdApplication(page);
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator(PRERENDER)).toBeVisible({ timeout: FIRST_LOAD_MS });
  expect(await fillAsPasswordManager(page, email, secret)).toEqual(FOUND);
  release();
  await loginTakenOver(page);
  const sent = await signInSent(page, () =>
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  );
  expect(sent).toMatchObject({ username: email, password: clientHash(secret, email) });
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
});

test("a password manager finds the application's fields through the shadow roots, and its fill is what the sign-in sends", async ({
  page,
}) => {
  await page.goto('./');
  await loginTakenOver(page);
  await expect(page.getByLabel('E-mail or username')).toBeEditable();
  expect(await fillAsPasswordManager(page, email, secret)).toEqual(FOUND);
  const sent = await signInSent(page, () =>
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  );
  expect(sent).toMatchObject({ username: email, password: clientHash(secret, email) });
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
});

test('a sign-in asked for before the application runs is carried out once it does', async ({ page }) => {
  const release = await holdApplication(page);
  // The page's load waits for its scripts: it is used as soon as its form shows.
  await page.goto('./', { waitUntil: 'commit' });
  await expect(page.locator(PRERENDER)).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByLabel('E-mail or username').fill(ACCOUNTS.user.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.user.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // Nothing was sent and the page stayed: the form only remembers it was submitted.
  await expect(page).toHaveURL(/\/meet\/$/);
  release();
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
});

test('a signed-in visitor opening the login page goes on to the dashboard without the prerendered form', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByLabel('E-mail or username').fill(ACCOUNTS.user.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
  await page.goto('./');
  await expect(page).toHaveURL(/\/meet\/dashboard$/, { timeout: FIRST_LOAD_MS });
  await expect(page.locator(PRERENDER)).toHaveCount(0);
});

test('another page of the application comes without the prerendered login form', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  const answer = await page.goto('./join-without-account');
  expect(answer?.status()).toBe(200);
  await expect(page.locator('meet-app')).toBeAttached();
  await expect(page.locator(PRERENDER)).toHaveCount(0);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test("the prerendered login form speaks the browser's language", async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('./');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
