// The gateway's DTLS handshake (werift, patched in patches/werift+0.24.4.patch) takes P-256 whenever the browser
// offers it and derives the secret with Node's ECDH: a client that prefers X25519 still gets P-256, and the
// handshake completes (a wrong secret would fail the Finished messages).
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { RTCPeerConnection } from 'werift';
import { GuestPeer } from './gateway/peer';
import type { RtcData } from './types';

/** The curve of the key pair a DTLS socket made (werift keeps it on the socket's cipher context). */
const curveOf = (pc: RTCPeerConnection) =>
  (pc.dtlsTransports[0] as unknown as { dtls?: { cipher: { localKeyPair?: { curve: number } } } }).dtls
    ?.cipher.localKeyPair?.curve;
const P256 = 23;

// werift's DTLS client (the stand-in browser here; a real browser in the meeting) keeps retransmitting its last
// flight on timers for about 40 s after closing: the file ends once its test has.
after(() => setImmediate(() => process.exit()));

test('the gateway agrees on P-256 with a client that lists X25519 first, and connects', async () => {
  // werift's own client lists X25519 first, then P-256, as browsers do.
  const browser = new RTCPeerConnection({ iceServers: [] });
  let connected!: () => void;
  const up = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const gateway = new GuestPeer({
    signal: (data: RtcData) => {
      if ('sdp' in data) {
        void (async () => {
          await browser.setRemoteDescription(data.sdp);
          await browser.setLocalDescription(await browser.createAnswer());
          await gateway.receive({ sdp: { type: 'answer', sdp: browser.localDescription?.sdp ?? '' } });
        })();
      } else if (data.candidate) void browser.addIceCandidate(data.candidate);
    },
    track: () => {},
    keyframeWanted: () => {},
    settled: () => {},
    state: (state) => {
      if (state === 'connected') connected();
    },
  });
  browser.onIceCandidate.subscribe((candidate) => {
    if (candidate) void gateway.receive({ candidate: candidate.toJSON() });
  });
  try {
    gateway.negotiate();
    await up;
    assert.equal(curveOf(gateway.pc), P256, "the gateway's side chose P-256");
    assert.equal(curveOf(browser), P256, "the client's side agreed");
  } finally {
    await Promise.all([gateway.pc.close(), browser.close()]);
  }
});
