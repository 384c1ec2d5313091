import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';

// Never a key on screen: on a slow link a screen shows a placeholder until its texts have loaded, never a
// translation key nor a control without its name. Every frame of the load is watched, not only the end.

/**
 * Watches every animation frame of each page load and records raw keys and unnamed visible controls in
 * `window.meetSeen`. Plain JavaScript: the test's compiler would add helpers the page does not have.
 */
const WATCH_FRAMES = `(() => {
  const seen = new Set();
  window.meetSeen = seen;
  const KEY = /^([a-z-]+:)?[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+)+$/;
  const CONTROLS = 'button, a[href], input:not([type=hidden]), select, textarea, [role=button]';
  function named(element) {
    return Boolean(element.textContent.trim() || element.getAttribute('aria-label')?.trim() ||
      element.getAttribute('aria-labelledby') || element.getAttribute('title')?.trim() || element.labels?.length);
  }
  function visit(root) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent.trim();
        if (KEY.test(text) && !/\\.(com|org|net|example)$/.test(text)) seen.add('key ' + text);
      } else {
        if (node.shadowRoot) visit(node.shadowRoot);
        if (node.matches?.(CONTROLS) && node.getClientRects().length > 0 && !named(node))
          seen.add('unnamed ' + node.outerHTML.slice(0, 120));
      }
    }
  }
  function frame() {
    if (document.body) visit(document);
    window.meetFrames = (window.meetFrames ?? 0) + 1;
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})();`;

/** Loads `path` on a slow link and answers what the frames showed until `heading` is there with its texts. */
async function loadSlowly(page: Page, path: string, heading: RegExp): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
    timeout: 30_000,
  });
  // A few frames more once the heading is there: the rest of the screen fills in meanwhile.
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() => (window as unknown as { meetFrames: number }).meetFrames);
  expect(frames, 'the frames were watched').toBeGreaterThan(10);
  return page.evaluate(() => [...(window as unknown as { meetSeen: Set<string> }).meetSeen]);
}

test('on a slow link, the users list, the dashboard and statistics show no key and no unnamed control while they load', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin);
  await page.addInitScript({ content: WATCH_FRAMES });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Nothing from the cache: every file of each screen comes through the slow link.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Each locale file (and every other request) waits 400 ms and arrives at about 400 kbit/s.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  let localeRequests = 0;
  page.on('request', (request) => {
    if (/\/(users|dashboard|statistics|table|chart)[-.]/.test(request.url())) localeRequests++;
  });
  expect(await loadSlowly(page, 'users', /users/i), 'users list').toEqual([]);
  expect(await loadSlowly(page, 'dashboard', /dashboard/i), 'dashboard').toEqual([]);
  expect(await loadSlowly(page, 'statistic', /statistics/i), 'statistics').toEqual([]);
  expect(localeRequests, 'the screens loaded their texts through the slow link').toBeGreaterThan(0);
});

test('on a slow link, the users list and the dashboard wait in their own shape under the header, and nothing moves when they come', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  const mainTop = () => page.locator('main.app__main').evaluate((main) => main.getBoundingClientRect().top);
  for (const [path, shape, heading] of [
    ['users', 'list', /users/i],
    ['dashboard', 'dashboard', /dashboard/i],
  ] as const) {
    // A full load: the session is restored first, and the screen's code and texts come through the slow link.
    await page.goto(path);
    await expect(page.locator(`.skeleton--${shape}`)).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.skeleton[role=status]')).toHaveAttribute('aria-busy', 'true');
    const waiting = await mainTop();
    expect(waiting, `${path}: the header's place is kept while it loads`).toBeGreaterThan(40);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('.skeleton')).toHaveCount(0);
    expect(await mainTop(), `${path}: the screen starts where its skeleton was`).toBe(waiting);
  }
});
