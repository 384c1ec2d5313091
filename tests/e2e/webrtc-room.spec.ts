// The meeting room as guests use it, against the reference server's signalling and werift gateway with
// Chromium's fake camera and microphone: three guests share their browsers across the tests (serial mode).
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, giveDemoPins, tabTo, useDarkTheme } from './support';

const OPEN = '100000001';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

interface Guest {
  context: BrowserContext;
  page: Page;
}

/** A guest in a browser context of their own; `dark` serves the application with a dark theme. */
async function guest(browser: Browser, dark = false): Promise<Guest> {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  // biome-ignore lint/correctness/useHookAtTopLevel: useDarkTheme routes a page; it is no React hook.
  if (dark) await useDarkTheme(page);
  return { context, page };
}

/** Opens the meeting's client (route meeting/webrtc) and waits for the pre-join screen. */
async function openClient(page: Page): Promise<void> {
  await giveDemoPins(page);
  await page.goto(`meeting/webrtc?umi=${OPEN}`);
  // A cold page with two rooms already running on the machine can take a while to load its scripts and texts.
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled({ timeout: 20_000 });
}

/** Enters the full name, connects, and waits for the room. */
async function connect(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tile = (page: Page, name: string) => page.locator('li.tile').filter({ hasText: name });
const notices = (page: Page) => page.getByRole('log', { name: 'Meeting notices' });

/** A reaction seen on a page: its emoji, its animation, and the text of the tile it floats over (or 'own view'). */
interface SeenReaction {
  text: string;
  animation: string;
  over: string;
}
// Reactions last a few seconds: a page records every one it shows, so a slow machine cannot miss one by looking late.
async function recordReactions(page: Page): Promise<() => Promise<SeenReaction[]>> {
  await page.evaluate(() => {
    const seen: (SeenReaction & { element: Element })[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!element.matches('.floating-reaction') || seen.some((each) => each.element === element)) continue;
        const over = element.closest('.self-view')
          ? 'own view'
          : (element.closest('li.tile')?.textContent ?? '');
        const animation = getComputedStyle(element).animationName;
        seen.push({
          element,
          text: element.textContent ?? '',
          animation,
          over,
        });
      }
    };
    setInterval(() => visit(document), 25);
    Object.assign(window, { seenReactions: seen });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { seenReactions: SeenReaction[] }).seenReactions.map(
        ({ text, animation, over }) => ({
          text,
          animation,
          over,
        }),
      ),
    );
}

/** The video has decoded frames: it has a picture to show. */
const hasPicture = (video: Locator) =>
  video.evaluate((element) => {
    const media = element as HTMLVideoElement;
    return media.readyState >= 2 && media.videoWidth > 0;
  });

let ada: Guest;
let bob: Guest;
let carol: Guest | undefined;

test.beforeAll(async ({ browser }) => {
  ada = await guest(browser);
  bob = await guest(browser);
});

test.afterAll(async () => {
  for (const each of [ada, bob, carol]) await each?.context.close();
});

test('before joining: the preview carries microphone and camera toggles and device menus, by keyboard, axe clean light and dark', async ({
  browser,
}) => {
  const { page } = ada;
  await openClient(page);
  await expect(page.getByText('Meeting: Product demo: open to guests')).toBeVisible();
  await expectAccessible(page);
  const microphone = button(page, 'Microphone');
  await expect(microphone).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, microphone);
  await page.keyboard.press('Space');
  await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  const settings = button(page, 'Camera settings');
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Camera settings' });
  await expect(menu).toBeVisible();
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitemradio');
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute('aria-checked', 'true');
  await expect(items).not.toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(settings).toBeFocused();

  // Dark, and on a phone: nothing wider than the screen.
  const dark = await guest(browser, true);
  try {
    await dark.page.setViewportSize({ width: 390, height: 844 });
    await openClient(dark.page);
    await expectAccessible(dark.page);
    expect(await dark.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await dark.context.close();
  }
});

