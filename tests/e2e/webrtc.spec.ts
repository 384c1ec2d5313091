// The browser meeting client against the reference server's signalling and werift gateway, in Chromium with
// its fake camera and microphone (CHROMIUM_ARGS): real sockets, real peer connections, real decoded frames.
import { readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PIN, giveDemoPins, signInDemoPages } from './support';

/** The embedding demo page (outside the application): `?meeting=` chooses the meeting. */
const CLIENT_PAGE = 'demo/pages/webrtc.html';
/** Where the client runs: the application's route `meeting/webrtc`, or the embedding page. */
type Where = 'app' | 'page';
const OPEN = '100000001';
const APPROVAL = '100000002';
const TOMORROW = '100000003';
const CLOSED = '100000005';
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Opens the client of a meeting and waits for its configuration. */
async function openClient(page: Page, meeting: string, where: Where = 'app'): Promise<void> {
  if (where === 'app') await giveDemoPins(page);
  await page.goto(
    where === 'app' ? `meeting/webrtc?umi=${meeting}` : `${CLIENT_PAGE}?meeting=${meeting}&pin=${DEMO_PIN}`,
  );
  await expect(page.getByRole('button', { name: 'Connect' })).toBeEnabled();
}

/** The first RTC message takes the application to the live route (spec 4). */
async function expectLiveRoute(page: Page, meeting: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/meet/meeting/webrtc/live\\?umi=${meeting}$`));
  await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
}

/** Enters the full name and clicks Connect. */
async function connect(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await page.getByRole('button', { name: 'Connect' }).click();
}

/** A guest of their own browser context (own local storage, so their own client ID). */
async function guest(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Frames the video element has decoded so far. */
const framesOf = (video: Locator) =>
  video.evaluate((element) => (element as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames);

/** Waits until a remote video decodes frames, then checks that the count keeps growing. */
async function expectFramesFlow(video: Locator): Promise<void> {
  await expect.poll(() => framesOf(video), { timeout: 15_000 }).toBeGreaterThan(0);
  const first = await framesOf(video);
  await expect.poll(() => framesOf(video), { timeout: 10_000 }).toBeGreaterThan(first + 5);
}

/** The loudest sample of a playing video's sound over 2.5 s (Chromium's fake microphone beeps). */
const peakLevel = (video: Locator) =>
  video.evaluate(async (element) => {
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource((element as HTMLVideoElement).srcObject as MediaStream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let peak = 0;
    for (let round = 0; round < 50; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    }
    await context.close();
    return peak;
  });

/** The remote video of a tile named `name` in the live grid. */
const remoteVideo = (page: Page, name: string) =>
  page.locator('li.tile').filter({ hasText: name }).locator('video');

/** Runs axe-core on the whole page (open shadow roots included); the CSP stays on, the source goes through CDP. */
async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(node: Node): Promise<{ violations: { id: string }[] }> } }
    ).axe.run(document);
    return violations.map((violation) => violation.id);
  });
  expect(violations).toEqual([]);
}

/** Decides on a waiting guest from the demo host page, signed in as the meeting's organizer. */
async function decide(browser: Browser, meeting: string, name: string, decision: 'Approve' | 'Reject') {
  const host = await browser.newPage();
  await signInDemoPages(host.request, ACCOUNTS.user);
  await host.goto(`demo/host?meeting=${meeting}`);
  await host.getByRole('button', { name: `${decision} ${name}` }).click();
  await expect(host.getByRole('button', { name: `${decision} ${name}` })).toHaveCount(0);
  await host.close();
}

for (const where of ['app', 'page'] as const) {
  test(`a guest alone in meeting 100000001 connects and receives video frames (their echo), ${where === 'app' ? 'on the route meeting/webrtc' : 'on an embedding page'}`, async ({
    page,
  }) => {
    await openClient(page, OPEN, where);
    await expectAccessible(page);
    await connect(page, 'Ada Lovelace');
    if (where === 'app') await expectLiveRoute(page, OPEN);
    // The header says "Meeting" once, with the subject.
    await expect(page.getByRole('heading', { name: 'Meeting: Product demo: open to guests' })).toBeVisible();
    await expect(page.getByText(/Meeting/)).toHaveCount(1);
    await expect(page.getByText('You are alone in the meeting')).toBeVisible();
    await expectFramesFlow(remoteVideo(page, 'Ada Lovelace (you'));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByText('You left the meeting.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the login page now' })).toHaveAttribute(
      'href',
      '/meet/',
    );
  });
}

test('the live route without a connected meeting goes back to the route webrtc', async ({ page }) => {
  await giveDemoPins(page);
  await page.goto(`meeting/webrtc/live?umi=${OPEN}`);
  await expect(page).toHaveURL(new RegExp(`/meet/meeting/webrtc\\?umi=${OPEN}$`));
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
});

test('two guests in separate browsers see and hear each other, and see who muted or turned the camera off', async ({
  browser,
}) => {
  // Two browsers, media both ways, and waits for silence and for the state icons: more than the usual time.
  test.slow();
  const ada = await guest(browser);
  const bob = await guest(browser);
  try {
    await openClient(ada.page, OPEN);
    await connect(ada.page, 'Ada Lovelace');
    await expectLiveRoute(ada.page, OPEN);
    await openClient(bob.page, OPEN);
    await connect(bob.page, 'Bob Kahn');
    await expectFramesFlow(remoteVideo(bob.page, 'Ada Lovelace'));
    await expectFramesFlow(remoteVideo(ada.page, 'Bob Kahn'));
    expect(await peakLevel(remoteVideo(bob.page, 'Ada Lovelace'))).toBeGreaterThan(0.01);
    expect(await peakLevel(remoteVideo(ada.page, 'Bob Kahn'))).toBeGreaterThan(0.01);
    await ada.page.getByRole('button', { name: /^Chat/ }).click();
    await bob.page.getByRole('button', { name: /^Chat/ }).click();
    await ada.page.getByLabel('Message').fill('Hello Bob <b>!</b>');
    await ada.page.getByRole('button', { name: 'Send' }).click();
    await expect(bob.page.locator('.chat-text')).toHaveText('Hello Bob <b>!</b>');
    const adaOnBob = bob.page.locator('li.tile').filter({ hasText: 'Ada Lovelace' });
    await expect(adaOnBob.getByRole('img', { name: 'Microphone muted' })).toHaveCount(0);
    await ada.page.getByRole('button', { name: 'Microphone', exact: true }).click();
    await expect(adaOnBob.getByRole('img', { name: 'Microphone muted' })).toBeVisible();
    await expect
      .poll(() => peakLevel(remoteVideo(bob.page, 'Ada Lovelace')), { timeout: 15_000 })
      .toBeLessThan(0.001);
    await ada.page.getByRole('button', { name: 'Camera', exact: true }).click();
    await expect(adaOnBob.getByRole('img', { name: 'Camera off' })).toBeVisible();
    await ada.page.getByRole('button', { name: 'Microphone', exact: true }).click();
    await expect(adaOnBob.getByRole('img', { name: 'Microphone muted' })).toHaveCount(0);
    await expect(ada.page.getByText('You are alone in the meeting')).toHaveCount(0);
  } finally {
    await ada.context.close();
    await bob.context.close();
  }
});

test('a third guest joins by renegotiation; when one leaves, the others keep seeing each other', async ({
  browser,
}) => {
  // Three browsers with media every way, a renegotiation, then a departure: more than the usual time, as for two.
  test.slow();
  const guests = [await guest(browser), await guest(browser), await guest(browser)];
  const [ada, bob, carol] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];
  try {
    for (const [{ page }, name] of [
      [ada, 'Ada Lovelace'],
      [bob, 'Bob Kahn'],
      [carol, 'Carol Shaw'],
    ] as const) {
      await openClient(page, OPEN);
      await connect(page, name);
      await expectLiveRoute(page, OPEN);
    }
    await expectFramesFlow(remoteVideo(ada.page, 'Carol Shaw'));
    await expectFramesFlow(remoteVideo(carol.page, 'Bob Kahn'));
    await bob.page.getByRole('button', { name: 'Leave' }).click();
    await expect(ada.page.locator('li.tile')).toHaveCount(1);
    await expect(carol.page.locator('li.tile')).toHaveCount(1);
    await expectFramesFlow(remoteVideo(ada.page, 'Carol Shaw'));
    await expectFramesFlow(remoteVideo(carol.page, 'Ada Lovelace'));
  } finally {
    for (const { context } of guests) await context.close();
  }
});

test('meeting 100000002 asks the host: the guest waits with the preview, may cancel and ask again, is approved on the host page, then connects', async ({
  browser,
  page,
}) => {
  await openClient(page, APPROVAL);
  await connect(page, 'Grace Hopper');
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  // The waiting room keeps the preview (frames playing) and its toggles, the subject, and says the page may stay.
  await expectFramesFlow(page.getByLabel('Preview of your camera'));
  await expect(page.getByRole('button', { name: 'Microphone', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Meeting: Customer advisory board')).toBeVisible();
  await expect(page.getByText('You can leave this page open')).toBeVisible();
  await expectAccessible(page);
  // Cancel: back to the configuration, the name kept; the host no longer sees the guest.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await decide(browser, APPROVAL, 'Grace Hopper', 'Approve');
  await expectLiveRoute(page, APPROVAL);
  await expectFramesFlow(remoteVideo(page, 'Grace Hopper (you'));
});

test('a guest the host rejects sees the refusal and is offered to join another meeting', async ({
  browser,
  page,
}) => {
  await openClient(page, APPROVAL);
  await connect(page, 'Mallory Mallet');
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await decide(browser, APPROVAL, 'Mallory Mallet', 'Reject');
  await expect(page.getByText('The host did not let you join this meeting.')).toBeVisible();
  await page.getByRole('link', { name: 'Join another meeting' }).click();
  await expect(page).toHaveURL(/\/meet\/join-without-account$/);
});

for (const [meeting, rule, message] of [
  [TOMORROW, 'is too early', 'It is too early: the meeting cannot be joined yet.'],
  [CLOSED, 'is not open to browsers', 'This meeting cannot be joined from a browser.'],
] as const) {
  test(`meeting ${meeting} ${rule}: the application opens the join route`, async ({ page }) => {
    await giveDemoPins(page);
    await page.goto(`meeting/webrtc?umi=${meeting}`);
    await expect(page).toHaveURL(new RegExp(`/meet/meeting/join\\?umi=${meeting}$`));
    await expect(page.getByRole('button', { name: 'Connect' })).toHaveCount(0);
  });

  test(`meeting ${meeting} ${rule}: outside the application the client links to the join route`, async ({
    page,
  }) => {
    await page.goto(`${CLIENT_PAGE}?meeting=${meeting}&pin=${DEMO_PIN}`);
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page.getByRole('link', { name: 'Go to the meeting join page' })).toHaveAttribute(
      'href',
      `/meet/meeting/join?umi=${meeting}`,
    );
    await connect(page, 'Ada Lovelace');
    await expect(page.getByRole('alert')).toContainText(message);
  });
}

test('a cut signalling socket shows "Connection lost. Reconnecting…" and the meeting recovers', async ({
  page,
}) => {
  const routes: { close(): Promise<void> }[] = [];
  await page.routeWebSocket(/webrtcsignaling/, (route) => {
    route.connectToServer();
    routes.push(route);
  });
  await openClient(page, OPEN);
  await connect(page, 'Ada Lovelace');
  const video = remoteVideo(page, 'Ada Lovelace (you');
  await expectFramesFlow(video);
  await routes[0]?.close();
  await expect(page.getByRole('alert')).toHaveText('Connection lost. Reconnecting…');
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  expect(routes).toHaveLength(2);
  await expectFramesFlow(video);
});

test('failed ICE is restarted on the same peer connection: fresh ICE credentials, and the video keeps coming', async ({
  page,
}) => {
  // Keeps the page's peer connections within reach of the test.
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.assign(window, { peers: made });
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    };
  });
  const restarts: unknown[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const message = JSON.parse(String(payload));
      if (message.type === 'RTC' && message.data.iceRestart === true) restarts.push(message);
    }),
  );
  const peers = () => page.evaluate(() => (window as unknown as { peers: RTCPeerConnection[] }).peers.length);
  /** The gateway's ICE user name fragment in the description the browser applied last. */
  const gatewayUfrag = () =>
    page.evaluate(() => {
      const [pc] = (window as unknown as { peers: RTCPeerConnection[] }).peers;
      return /a=ice-ufrag:(\S+)/.exec(pc?.remoteDescription?.sdp ?? '')?.[1];
    });
  await openClient(page, OPEN);
  await connect(page, 'Ada Lovelace');
  const video = remoteVideo(page, 'Ada Lovelace (you');
  await expectFramesFlow(video);
  const transport = () =>
    page.evaluate(async () => {
      const [pc] = (window as unknown as { peers: RTCPeerConnection[] }).peers;
      const stats = [...((await pc?.getStats())?.values() ?? [])];
      const { iceState, iceLocalUsernameFragment } =
        stats.find((report) => report.type === 'transport') ?? {};
      return { iceState, ufrag: iceLocalUsernameFragment };
    });
  const { ufrag: browserBefore } = await transport();
  expect(browserBefore).toBeTruthy();
  const before = await gatewayUfrag();
  // ICE fails, as a network change would make it.
  await page.evaluate(() => {
    const [pc] = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    if (!pc) throw new Error('no peer connection');
    Object.defineProperty(pc, 'connectionState', { value: 'failed', configurable: true });
    pc.dispatchEvent(new Event('connectionstatechange'));
    delete (pc as unknown as { connectionState?: string }).connectionState;
  });
  await expect.poll(() => restarts.length).toBe(1);
  await expect.poll(gatewayUfrag).not.toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  expect(await peers()).toBe(1);
  // ICE is connected again on the new credentials: the transport now uses the browser's new ufrag.
  await expect
    .poll(async () => {
      const { iceState, ufrag } = await transport();
      return { iceState, fresh: ufrag !== browserBefore };
    })
    .toEqual({ iceState: 'connected', fresh: true });
  await expectFramesFlow(video);
});

test('turning the camera off releases it while the others keep receiving (black); turning it on sends it again', async ({
  page,
}) => {
  await openClient(page, OPEN);
  await connect(page, 'Ada Lovelace');
  const echo = remoteVideo(page, 'Ada Lovelace (you');
  await expectFramesFlow(echo);
  /** What the own preview shows: the camera's track, or the canvas standing in for it. */
  const ownVideo = () =>
    page.locator('video.own').evaluate((element) => {
      const [track] = ((element as HTMLVideoElement).srcObject as MediaStream).getVideoTracks();
      return { source: track && 'canvas' in track ? 'stand-in' : 'camera', state: track?.readyState };
    });
  expect(await ownVideo()).toEqual({ source: 'camera', state: 'live' });
  /** The mean brightness (0-255) of the picture the echo shows. */
  const brightness = () =>
    echo.evaluate((element) => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [32, 18];
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(element as HTMLVideoElement, 0, 0, 32, 18);
      const { data } = context.getImageData(0, 0, 32, 18);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4)
        sum += ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
      return sum / (data.length / 4);
    });
  expect(await brightness()).toBeGreaterThan(20);
  await page.getByRole('button', { name: 'Camera', exact: true }).click();
  await expect.poll(ownVideo).toEqual({ source: 'stand-in', state: 'live' });
  await expect.poll(brightness, { timeout: 10_000 }).toBeLessThan(5);
  await page.getByRole('button', { name: 'Camera', exact: true }).click();
  await expect.poll(ownVideo).toEqual({ source: 'camera', state: 'live' });
  await expect.poll(brightness, { timeout: 10_000 }).toBeGreaterThan(20);
  await expectFramesFlow(echo);
});

test('KEEP_ALIVE is sent every 30 s and answered', async ({ page }) => {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => sent.push(JSON.parse(String(payload)).type));
    socket.on('framereceived', ({ payload }) => received.push(JSON.parse(String(payload)).type));
  });
  await page.clock.install();
  await openClient(page, OPEN);
  await connect(page, 'Ada Lovelace');
  await expectLiveRoute(page, OPEN);
  expect(sent).not.toContain('KEEP_ALIVE');
  await page.clock.fastForward(30_000);
  await expect.poll(() => sent.filter((type) => type === 'KEEP_ALIVE').length).toBe(1);
  await expect.poll(() => received).toContain('RESPONSE_KEEP_ALIVE');
  await page.clock.fastForward(30_000);
  await expect.poll(() => sent.filter((type) => type === 'KEEP_ALIVE').length).toBe(2);
});

test('the join flow works with the keyboard alone, and after Connect the focus is in the room', async ({
  page,
}) => {
  await openClient(page, OPEN);
  const name = page.getByLabel('Full name');
  for (let tab = 0; tab < 12 && !(await name.evaluate((el) => el.matches(':focus'))); tab += 1)
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Katherine Johnson');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Connect is gone with the pre-join screen: the focus goes to the room's main region (not the body), which a
  // screen reader reads from the meeting's heading.
  const room = page.getByRole('main');
  await expect(room).toBeFocused();
  await expect(room.getByRole('heading', { level: 1, name: /^Meeting/ })).toBeVisible();
  const hangUp = page.getByRole('button', { name: 'Leave' });
  await expect(hangUp).toBeVisible();
  for (let tab = 0; tab < 12 && !(await hangUp.evaluate((el) => el.matches(':focus'))); tab += 1)
    await page.keyboard.press('Tab');
  await expect(hangUp).toBeFocused();
  await page.keyboard.press('Space');
  // The end is the page's message: a heading a screen reader jumps to, read out as it comes.
  await expect(
    page.getByRole('status').getByRole('heading', { name: 'You left the meeting.' }),
  ).toBeVisible();
});
