import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../tests/support/wait';
import { $quality, classifyStats, QUALITY_INTERVAL_MS, type StatsEntry, setStatsSource } from './quality';

const OWNERS = new Map([
  ['bob-audio', 'bob'],
  ['bob-video', 'bob'],
  ['cy-audio', 'cy'],
]);

/** An inbound-rtp entry of a received track, `seconds` into the call. */
const inbound = (track: string, seconds: number, fields: Partial<StatsEntry>): StatsEntry => ({
  id: `in-${track}`,
  type: 'inbound-rtp',
  trackIdentifier: track,
  timestamp: seconds * 1000,
  ...fields,
});

describe('connection quality', () => {
  it('little loss and jitter and no freeze is good; per participant, the worst of their tracks counts', () => {
    const before = [
      inbound('bob-audio', 0, { packetsReceived: 100, packetsLost: 0, jitter: 0.01 }),
      inbound('bob-video', 0, { packetsReceived: 300, packetsLost: 0, totalFreezesDuration: 0 }),
      inbound('cy-audio', 0, { packetsReceived: 100, packetsLost: 0 }),
    ];
    const after = [
      inbound('bob-audio', 2, { packetsReceived: 200, packetsLost: 0, jitter: 0.01 }),
      inbound('bob-video', 2, { packetsReceived: 500, packetsLost: 0, totalFreezesDuration: 0 }),
      inbound('cy-audio', 2, { packetsReceived: 190, packetsLost: 10, jitter: 0.01 }),
    ];
    expect(classifyStats(before, after, OWNERS, 'me')).to.deep.equal({ bob: 'good', cy: 'fair' });
  });

  it('loss over 10 %, jitter over 100 ms or a frozen picture is poor; between the limits, fair', () => {
    const judge = (fields: Partial<StatsEntry>, earlier: Partial<StatsEntry> = {}) =>
      classifyStats(
        [inbound('bob-video', 0, { packetsReceived: 0, packetsLost: 0, ...earlier })],
        [inbound('bob-video', 2, { packetsReceived: 100, packetsLost: 0, ...fields })],
        OWNERS,
        'me',
      ).bob;
    expect(judge({ packetsReceived: 85, packetsLost: 15 })).to.equal('poor');
    expect(judge({ packetsReceived: 95, packetsLost: 5 })).to.equal('fair');
    expect(judge({ jitter: 0.15 })).to.equal('poor');
    expect(judge({ jitter: 0.05 })).to.equal('fair');
    expect(judge({ totalFreezesDuration: 1.5 })).to.equal('poor');
    expect(judge({ totalFreezesDuration: 0.3 })).to.equal('fair');
    expect(judge({ totalFreezesDuration: 4 }, { totalFreezesDuration: 4 }), 'an old freeze is over').to.equal(
      'good',
    );
  });

  it('a track that received nothing in the interval is not judged', () => {
    const same = inbound('bob-video', 0, { packetsReceived: 50, packetsLost: 0 });
    expect(classifyStats([same], [{ ...same, timestamp: 2000 }], OWNERS, 'me')).to.deep.equal({});
  });

  it('the own uplink, under the own ID: what the gateway reports losing, its jitter and round trip', () => {
    const uplink = (fields: Partial<StatsEntry>) =>
      classifyStats([], [{ id: 'r', type: 'remote-inbound-rtp', timestamp: 0, ...fields }], OWNERS, 'me').me;
    expect(uplink({ fractionLost: 0, jitter: 0.005, roundTripTime: 0.05 })).to.equal('good');
    expect(uplink({ fractionLost: 0.05 })).to.equal('fair');
    expect(uplink({ roundTripTime: 0.8 })).to.equal('poor');
    const starved = classifyStats(
      [],
      [{ id: 'o', type: 'outbound-rtp', timestamp: 0, qualityLimitationReason: 'bandwidth' }],
      OWNERS,
      'me',
    );
    expect(starved).to.deep.equal({ me: 'fair' });
  });

  it('$quality reads the statistics while watched, and is empty without a peer connection', async () => {
    let reads = 0;
    setStatsSource({
      report: async () => {
        reads++;
        return [
          inbound('bob-audio', reads * 2, { packetsReceived: 100 * reads, packetsLost: 20 * reads }),
          { id: 'r', type: 'remote-inbound-rtp', timestamp: reads * 2000, fractionLost: 0 },
        ];
      },
      owners: () => OWNERS,
      selfId: () => 'me',
    });
    expect(reads, 'nothing read while nobody watches').to.equal(0);
    const unsubscribe = $quality.subscribe(() => {});
    try {
      await waitUntil(() => $quality.get().bob === 'poor');
      expect($quality.get()).to.deep.equal({ bob: 'poor', me: 'good' });
    } finally {
      unsubscribe();
      setStatsSource(null);
    }
    // Nano Stores unmounts a store a moment after its last listener leaves.
    await waitUntil(() => Object.keys($quality.get()).length === 0, 'emptied once nobody watches');
    const count = reads;
    await new Promise((resolve) => setTimeout(resolve, QUALITY_INTERVAL_MS + 200));
    expect(reads, 'no reading once nobody watches').to.equal(count);
  });
});
