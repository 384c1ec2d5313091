// Test support: what the room's unit tests share (the meeting, its servers, the gateway's offer, an approved
// login, media drawn in the page) and the resets after each test. Never bundled.
import { resetFetch } from '../../src/core/api/transport';
import { prepareJoin } from '../../src/core/webrtc/join';
import { resetJoinTimings } from '../../src/core/webrtc/join-state';
import { resetPeerFactory } from '../../src/core/webrtc/peer-link';
import { resetSocketFactory } from '../../src/core/webrtc/socket';

/** The demo meeting open to browsers. */
export const MEETING = '100000001';
/** The STUN and TURN servers of the meeting access settings. */
export const SERVERS = { stunServers: [{ urls: 'stun:stun.example.com:3478' }], turnServers: [] };
/** Every right a guest may have. */
export const ALL_RIGHTS = { video: true, talk: true, share: true, chat: true };
/** The gateway's offer to participant p1. */
export const OFFER = {
  type: 'RTC',
  dest: 'p1',
  from: 'gateway',
  meetingId: MEETING,
  data: { sdp: { type: 'offer', sdp: 'v=0' } },
};
/** LOGIN answered: admitted at once as p1. */
export const APPROVED = { type: 'RESPONSE_LOGIN', error: null, info: 'APPROVED', participantId: 'p1' };

/** A capture of a small canvas: a camera or a shared screen as the browser would give it. */
export function canvasStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.getContext('2d')?.fillRect(0, 0, 10, 10);
  return canvas.captureStream(5);
}

/** A microphone (an audio context's silence) and a camera (a canvas); `close()` ends the audio context. */
export function drawnMedia() {
  const context = new AudioContext();
  const microphone = context.createMediaStreamDestination().stream.getAudioTracks()[0] as MediaStreamTrack;
  const camera = canvasStream().getVideoTracks()[0] as MediaStreamTrack;
  return { microphone, camera, stream: new MediaStream([microphone, camera]), close: () => context.close() };
}

/** Leaves any meeting and puts the browser's fetch, WebSocket, RTCPeerConnection and timings back. */
export function resetWebrtc(): void {
  prepareJoin('');
  resetFetch();
  resetSocketFactory();
  resetPeerFactory();
  resetJoinTimings();
}
