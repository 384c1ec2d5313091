// Background blur and replacement, seen: a fake camera filming a sharp black-and-white checkerboard (no person in
// it, so all of it is background) comes out blurred in the preview and at the other guest's end once Blur is
// chosen, and as the chosen scene's colours once a scene is; the choice survives a reload; the model and its
// runtime come from the product's own origin.
import { writeFileSync } from 'node:fs';
import { type Browser, chromium, expect, type Locator, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { expectAccessible, giveDemoPins, hideFrameStreams } from './support';

const WIDTH = 320;
const HEIGHT = 240;
const SQUARE = 8;

/** A one-second loop of a still checkerboard of SQUARE-pixel squares, as a YUV4MPEG2 file for the fake camera. */
function checkerboard(path: string): void {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      luma[y * WIDTH + x] = (Math.floor(x / SQUARE) + Math.floor(y / SQUARE)) % 2 ? 235 : 16;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: 15 }, () => frame)]));
}

/** A video element's picture now: how sharp it is (mean brightness step between neighbours) and its mean colour. */
function picture(video: Locator): Promise<{ sharpness: number; red: number; green: number; blue: number }> {
  return video.evaluate((element) => {
    const media = element as HTMLVideoElement;
    const canvas = new OffscreenCanvas(media.videoWidth || 1, media.videoHeight || 1);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context || !media.videoWidth) return { sharpness: -1, red: 0, green: 0, blue: 0 };
    context.drawImage(media, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    let steps = 0;
    const sums = [0, 0, 0];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const at = (y * width + x) * 4;
        for (let c = 0; c < 3; c++) sums[c] = (sums[c] ?? 0) + (data[at + c] ?? 0);
        if (x + 1 < width) steps += Math.abs((data[at] ?? 0) - (data[at + 4] ?? 0));
      }
    const pixels = width * height;
    return {
      sharpness: steps / ((width - 1) * height),
      red: (sums[0] ?? 0) / pixels,
      green: (sums[1] ?? 0) / pixels,
      blue: (sums[2] ?? 0) / pixels,
    };
  });
}

type Picture = Awaited<ReturnType<typeof picture>>;
const sharpness = async (video: Locator) => (await picture(video)).sharpness;
const blueness = async (video: Locator) => {
  const { red, blue } = await picture(video);
  return blue - red;
};

async function chooseBackground(page: Page, name: string): Promise<void> {
  const settings = page.getByRole('button', { name: 'Camera settings' });
  await settings.click();
  await page.getByRole('menuitemradio', { name, exact: true }).click();
  await expect(settings).toBeFocused();
}

let browser: Browser;
const fetched: string[] = [];
/** How many workers each page started. */
const workersStarted = new WeakMap<Page, number>();

