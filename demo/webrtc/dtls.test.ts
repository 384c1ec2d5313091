// The gateway's DTLS handshake (werift, patched in patches/werift+0.24.4.patch) takes P-256 whenever the browser
// offers it and derives the secret with Node's ECDH: a client that prefers X25519 still gets P-256, and the
// handshake completes (a wrong secret would fail the Finished messages). Once a guest's DTLS is up, the gateway
// asks a keyframe for it: a guest joining late sees the others at once, not at their encoder's next keyframe.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import {
  MediaStreamTrack,
  useOPUS as opus,
  RTCPeerConnection,
  RtcpPayloadSpecificFeedback,
  RtpHeader,
  RtpPacket,
  Vp8RtpPayload,
  useVP8 as vp8,
} from 'werift';
import { MediaGateway } from './gateway/gateway';
import { GuestPeer } from './gateway/peer';
import type { RtcData, ServerMessage } from './types';

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

const MEETING = '100000001';

/**
 * A guest's browser played by werift, joining with START only (no PREPARE): it answers the gateway's offers in
 * turn. A publisher films with a camera whose encoder, like a browser's when nobody asks, sends only delta frames
 * (a VP8 packet every 20 ms), and a keyframe only when a keyframe request (PLI or FIR) reaches it.
 */
function guest(gateway: MediaGateway, participantId: string, publishes: boolean) {
  const pc = new RTCPeerConnection({ iceServers: [], codecs: { audio: [opus()], video: [vp8()] } });
  const owner = { participantId, meetingId: MEETING };
  let keyframesAsked = 0;
  const camera = new MediaStreamTrack({ kind: 'video' });
  if (publishes) {
    // Matched in order to the gateway's audio and camera uplinks. (An inactive one would be taken over by werift
    // for the next m-line it is offered.)
    pc.addTransceiver('audio', { direction: 'sendonly' });
    const video = pc.addTransceiver(camera, { direction: 'sendonly' });
    video.sender.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback) keyframesAsked += 1;
    });
  }
  let sequenceNumber = 0;
  let keyframesSent = 0;
  const encoder = setInterval(() => {
    const keyframe = keyframesAsked > keyframesSent;
    if (keyframe) keyframesSent += 1;
    // VP8 payload descriptor (start of a partition), then the frame tag: its lowest bit is 0 on a keyframe.
    const payload = Buffer.from([0x10, keyframe ? 0x10 : 0x11, 0, 0, 0x9d, 0x01, 0x2a]);
    sequenceNumber = (sequenceNumber + 1) & 0xffff;
    const header = new RtpHeader({
      payloadType: 96,
      sequenceNumber,
      timestamp: sequenceNumber * 1800,
      marker: true,
    });
    camera.writeRtp(new RtpPacket(header, payload));
  }, 20);
  /** Resolves on the first keyframe that arrives of a video this guest receives. */
  const keyframeReceived = new Promise<void>((resolve) => {
    pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe((packet) => {
        if (track.kind === 'video' && Vp8RtpPayload.deSerialize(packet.payload).isKeyframe) resolve();
      });
    });
  });
  let answering = Promise.resolve();
  const send = (message: ServerMessage) => {
    if (message.type !== 'RTC') return;
    const { data } = message;
    answering = answering.then(async () => {
      if ('sdp' in data) {
        await pc.setRemoteDescription(data.sdp);
        await pc.setLocalDescription(await pc.createAnswer());
        await gateway.signal(owner, { sdp: { type: 'answer', sdp: pc.localDescription?.sdp ?? '' } });
      } else if (data.candidate) await pc.addIceCandidate(data.candidate);
    });
  };
  pc.onIceCandidate.subscribe((candidate) => {
    if (candidate) void gateway.signal(owner, { candidate: candidate.toJSON() });
  });
  const member = {
    participantId,
    name: participantId,
    meetingId: MEETING,
    send,
    media: { audio: false, video: publishes, screen: false },
    rights: { video: true, talk: true, share: true, chat: true },
  };
  return {
    join: () => gateway.connect(member),
    keyframeReceived,
    keyframesSent: () => keyframesSent,
    close: async () => {
      clearInterval(encoder);
      await pc.close();
    },
  };
}

test('a guest joining late receives a keyframe of the camera already in the room without its encoder sending one by itself', {
  timeout: 60_000,
}, async () => {
  const gateway = new MediaGateway();
  const ada = guest(gateway, 'ada', true);
  const bob = guest(gateway, 'bob', false);
  try {
    // Alone, Ada receives her own camera back: the keyframe asked for that echo is her first.
    ada.join();
    await ada.keyframeReceived;
    assert.equal(ada.keyframesSent(), 1);
    bob.join();
    await bob.keyframeReceived;
    // Only a request can have made it: Ada's encoder sends none by itself.
    assert.equal(ada.keyframesSent(), 2, "a keyframe was asked of Ada's camera for Bob");
  } finally {
    gateway.close();
    await Promise.all([ada.close(), bob.close()]);
  }
});
