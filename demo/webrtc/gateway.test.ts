// The media gateway with real browsers (Chromium's fake camera, microphone and screen): echo, two and three
// guests, five joining one at a time, a shared screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CONSENT_TIMEOUT, RTCPeerConnection, RTCRtpReceiver, StunProtocol } from 'werift';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.js';
import { issueJoinTicket } from '../auth/join-tickets';
import { MediaGateway } from './gateway/gateway';
import { GuestPeer } from './gateway/peer';
import { GUEST_PAGE } from './gateway-page';
import { demoMeetings, memoryDirectory, startServer, type TestServer } from './test-kit';

type Report = {
  participantId: string | null;
  firstFrameMs: Record<string, number>;
  errors: string[];
  peers: number;
  offers: number;
  prepared: { bytesSent: number } | null;
};

/**
 * What the gateway does, in order: `answer` (a browser's description applied), `asked` (a browser's keyframe
 * request arrived), `pli` (a keyframe request sent to a browser's encoder), `start` (a guest put in its meeting).
 */
const gatewayEvents: ('answer' | 'asked' | 'pli' | 'start')[] = [];
function recordGatewayEvents(): void {
  const connect = MediaGateway.prototype.connect;
  MediaGateway.prototype.connect = function (this: MediaGateway, ...args) {
    gatewayEvents.push('start');
    return connect.apply(this, args);
  };
  const apply = RTCPeerConnection.prototype.setRemoteDescription;
  RTCPeerConnection.prototype.setRemoteDescription = async function (this: RTCPeerConnection, ...args) {
    const applied = await apply.apply(this, args);
    gatewayEvents.push('answer');
    return applied;
  };
  const pli = RTCRtpReceiver.prototype.sendRtcpPLI;
  RTCRtpReceiver.prototype.sendRtcpPLI = function (this: RTCRtpReceiver, ...args) {
    gatewayEvents.push('pli');
    return pli.apply(this, args);
  };
  const peer = GuestPeer.prototype as unknown as { onRtcp(packet: unknown): void };
  const rtcp = peer.onRtcp;
  peer.onRtcp = function (this: GuestPeer, packet) {
    gatewayEvents.push('asked');
    rtcp.call(this, packet);
  };
}