test('two guests see each other’s tiles and names; the one who joined muted shows muted; a join is announced', async () => {
  // Two pages connecting, frames and audio levels over the connection: waits that add up on a loaded machine.
  test.setTimeout(90_000);
  await connect(ada.page, 'Ada Lovelace');
  await expect(button(ada.page, 'Microphone')).toHaveAttribute('aria-pressed', 'false');
  await openClient(bob.page);
  // The notice lasts 5 s from Bob's admission, which may come well before his room shows on a busy machine.
  await Promise.all([
    expect(notices(ada.page)).toContainText('Bob Kahn joined the meeting.', {
      timeout: 30_000,
    }),
    connect(bob.page, 'Bob Kahn'),
  ]);
  await expect
    .poll(() => hasPicture(tile(ada.page, 'Bob Kahn').locator('video')), {
      timeout: 15_000,
    })
    .toBe(true);
  await expect
    .poll(() => hasPicture(tile(bob.page, 'Ada Lovelace').locator('video')), {
      timeout: 15_000,
    })
    .toBe(true);
  const adaOnBob = tile(bob.page, 'Ada Lovelace');
  await expect(adaOnBob.getByRole('img', { name: 'Microphone muted' })).toBeVisible();
  // Ada is muted and Bob's fake microphone beeps: Bob is the active speaker, his tile ringed for Ada (his audio
  // levels come over the connection: a loaded machine may take a while before the first beep is heard).
  await expect(tile(ada.page, 'Bob Kahn')).toHaveClass(/tile--speaking/, {
    timeout: 25_000,
  });
  await ada.page.keyboard.press('m');
  await expect(button(ada.page, 'Microphone')).toHaveAttribute('aria-pressed', 'true');
  await expect(adaOnBob.getByRole('img', { name: 'Microphone muted' })).toHaveCount(0);
  await expect(
    tile(ada.page, 'Bob Kahn').getByRole('img', {
      name: /^Connection quality: (good|fair|poor)$/,
    }),
  ).toBeVisible({
    timeout: 10_000,
  });
});

