import { expect } from '@open-wc/testing';
import { summarizeStats } from './call-stats';
import type { StatsEntry } from './quality';

const owners = new Map([
  ['bob-video', 'bob'],
  ['bob-audio', 'bob'],
]);
const pair = {
  id: 'cp',
  type: 'candidate-pair',
  nominated: true,
  state: 'succeeded',
  currentRoundTripTime: 0.004,
};
const first: StatsEntry[] = [
  {
    id: 'v',
    type: 'inbound-rtp',
    kind: 'video',
    timestamp: 1_000,
    trackIdentifier: 'bob-video',
    bytesReceived: 0,
    packetsReceived: 0,
    packetsLost: 0,
  },
  {
    id: 'a',
    type: 'inbound-rtp',
    kind: 'audio',
    timestamp: 1_000,
    trackIdentifier: 'bob-audio',
    bytesReceived: 0,
    packetsReceived: 0,
    packetsLost: 0,
  },
  { id: 'o', type: 'outbound-rtp', kind: 'video', timestamp: 1_000, bytesSent: 0 },
  { ...pair, timestamp: 1_000 },
];
const second: StatsEntry[] = [
  {
    id: 'v',
    type: 'inbound-rtp',
    kind: 'video',
    timestamp: 2_000,
    trackIdentifier: 'bob-video',
    bytesReceived: 100_000,
    packetsReceived: 90,
    packetsLost: 5,
    jitter: 0.012,
    frameWidth: 640,
    frameHeight: 480,
    framesPerSecond: 30,
  },
  {
    id: 'a',
    type: 'inbound-rtp',
    kind: 'audio',
    timestamp: 2_000,
    trackIdentifier: 'bob-audio',
    bytesReceived: 4_000,
    packetsReceived: 50,
    packetsLost: 5,
    jitter: 0.002,
  },
  {
    id: 'o',
    type: 'outbound-rtp',
    kind: 'video',
    timestamp: 2_000,
    bytesSent: 50_000,
    frameWidth: 320,
    frameHeight: 240,
    framesPerSecond: 15,
  },
  { id: 'r', type: 'remote-inbound-rtp', kind: 'video', timestamp: 2_000, fractionLost: 0.01, jitter: 0.003 },
  { ...pair, timestamp: 2_000 },
];

describe('call statistics per participant', () => {
  it('a remote participant: resolution, frame rate, bitrate in over the interval, loss of all tracks, worst jitter, the round trip', () => {
    const { bob } = summarizeStats(first, second, owners, 'me');
    expect(bob).to.deep.equal({
      width: 640,
      height: 480,
      framesPerSecond: 30,
      bitrateIn: 832_000,
      bitrateOut: null,
      packetLoss: 10 / 150,
      jitter: 0.012,
      roundTrip: 0.004,
    });
  });

  it('the guest: what it sends (resolution, frame rate, bitrate out) and what the gateway says of it', () => {
    const { me } = summarizeStats(first, second, owners, 'me');
    expect(me).to.deep.equal({
      width: 320,
      height: 240,
      framesPerSecond: 15,
      bitrateIn: null,
      bitrateOut: 400_000,
      packetLoss: 0.01,
      jitter: 0.003,
      roundTrip: 0.004,
    });
  });

  it('the first reading has no bitrate yet; a track nobody owns is left out', () => {
    const stats = summarizeStats(
      [],
      [...second, { id: 'x', type: 'inbound-rtp', timestamp: 2_000, trackIdentifier: 'ghost' }],
      owners,
      'me',
    );
    expect([stats.bob?.bitrateIn, stats.me?.bitrateOut, Object.keys(stats).sort()]).to.deep.equal([
      null,
      null,
      ['bob', 'me'],
    ]);
  });
});