describe('media gateway', { timeout: 360_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  before(async () => {
    recordGatewayEvents();
    server = await startServer(memoryDirectory(demoMeetings()));
    server.http.removeAllListeners('request');
    server.http.on('request', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(GUEST_PAGE),
    );
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS as string[] });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function join(meetingId: string, name: string, share = false, prepare = false): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(
      `http://127.0.0.1:${server.port}/guest?meeting=${meetingId}&ticket=${issueJoinTicket(meetingId)}&name=${encodeURIComponent(name)}${share ? '&share=1' : ''}${prepare ? '&prepare=1' : ''}`,
    );
    return page;
  }

  const report = (page: Page) => page.evaluate(() => (window as unknown as { report: Report }).report);
  const received = (page: Page) =>
    page.evaluate(() => (window as unknown as { received(): Record<string, number> }).received());

  /** Waits until `page` shows decoded frames of exactly the streams `ids`. */
  async function receives(page: Page, ids: string[], timeoutMs = 45_000): Promise<Record<string, number>> {
    const deadline = Date.now() + timeoutMs;
    let got: Record<string, number> = {};
    while (Date.now() < deadline) {
      got = await received(page);
      const decoded = Object.keys(got).filter((id) => (got[id] ?? 0) > 2);
      if (decoded.sort().join() === [...ids].sort().join()) return got;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.fail(
      `expected frames of ${ids.join(', ')}; got ${JSON.stringify(got)} (${JSON.stringify(await report(page))})`,
    );
  }

  const idOf = async (page: Page) => {
    for (let i = 0; i < 50 && !(await report(page)).participantId; i++)
      await new Promise((r) => setTimeout(r, 100));
    return (await report(page)).participantId ?? '';
  };

  test('a guest alone in a meeting receives their own audio and video back (echo)', async (t) => {
    const page = await join('100000001', 'Echo');
    const id = await idOf(page);
    await receives(page, [id]);
    const stats = await page.evaluate(() =>
      (window as unknown as { stats(): Promise<Record<string, number>> }).stats(),
    );
    assert.ok(
      Object.entries(stats).some(([key, packets]) => key.startsWith('audio') && packets > 0),
      JSON.stringify(stats),
    );
    t.diagnostic(`echo: offer to first remote frame ${JSON.stringify((await report(page)).firstFrameMs)} ms`);
    await page.context().close();
  });

  test('a prepared connection connects before LOGIN with nothing sent on it, and after START carries the echo on the same peer connection with no renegotiation', async (t) => {
    gatewayEvents.length = 0;
    const page = await join('100000001', 'Prepared', false, true);
    const id = await idOf(page);
    const { prepared } = await report(page);
    assert.deepEqual(prepared, { bytesSent: 0 }, 'ICE and DTLS up before LOGIN, no media sent');
    await receives(page, [id]);
    const { peers, offers, errors, firstFrameMs } = await report(page);
    assert.deepEqual(
      [peers, offers, errors],
      [1, 1, []],
      'one peer connection, its echo prepared: no new offer',
    );
    // The keyframe is asked once START puts the guest in its meeting, the prepared answer applied before: the
    // browser has the echo's receiver, and the gateway now passes its camera on.
    const started = gatewayEvents.indexOf('start');
    assert.ok(gatewayEvents.indexOf('answer') < started, `answered, then started: ${gatewayEvents.join()}`);
    assert.ok(gatewayEvents.indexOf('pli', started) > started, `${gatewayEvents.join()}`);
    assert.ok(
      !gatewayEvents.slice(0, started).includes('pli'),
      `no keyframe before START: ${gatewayEvents.join()}`,
    );
    t.diagnostic(`prepared echo: LOGIN to first remote frame ${JSON.stringify(firstFrameMs)} ms`);
    await page.context().close();
  });

  test('two, then three guests each receive every other participant, and a guest who leaves is dropped', async (t) => {
    const ada = await join('100000001', 'Ada');
    const bob = await join('100000001', 'Bob');
    const [adaId, bobId] = [await idOf(ada), await idOf(bob)];
    await receives(ada, [bobId]);
    await receives(bob, [adaId]);
    t.diagnostic(
      `two guests: offer to first remote frame ${JSON.stringify((await report(bob)).firstFrameMs)} ms`,
    );
    const cy = await join('100000001', 'Cy');
    const cyId = await idOf(cy);
    await Promise.all([
      receives(ada, [bobId, cyId]),
      receives(bob, [adaId, cyId]),
      receives(cy, [adaId, bobId]),
    ]);
    t.diagnostic(`three guests: ${JSON.stringify((await report(cy)).firstFrameMs)} ms`);
    await cy.context().close();
    await Promise.all([receives(ada, [bobId]), receives(bob, [adaId])]);
    await bob.context().close();
    await receives(ada, [adaId], 20_000);
    assert.deepEqual((await report(ada)).errors, []);
    await ada.context().close();
  });

  // As a full ICE agent, werift asked each browser for consent every 5 s and waited half a second for the answer,
  // once; with none for CONSENT_TIMEOUT seconds it sent that browser nothing more, not even a keyframe request,
  // while still taking its media, and no one restarted it. A gateway whose event loop lags behind its packets
  // (five guests on a loaded machine) read the answers too late: it stopped feeding the first guests, and a new
  // guest got no keyframe from them. Lost answers stand in for the late ones; as ICE lite the gateway asks none.
  test('guests who prepare their connection and join one at a time, up to five, each decode every other guest’s video, even once the gateway’s consent checks went unanswered longer than the consent timeout', async () => {
    const request = StunProtocol.prototype.request;
    StunProtocol.prototype.request = function (this: StunProtocol, ...args) {
      const [, , , retry] = args;
      const consent = typeof retry === 'object' && retry?.retransmissions === 0;
      return consent ? Promise.reject(new Error('no consent answer')) : request.apply(this, args);
    };
    const pages: Page[] = [];
    const ids: string[] = [];
    try {
      for (const name of ['Ada', 'Bob', 'Cy', 'Dee', 'Eve']) {
        // Everyone in the room is past the consent timeout when the fifth guest comes.
        if (name === 'Eve') await new Promise((resolve) => setTimeout(resolve, (CONSENT_TIMEOUT + 2) * 1000));
        const page = await join('100000001', name, false, true);
        pages.push(page);
        ids.push(await idOf(page));
        // The next guest comes once everyone sees everyone, as the room bench lets them in.
        await Promise.all(
          pages.map((each, i) => receives(each, ids.length > 1 ? ids.filter((_, j) => j !== i) : ids)),
        );
      }
      for (const page of pages) assert.deepEqual((await report(page)).errors, []);
    } finally {
      StunProtocol.prototype.request = request;
      await Promise.all(pages.map((page) => page.context().close()));
    }
  });

  test('a shared screen reaches the others as decoded frames under <id>.screen, even joining late (keyframe request), never as an echo', async (t) => {
    const ada = await join('100000001', 'Ada', true);
    const adaId = await idOf(ada);
    // Alone, Ada gets her camera back but not her screen.
    await receives(ada, [adaId]);
    // Long past the screen's first keyframe: Bob can only decode it once the gateway asks Ada for a new one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const bob = await join('100000001', 'Bob');
    const bobId = await idOf(bob);
    const got = await receives(bob, [adaId, `${adaId}.screen`]);
    await receives(ada, [bobId]);
    t.diagnostic(
      `screen: ${JSON.stringify((await report(bob)).firstFrameMs)} ms; frames ${JSON.stringify(got)}`,
    );
    assert.deepEqual((await report(ada)).errors, []);
    assert.deepEqual((await report(bob)).errors, []);
    await Promise.all([ada.context().close(), bob.context().close()]);
  });
});
