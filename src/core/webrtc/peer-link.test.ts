import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import type { RtcData } from './messages';
import { $participants, addStream, clearParticipants, setRoster } from './participants';
import { createPeer, PeerLink } from './peer-link';
import { signallingUrl } from './socket';

/** A gateway played by a real RTCPeerConnection: uplink audio, video and screen, then participant `id`'s media. */
async function gatewayOffer(gateway: RTCPeerConnection, id: string): Promise<string> {
  gateway.addTransceiver('audio', { direction: 'recvonly' });
  gateway.addTransceiver('video', { direction: 'recvonly' });
  gateway.addTransceiver('video', { direction: 'recvonly' });
  const canvas = document.createElement('canvas');
  canvas.getContext('2d')?.fillRect(0, 0, 10, 10);
  const remote = canvas.captureStream(10);
  const track = remote.getVideoTracks()[0] as MediaStreamTrack;
  gateway.addTransceiver('audio', { direction: 'sendonly' });
  gateway.addTransceiver(track, { direction: 'sendonly', streams: [remote] });
  const offer = await gateway.createOffer();
  await gateway.setLocalDescription(offer);
  // The gateway names each stream after its participant (signalling.md "Media").
  return (offer.sdp ?? '').replaceAll(remote.id, id).replace(/a=msid:- /g, `a=msid:${id} `);
}

describe('peer link and participants', () => {
  afterEach(() => clearParticipants());

  it('the signalling URL is the page host, ws or wss by protocol, under the base path', () => {
    expect(signallingUrl({ protocol: 'https:', host: 'meet.example.com' }, '/meet/')).to.equal(
      'wss://meet.example.com/meet/webrtcsignaling',
    );
    expect(signallingUrl({ protocol: 'http:', host: 'localhost:8080' }, '/custom')).to.equal(
      'ws://localhost:8080/custom/webrtcsignaling',
    );
  });

  it('answers the gateway’s offer with microphone, camera and screen on its first three transceivers, and a participant’s media becomes their stream', async () => {
    const local = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    const gateway = new RTCPeerConnection();
    const sent: RtcData[] = [];
    const states: string[] = [];
    const link = new PeerLink(createPeer([]), local, {
      send: (data) => {
        sent.push(data);
        if ('candidate' in data && data.candidate) gateway.addIceCandidate(data.candidate);
      },
      stream: addStream,
      state: (state) => states.push(state),
    });
    gateway.onicecandidate = ({ candidate }) =>
      candidate &&
      link.handle({
        candidate: {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid,
          sdpMLineIndex: candidate.sdpMLineIndex,
        },
      });
    setRoster(
      [
        { id: 'me', name: 'Ada' },
        { id: 'bob', name: 'Bob' },
      ],
      'me',
    );
    await link.handle({ sdp: { type: 'offer', sdp: await gatewayOffer(gateway, 'bob') } });
    const answer = sent.find((data) => 'sdp' in data) as { sdp: RTCSessionDescriptionInit };
    expect(answer.sdp.type).to.equal('answer');
    const sections = (answer.sdp.sdp ?? '').split('m=').slice(1);
    expect(sections[0]).to.match(/^audio[\s\S]*a=sendonly/);
    expect(sections[1]).to.match(/^video[\s\S]*a=sendonly/);
    expect(sections[2], 'the screen, sendonly before any share').to.match(/^video[\s\S]*a=sendonly/);
    expect(sections[3], 'a participant’s audio stays receive-only').to.match(/^audio[\s\S]*a=recvonly/);
    await gateway.setRemoteDescription(answer.sdp);
    await waitUntil(() => states.includes('connected'), 'ICE and DTLS connect', { timeout: 8000 });
    await waitUntil(() => $participants.get()[0]?.stream);
    expect($participants.get().map(({ id, name, self }) => [id, name, self])).to.deep.equal([
      ['bob', 'Bob', false],
    ]);
    link.close();
    gateway.close();
    for (const track of local.getTracks()) track.stop();
  });

  it('a stream ID ending in .screen is that participant’s screen, shown only while the roster says they share', () => {
    const camera = new MediaStream();
    const screen = new MediaStream();
    setRoster(
      [
        { id: 'me', name: 'Ada' },
        { id: 'bob', name: 'Bob', screen: true },
      ],
      'me',
    );
    addStream('bob', camera);
    addStream('bob.screen', screen);
    expect($participants.get().map((p) => [p.id, p.stream, p.screen, p.sharing])).to.deep.equal([
      ['bob', camera, screen, true],
    ]);
    setRoster(
      [
        { id: 'me', name: 'Ada' },
        { id: 'bob', name: 'Bob', screen: false },
      ],
      'me',
    );
    expect($participants.get().map((p) => [p.id, p.stream, p.screen, p.sharing])).to.deep.equal([
      ['bob', camera, null, false],
    ]);
  });

  it('alone in the meeting, the guest’s own echo is shown; with others, only the others', () => {
    const stream = new MediaStream();
    setRoster([{ id: 'me', name: 'Ada' }], 'me');
    expect($participants.get()).to.deep.equal([], 'no echo before its media arrives');
    addStream('me', stream);
    expect($participants.get()).to.deep.equal([
      { id: 'me', name: 'Ada', stream, screen: null, self: true, audio: true, video: true, sharing: false },
    ]);
    setRoster(
      [
        { id: 'me', name: 'Ada' },
        { id: 'bob', name: 'Bob' },
      ],
      'me',
    );
    expect($participants.get()).to.deep.equal([
      {
        id: 'bob',
        name: 'Bob',
        stream: null,
        screen: null,
        self: false,
        audio: true,
        video: true,
        sharing: false,
      },
    ]);
  });
});
