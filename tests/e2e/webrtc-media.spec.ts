// The meeting's media between two real browser guests, through the reference server's werift gateway, with
// Chromium's fake camera, microphone and screen (CHROMIUM_ARGS make getDisplayMedia pick a fake screen):
// a shared screen arrives as decoded frames of its own stream, and the active speaker follows the microphone
// that sounds.
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { giveDemoPins } from './support';

const OPEN = '100000001';

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

interface Guest {
  context: BrowserContext;
  page: Page;
}

async function join(browser: Browser, name: string): Promise<Guest> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await giveDemoPins(page);
  await page.goto(`meeting/webrtc?umi=${OPEN}`);
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tile = (page: Page, name: string) =>
  page.locator('.grid li.tile, .strip li.tile').filter({ hasText: name });

/** The stream ID and the decoded frames of a video element. */
const playing = (video: Locator) =>
  video.evaluate((element) => {
    const media = element as HTMLVideoElement;
    return {
      stream: (media.srcObject as MediaStream | null)?.id ?? '',
      frames: media.getVideoPlaybackQuality().totalVideoFrames,
    };
  });

let ada: Guest;
let bob: Guest;

test.beforeAll(async ({ browser }) => {
  // Two pages load the room and connect through the gateway: on a loaded machine that outlasts one test's limit.
  test.setTimeout(90_000);
  ada = await join(browser, 'Ada Lovelace');
  bob = await join(browser, 'Bob Kahn');
  await expect(tile(ada.page, 'Bob Kahn').locator('video')).toHaveCount(1, { timeout: 15_000 });
  await expect(tile(bob.page, 'Ada Lovelace').locator('video')).toHaveCount(1, { timeout: 15_000 });
});

test.afterAll(async () => {
  for (const each of [ada, bob]) await each?.context.close();
});

test('the second guest receives the first guest’s shared screen as decoded frames of its own .screen stream', async () => {
  await button(ada.page, 'Share screen').click();
  await expect(button(ada.page, 'Share screen')).toHaveAttribute('aria-pressed', 'true');
  const screen = bob.page.locator('.spotlight li.tile--screen');
  await expect(screen).toContainText('Screen shared by Ada Lovelace');
  const video = screen.locator('video');
  await expect.poll(async () => (await playing(video)).frames, { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await playing(video);
  await expect
    .poll(async () => (await playing(video)).frames, { timeout: 10_000 })
    .toBeGreaterThan(first.frames + 5);
  const camera = await playing(tile(bob.page, 'Ada Lovelace').locator('video'));
  expect(first.stream).toBe(`${camera.stream}.screen`);
  await button(ada.page, 'Share screen').click();
  await expect(screen).toHaveCount(0);
});

test('the active speaker follows the guest whose microphone sounds', async () => {
  // Audio levels come over the connection: a loaded machine may take a while before a beep is heard.
  test.setTimeout(90_000);
  const ring = { timeout: 25_000 };
  // Ada mutes: only Bob's fake microphone beeps. Ada sees Bob speak; Bob, speaking himself, sees Ada quiet.
  await button(ada.page, 'Microphone').click();
  await expect(button(ada.page, 'Microphone')).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(ada.page, 'Bob Kahn')).toHaveClass(/tile--speaking/, ring);
  await expect(tile(bob.page, 'Ada Lovelace')).not.toHaveClass(/tile--speaking/, ring);
  // Now the other way round.
  await button(ada.page, 'Microphone').click();
  await expect(button(ada.page, 'Microphone')).toHaveAttribute('aria-pressed', 'true');
  await button(bob.page, 'Microphone').click();
  await expect(button(bob.page, 'Microphone')).toHaveAttribute('aria-pressed', 'false');
  await expect(tile(bob.page, 'Ada Lovelace')).toHaveClass(/tile--speaking/, ring);
  await expect(tile(ada.page, 'Bob Kahn')).not.toHaveClass(/tile--speaking/, ring);
});

test('each participant’s tile shows their connection quality, read from the peer connection’s statistics', async () => {
  for (const [page, other] of [
    [ada.page, 'Bob Kahn'],
    [bob.page, 'Ada Lovelace'],
  ] as const) {
    await expect(
      tile(page, other).getByRole('img', { name: /^Connection quality: (good|fair|poor)$/ }),
    ).toBeVisible({
      timeout: 15_000,
    });
  }
});