test('a message while the chat is closed: an unread count on Chat and "New message from …" announced; typing never fires shortcuts', async () => {
  await bob.page.keyboard.press('c');
  const field = bob.page.getByLabel('Message');
  await field.click();
  await field.pressSequentially('Meet me soon, cheers vp');
  await expect(button(bob.page, 'Microphone')).toHaveAttribute('aria-pressed', 'true');
  await expect(button(bob.page, 'Camera')).toHaveAttribute('aria-pressed', 'true');
  await expect(bob.page.getByRole('button', { name: /^Participants/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await bob.page.keyboard.press('Enter');
  const chat = ada.page.getByRole('button', { name: /^Chat/ });
  await expect(chat).toHaveAccessibleName('Chat 1 unread message');
  await expect(notices(ada.page)).toContainText('New message from Bob Kahn: Meet me soon, cheers vp');
  await ada.page.keyboard.press('c');
  await expect(chat).toHaveAttribute('aria-pressed', 'true');
  await expect(chat).toHaveAccessibleName('Chat');
  await expect(ada.page.getByRole('log', { name: 'Chat' })).toContainText('Meet me soon, cheers vp');
  await expectAccessible(ada.page);
});

test('the participants panel lists everyone, the guest as "(you)", with their microphone and camera state', async () => {
  await button(bob.page, 'Microphone').click();
  await ada.page.keyboard.press('p');
  const panel = ada.page.getByRole('complementary', {
    name: 'Participants (2)',
  });
  await expect(panel.locator('.people-name')).toHaveText(['Ada Lovelace (you)', 'Bob Kahn']);
  await expect(
    panel.getByRole('listitem').nth(1).getByRole('img', { name: 'Microphone muted' }),
  ).toBeVisible();
  // Each person's microphone and camera state, on as well as off.
  await expect(panel.getByRole('listitem').nth(1).getByRole('img', { name: 'Camera on' })).toBeVisible();
  await expect(panel.getByRole('listitem').nth(0).getByRole('img', { name: 'Camera on' })).toBeVisible();
  await expectAccessible(ada.page);
  await button(bob.page, 'Microphone').click();
});

test('the call statistics panel shows real figures from getStats() for each participant while it is open', async () => {
  const { page } = ada;
  await button(page, 'Call statistics').click();
  const panel = page.getByRole('complementary', { name: 'Call statistics' });
  const value = (who: string, name: string) =>
    panel.getByRole('region', { name: who }).locator('.stats-row').filter({ hasText: name }).locator('dd');
  const bob = (name: string) => value('Bob Kahn', name);
  await expect(bob('Resolution')).toHaveText(/^\d{2,4} × \d{2,4}$/, {
    timeout: 15_000,
  });
  await expect(bob('Frame rate')).toHaveText(/^[1-9]\d*$/, { timeout: 15_000 });
  await expect(bob('Bitrate in')).toHaveText(/^[1-9][\d,.]* kb\/s$/, {
    timeout: 15_000,
  });
  await expect(bob('Packet loss')).toHaveText(/^\d+(\.\d)?%$/);
  await expect(bob('Jitter')).toHaveText(/^\d+ ms$/);
  await expect(bob('Round-trip time')).toHaveText(/^\d+ ms$/, {
    timeout: 15_000,
  });
  await expect(value('Ada Lovelace (you)', 'Bitrate out')).toHaveText(/^[1-9][\d,.]* kb\/s$/, {
    timeout: 15_000,
  });
  await expect(value('Ada Lovelace (you)', 'Resolution')).toHaveText(/^\d{2,4} × \d{2,4}$/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button(page, 'Call statistics')).toBeFocused();
});

test('picture-in-picture: a window of its own shows the speaker’s video, with the microphone and Leave in it', async () => {
  const { page } = ada;
  const opened = page.context().waitForEvent('page');
  await button(page, 'Picture in picture').click();
  const pip = await opened;
  await expect(button(page, 'Picture in picture')).toHaveAttribute('aria-pressed', 'true');
  await expect(pip.locator('.pip-name')).toHaveText('Bob Kahn');
  await expect.poll(() => hasPicture(pip.locator('video')), { timeout: 15_000 }).toBe(true);
  const microphone = pip.getByRole('button', { name: 'Microphone' });
  const before = await button(page, 'Microphone').getAttribute('aria-pressed');
  await expect(microphone).toHaveAttribute('aria-pressed', before ?? '');
  await microphone.click();
  const after = before === 'true' ? 'false' : 'true';
  await expect(button(page, 'Microphone')).toHaveAttribute('aria-pressed', after);
  await expect(microphone).toHaveAttribute('aria-pressed', after);
  await expect(pip.getByRole('button', { name: 'Leave' })).toBeVisible();
  await button(page, 'Picture in picture').click();
  await expect(button(page, 'Picture in picture')).toHaveAttribute('aria-pressed', 'false');
  expect(pip.isClosed()).toBe(true);
});

test('a third guest, in the dark theme: everyone sees the two others; the dark room is axe clean with chat and participants', async ({
  browser,
}) => {
  // Three browsers sending and decoding video at once, and axe three times: more than the usual time.
  test.slow();
  carol = await guest(browser, true);
  await openClient(carol.page);
  await Promise.all([
    expect(notices(ada.page)).toContainText('Carol Shaw joined the meeting.', {
      timeout: 30_000,
    }),
    connect(carol.page, 'Carol Shaw'),
  ]);
  for (const [{ page }, others] of [
    [ada, ['Bob Kahn', 'Carol Shaw']],
    [bob, ['Ada Lovelace', 'Carol Shaw']],
    [carol, ['Ada Lovelace', 'Bob Kahn']],
  ] as const) {
    await expect(page.locator('li.tile')).toHaveCount(2);
    for (const name of others)
      await expect
        .poll(() => hasPicture(tile(page, name).locator('video')), {
          timeout: 15_000,
        })
        .toBe(true);
  }
  await expectAccessible(carol.page);
  await carol.page.keyboard.press('c');
  await expect(carol.page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
  await expectAccessible(carol.page);
  await carol.page.keyboard.press('p');
  await expect(carol.page.getByRole('complementary', { name: 'Participants (3)' })).toBeVisible();
  await expectAccessible(carol.page);

  // At 1280: the main controls sit at the bar's centre, none of their labels wraps; the side group's names show
  // as tooltips only.
  const bar = await carol.page.locator('.bar').boundingBox();
  const main = await carol.page.locator('.bar-main').boundingBox();
  expect(
    Math.abs((main?.x ?? 0) + (main?.width ?? 0) / 2 - ((bar?.x ?? 0) + (bar?.width ?? 0) / 2)),
  ).toBeLessThan(1);
  for (const label of await carol.page.locator('.bar-main .bar-label').all())
    expect((await label.boundingBox())?.height).toBeLessThan(20);
  const statistics = carol.page.locator('.bar-side .bar-label').filter({ hasText: 'Call statistics' });
  expect((await statistics.boundingBox())?.width).toBeLessThanOrEqual(1);
  await button(carol.page, 'Call statistics').hover();
  expect((await statistics.boundingBox())?.width).toBeGreaterThan(20);

  // On a phone: the bar fits, its labels show as tooltips, and a panel covers the stage.
  await carol.page.setViewportSize({ width: 390, height: 844 });
  expect(await carol.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const panel = await carol.page.getByRole('complementary', { name: 'Participants (3)' }).boundingBox();
  expect(panel?.width).toBe(390);
  await carol.page.keyboard.press('p');
  const label = carol.page.locator('.bar .bar-label').first();
  expect((await label.boundingBox())?.width).toBeLessThanOrEqual(1);
  await button(carol.page, 'Microphone').hover();
  expect((await label.boundingBox())?.width).toBeGreaterThan(20);
  await expectAccessible(carol.page);
  await carol.page.setViewportSize({ width: 1280, height: 800 });
});

test('raised hands: seen on the tile and announced by the others, listed first in the order raised, lowered by key or by speaking a while', async () => {
  test.slow();
  const people = [ada, bob, carol as Guest];
  // Ada and Carol fall silent (the fake microphone beeps like speech, which would lower their hands).
  for (const { page } of [ada, carol as Guest]) {
    const microphone = button(page, 'Microphone');
    if ((await microphone.getAttribute('aria-pressed')) === 'true') await microphone.click();
    await expect(microphone).toHaveAttribute('aria-pressed', 'false');
  }
  await (carol as Guest).page.keyboard.press('h');
  await expect(button((carol as Guest).page, 'Raise hand')).toHaveAttribute('aria-pressed', 'true');
  await expect(notices(bob.page)).toContainText('Carol Shaw raised their hand');
  await button(ada.page, 'Raise hand').click();
  await expect(notices(bob.page)).toContainText('Ada Lovelace raised their hand');
  for (const name of ['Ada Lovelace', 'Carol Shaw'])
    await expect(tile(bob.page, name).getByRole('img', { name: 'Hand raised' })).toBeVisible();
  await bob.page.keyboard.press('p');
  const panel = bob.page.getByRole('complementary', {
    name: 'Participants (3)',
  });
  await expect(panel.locator('.people-name')).toHaveText(['Carol Shaw', 'Ada Lovelace', 'Bob Kahn (you)']);
  await expect(panel.getByRole('img', { name: 'Hand raised' })).toHaveCount(2);
  await expectAccessible(bob.page);
  await bob.page.keyboard.press('p');
  await ada.page.keyboard.press('h');
  await expect(tile(bob.page, 'Ada Lovelace').getByRole('img', { name: 'Hand raised' })).toHaveCount(0);
  await (carol as Guest).page.keyboard.press('h');
  await expect(tile(bob.page, 'Carol Shaw').getByRole('img', { name: 'Hand raised' })).toHaveCount(0);
  // Bob's microphone is on and beeps: once he has spoken a while his hand goes down by itself.
  await bob.page.keyboard.press('h');
  await expect(tile(ada.page, 'Bob Kahn').getByRole('img', { name: 'Hand raised' })).toBeVisible();
  // The fake microphone beeps with pauses: a busy machine can take a while to hear 5 s of speech.
  await expect(tile(ada.page, 'Bob Kahn').getByRole('img', { name: 'Hand raised' })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(button(bob.page, 'Raise hand')).toHaveAttribute('aria-pressed', 'false');
  for (const { page } of people) await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
});

test('a reaction, chosen by keyboard, floats over the sender’s tile for the others and is announced; static with reduced motion', async () => {
  await ada.page.emulateMedia({ reducedMotion: 'reduce' });
  const react = button(bob.page, 'React');
  await tabTo(bob.page, react);
  await bob.page.keyboard.press('Enter');
  await expect(react).toHaveAttribute('aria-expanded', 'true');
  const picker = bob.page.getByRole('group', { name: 'Reactions' });
  await expect(picker.getByRole('button')).toHaveCount(6);
  await expectAccessible(bob.page);
  await bob.page.keyboard.press('Tab');
  await bob.page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Applause' })).toBeFocused();
  const onAda = await recordReactions(ada.page);
  const onCarol = await recordReactions((carol as Guest).page);
  const onBob = await recordReactions(bob.page);
  await bob.page.keyboard.press('Enter');
  await expect(notices(ada.page)).toContainText('Bob Kahn reacted: Applause');
  // Over Bob's tile for the others (static for Ada, who prefers reduced motion), over his own view for him.
  const applause = (animation: string, over: unknown) => [
    expect.objectContaining({ text: '👏', animation, over }),
  ];
  await expect.poll(onAda).toEqual(applause('none', expect.stringContaining('Bob Kahn')));
  await expect.poll(onCarol).toEqual(applause('reaction-rise', expect.stringContaining('Bob Kahn')));
  await expect.poll(onBob).toEqual(applause('reaction-rise', 'own view'));
  // After a few seconds it is gone everywhere.
  await expect(tile(ada.page, 'Bob Kahn').locator('.floating-reaction')).toHaveCount(0, { timeout: 10_000 });
  await bob.page.keyboard.press('Escape');
  await expect(react).toHaveAttribute('aria-expanded', 'false');
  await expect(react).toBeFocused();
  await ada.page.emulateMedia({ reducedMotion: null });
});

test('a pinned tile is the large one for the guest who pinned it only; the layout chosen is kept', async () => {
  const pinCarol = button(ada.page, 'Pin Carol Shaw as the large tile');
  await tabTo(ada.page, pinCarol);
  await ada.page.keyboard.press('Enter');
  await expect(pinCarol).toHaveAttribute('aria-pressed', 'true');
  await expect(ada.page.locator('.spotlight li.tile')).toContainText('Carol Shaw');
  await expect(ada.page.locator('.strip li.tile')).toContainText('Bob Kahn');
  await expect(bob.page.locator('.spotlight')).toHaveCount(0);
  await expectAccessible(ada.page);
  await pinCarol.click();
  await expect(ada.page.locator('.spotlight')).toHaveCount(0);
  await button(ada.page, 'Layout').click();
  await ada.page.getByRole('radio', { name: 'Sidebar' }).check();
  await expect(ada.page.locator('.stage--sidebar .spotlight li.tile')).toHaveCount(1);
  await expect(ada.page.locator('.stage--sidebar .strip li.tile')).toHaveCount(1);
  expect(await ada.page.evaluate(() => localStorage.getItem('meet.webrtc.layout'))).toBe('sidebar');
  await expectAccessible(ada.page);
  await ada.page.getByRole('radio', { name: 'Grid' }).check();
  await ada.page.keyboard.press('Escape');
  await expect(ada.page.locator('.grid li.tile')).toHaveCount(2);
});

test('the room by keyboard alone: the control bar in order, the shortcuts dialog, a device menu, the own view’s corner', async () => {
  // Many key presses, each waiting for what it shows, while three guests' media flow: more than the usual time.
  test.slow();
  const { page } = ada;
  await page.keyboard.press('Escape');
  const order = [
    'Microphone',
    'Microphone and speaker settings',
    'Camera',
    'Camera settings',
    'Share screen',
    'Raise hand',
    'React',
    'Leave',
  ];
  await tabTo(page, button(page, order[0] ?? ''));
  for (const name of order.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(button(page, name)).toBeFocused();
  }
  for (const name of [
    /^Chat/,
    /^Participants/,
    /^Call statistics/,
    /^Picture in picture/,
    /^Layout/,
    /^Keyboard shortcuts/,
  ]) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.locator('kbd')).toHaveText(['M', 'V', 'S', 'C', 'H', 'P', '?']);
  await expect(dialog).toContainText('Share screen');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  const audio = button(page, 'Microphone and speaker settings');
  await tabTo(page, audio);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', {
    name: 'Microphone and speaker settings',
  });
  await expect(menu.getByRole('group')).toHaveCount(2);
  await expect(menu.getByRole('menuitemradio').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(audio).toBeFocused();

  const corner = button(page, 'Move your own view to the next corner');
  await tabTo(page, corner);
  await page.keyboard.press('Enter');
  await expect(page.locator('.self-view')).toHaveClass(/self-view--bottom-left/);
  await page.keyboard.press('v');
  await expect(button(page, 'Camera')).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(bob.page, 'Ada Lovelace').getByRole('img', { name: 'Camera off' })).toBeVisible();
  await page.keyboard.press('v');
  await expect(button(page, 'Camera')).toHaveAttribute('aria-pressed', 'true');
});

test('shortcuts can be moved behind Alt+Shift or switched off (WCAG 2.1.4), remembered; a touch screen is not offered the shortcuts button', async () => {
  test.slow();
  const { page } = ada;
  const microphone = button(page, 'Microphone');
  const camera = button(page, 'Camera');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const pressed = async (toggle: Locator) => (await toggle.getAttribute('aria-pressed')) === 'true';

  await page.keyboard.press('?');
  const keys = dialog.getByRole('radio', { name: 'With single keys' });
  await expect(keys).toBeChecked();
  await tabTo(page, keys);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Only with Alt+Shift held' })).toBeChecked();
  await expect(dialog.locator('kbd').first()).toHaveText('Alt+Shift+M');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('meet.webrtc.shortcuts'))).toBe('modifier');
  await expect(camera).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+V');
  // A single V no longer turns the camera off; the microphone answers Alt+Shift+M (keys run in order).
  const cameraWas = await pressed(camera);
  const microphoneWas = await pressed(microphone);
  await page.keyboard.press('v');
  await page.keyboard.press('Alt+Shift+KeyM');
  await expect(microphone).toHaveAttribute('aria-pressed', String(!microphoneWas));
  expect(await pressed(camera)).toBe(cameraWas);

  await page.keyboard.press('Alt+Shift+Slash');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('radio', { name: 'Only with Alt+Shift held' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Not at all (off)' })).toBeChecked();
  await expect(dialog).toContainText('Keyboard shortcuts are off');
  await expect(dialog.locator('kbd')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(camera).not.toHaveAttribute('aria-keyshortcuts');
  // Neither a single key nor the modifier runs anything now; the click after them does.
  await page.keyboard.press('m');
  await page.keyboard.press('Alt+Shift+KeyM');
  await microphone.click();
  await expect(microphone).toHaveAttribute('aria-pressed', String(microphoneWas));
  await expect(dialog).toHaveCount(0);

  await button(page, 'Keyboard shortcuts').click();
  await dialog.getByRole('radio', { name: 'With single keys' }).check();
  await page.keyboard.press('Escape');
  await expect(camera).toHaveAttribute('aria-keyshortcuts', 'V');

  // A touch screen: no shortcuts button (nor keys to show it for); back with the mouse, it is there again.
  const touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', {
    enabled: true,
    maxTouchPoints: 5,
  });
  await expect(button(page, 'Leave')).toBeVisible();
  await expect(button(page, 'Keyboard shortcuts')).toHaveCount(0);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await expect(button(page, 'Keyboard shortcuts')).toBeVisible();
  await touch.detach();
});

test('the own view dragged with the pointer settles in the corner nearest to where it is dropped', async () => {
  const { page } = ada;
  const view = page.locator('.self-view');
  const box = await view.boundingBox();
  if (!box) throw new Error('the own view is not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(1100, 120, { steps: 5 });
  await page.mouse.up();
  await expect(view).toHaveClass(/self-view--top-right/);
});

test('a shared screen shows as the large tile for the others while it lasts', async () => {
  await bob.page.keyboard.press('s');
  await expect(button(bob.page, 'Share screen')).toHaveAttribute('aria-pressed', 'true');
  await expect(bob.page.locator('.spotlight li.tile--screen')).toContainText('Your shared screen');
  const screen = ada.page.locator('.spotlight li.tile--screen');
  await expect(screen).toContainText('Screen shared by Bob Kahn');
  await expect.poll(() => hasPicture(screen.locator('video')), { timeout: 15_000 }).toBe(true);
  await expect(ada.page.locator('.strip li.tile')).toHaveCount(2);
  await bob.page.keyboard.press('s');
  await expect(screen).toHaveCount(0);
  await expect(ada.page.locator('.grid li.tile')).toHaveCount(2);
});

test('leaving: the others hear who left; the guest sees the end message, Rejoin and a countdown that can be stopped, then the login page', async () => {
  const page = carol?.page as Page;
  // Carol leaves from the picture-in-picture window.
  const opened = page.context().waitForEvent('page');
  await button(page, 'Picture in picture').click();
  await (await opened).getByRole('button', { name: 'Leave' }).click();
  await expect(notices(ada.page)).toContainText('Carol Shaw left the meeting.');
  await expect(ada.page.locator('li.tile')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'You left the meeting.' })).toBeVisible();
  await expect(button(page, 'Rejoin')).toBeVisible();
  await expect(button(page, 'Stay on this page')).toBeVisible();
  await expect(page.getByText(/Back to the login page in \d seconds?\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the login page now' })).toHaveAttribute(
    'href',
    '/meet/',
  );
  await expectAccessible(page);
  await expect(page.getByLabel('E-mail or username')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/meet\/$/);
});