test.beforeAll(async () => {
  const camera = test.info().outputPath('checkerboard.y4m');
  checkerboard(camera);
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${camera}`],
  });
});

test.afterAll(async () => {
  await browser?.close();
});

/** Counts, in the page's `cameraTracks`, the camera tracks it takes (each one is the camera taken again). */
async function countCameraTracks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = globalThis as unknown as { cameraTracks: number };
    scope.cameraTracks = 0;
    const media = navigator.mediaDevices;
    const take = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await take(constraints);
      scope.cameraTracks += stream.getVideoTracks().length;
      return stream;
    };
  });
}

/** A guest's pre-join page; `asElsewhere` hides Chromium's streams of frames, as Firefox and Safari lack them. */
async function open(baseURL: string | undefined, asElsewhere = false): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  if (asElsewhere) await hideFrameStreams(page);
  await countCameraTracks(page);
  page.on('request', (request) => fetched.push(request.url()));
  workersStarted.set(page, 0);
  page.on('worker', () => workersStarted.set(page, (workersStarted.get(page) ?? 0) + 1));
  await giveDemoPins(page);
  await page.goto('meeting/webrtc?umi=100000001');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled({ timeout: 20_000 });
  return page;
}

/** Ada joins, then Bob: the video of Ada's tile at Bob's end, and of Bob's at Ada's. */
async function meet(ada: Page, bob: Page): Promise<[Locator, Locator]> {
  await ada.getByLabel('Full name').fill('Ada Lovelace');
  await ada.getByRole('button', { name: 'Connect' }).click();
  await expect(ada.getByRole('button', { name: 'Leave' })).toBeVisible({ timeout: 20_000 });
  await bob.getByLabel('Full name').fill('Bob Kahn');
  await bob.getByRole('button', { name: 'Connect' }).click();
  const tile = (page: Page, name: string) =>
    page.locator('.grid li.tile, .strip li.tile').filter({ hasText: name }).locator('video');
  return [tile(bob, 'Ada Lovelace'), tile(ada, 'Bob Kahn')];
}

test('blur from the camera menu blurs the preview and what others receive; a scene replaces it; remembered; nothing fetched from elsewhere', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const bob = await open(baseURL);
  const ada = await open(baseURL);
  const preview = ada.getByLabel('Preview of your camera');
  await expect.poll(() => sharpness(preview), { timeout: 15_000 }).toBeGreaterThan(20);
  const raw = await sharpness(preview);

  const settings = ada.getByRole('button', { name: 'Camera settings' });
  await settings.click();
  const none = ada.getByRole('menuitemradio', { name: 'No effect' });
  await expect(none).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(ada);
  // By keyboard: Escape closes and refocuses the button, ArrowUp opens at the last item (Forest).
  await ada.keyboard.press('Escape');
  await expect(settings).toBeFocused();
  await ada.keyboard.press('ArrowUp');
  // The menu opens at its last item; the next keys move once it has the focus.
  await expect(ada.getByRole('menuitemradio', { name: 'Forest', exact: true })).toBeFocused();
  for (const key of ['ArrowUp', 'ArrowUp', 'ArrowUp']) await ada.keyboard.press(key);
  await expect(ada.getByRole('menuitemradio', { name: 'Blur', exact: true })).toBeFocused();
  await ada.keyboard.press('Enter');
  await expect(settings).toBeFocused();
  await expect.poll(() => sharpness(preview), { timeout: 30_000 }).toBeLessThan(raw / 4);

  await chooseBackground(ada, 'Sea');
  await expect.poll(() => blueness(preview), { timeout: 30_000 }).toBeGreaterThan(40);

  await ada.reload();
  await expect.poll(() => blueness(preview), { timeout: 30_000 }).toBeGreaterThan(40);
  await settings.click();
  await expect(ada.getByRole('menuitemradio', { name: 'Sea', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await ada.keyboard.press('Escape');
  await chooseBackground(ada, 'Blur');

  const [received, bobs] = await meet(ada, bob);
  // Bob chose nothing: Ada receives his checkerboard sharp, and Bob receives hers blurred.
  await expect.poll(() => sharpness(bobs), { timeout: 30_000 }).toBeGreaterThan(raw / 2);
  await expect.poll(() => sharpness(received), { timeout: 30_000 }).toBeGreaterThanOrEqual(0);
  expect(await sharpness(received)).toBeLessThan(raw / 4);

  const origin = new URL(baseURL ?? '').origin;
  const elsewhere = fetched.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url));
  expect(elsewhere).toEqual([]);
  expect(fetched.some((url) => url.endsWith('.tflite'))).toBe(true);
  // The next test's guests meet in the same meeting: these leave it.
  await bob.context().close();
  await ada.context().close();
});

/** What each effect's picture of the grey checkerboard looks like, beside the raw camera's `raw`. */
const looks: Record<string, (now: Picture, raw: Picture) => boolean> = {
  'No effect': (now, raw) => now.sharpness > raw.sharpness / 2 && Math.abs(now.blue - now.red) < 10,
  Blur: (now, raw) => now.sharpness < raw.sharpness / 4 && Math.abs(now.blue - now.red) < 10,
  Sea: (now) => now.blue - now.red > 40,
  Forest: (now) => now.green - (now.red + now.blue) / 2 > 25,
};

for (const asElsewhere of [false, true]) {
  test(`switching effects${asElsewhere ? ' without MediaStreamTrackProcessor' : ''} keeps one worker and one camera track, and each switch changes the picture`, async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const ada = await open(baseURL, asElsewhere);
    const preview = ada.getByLabel('Preview of your camera');
    await expect.poll(() => sharpness(preview), { timeout: 15_000 }).toBeGreaterThan(20);
    const raw = await picture(preview);
    for (const effect of ['Blur', 'Sea', 'Forest', 'No effect', 'Blur', 'Sea']) {
      await chooseBackground(ada, effect);
      const look = looks[effect] ?? (() => false);
      await expect
        .poll(async () => look(await picture(preview), raw), { message: effect, timeout: 30_000 })
        .toBe(true);
    }
    expect(workersStarted.get(ada)).toBe(1);
    expect(await ada.evaluate(() => (globalThis as unknown as { cameraTracks: number }).cameraTracks)).toBe(
      1,
    );
    await ada.context().close();
  });
}

test('without MediaStreamTrackProcessor (Firefox, Safari) the camera goes through a video element and a canvas: the preview is blurred, then shows the scene, and the other guest receives the scene', async ({
  baseURL,
}) => {
  test.setTimeout(150_000);
  const bob = await open(baseURL);
  const ada = await open(baseURL, true);
  expect(await ada.evaluate(() => 'MediaStreamTrackProcessor' in globalThis)).toBe(false);
  const preview = ada.getByLabel('Preview of your camera');
  await expect.poll(() => sharpness(preview), { timeout: 15_000 }).toBeGreaterThan(20);
  const raw = await picture(preview);
  await chooseBackground(ada, 'Blur');
  await expect.poll(() => sharpness(preview), { timeout: 30_000 }).toBeLessThan(raw.sharpness / 4);
  // The worker is told the scene: its frames must keep coming (none is held back in the page).
  await chooseBackground(ada, 'Sea');
  await expect.poll(() => blueness(preview), { timeout: 30_000 }).toBeGreaterThan(40);

  const [received, bobs] = await meet(ada, bob);
  // Bob receives the scene, not the raw grey checkerboard the camera films; Ada receives Bob's camera as it is.
  await expect.poll(() => sharpness(bobs), { timeout: 30_000 }).toBeGreaterThan(raw.sharpness / 2);
  await expect.poll(() => blueness(received), { timeout: 30_000 }).toBeGreaterThan(40);
  expect(raw.blue - raw.red).toBeLessThan(10);
  expect(await sharpness(received)).toBeLessThan(raw.sharpness / 4);
  await bob.context().close();
  await ada.context().close();
});
