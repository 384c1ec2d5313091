// The call's statistics per participant (the statistics panel), read from the peer connection's getStats()
// every STATS_INTERVAL_MS while the panel is open: what arrives from each participant, and what the guest sends.
import { atom, onMount } from 'nanostores';
import { readStatsSource, type StatsEntry } from './quality';

/** How often the panel's statistics are read. */
export const STATS_INTERVAL_MS = 1_000;

/** What one participant's media does now; null where nothing tells it yet. */
export interface CallStats {
  width: number | null;
  height: number | null;
  framesPerSecond: number | null;
  /** Bits per second received from the participant. */
  bitrateIn: number | null;
  /** Bits per second the guest sends (own row only). */
  bitrateOut: number | null;
  /** Share of packets lost, 0 to 1. */
  packetLoss: number | null;
  /** Seconds. */
  jitter: number | null;
  /** Seconds, to the gateway and back. */
  roundTrip: number | null;
}

const empty = (): CallStats => ({
  width: null,
  height: null,
  framesPerSecond: null,
  bitrateIn: null,
  bitrateOut: null,
  packetLoss: null,
  jitter: null,
  roundTrip: null,
});

/** Bits per second of a byte counter between two readings (null without a previous one). */
function rate(entry: StatsEntry, before: StatsEntry | undefined, field: 'bytesReceived' | 'bytesSent') {
  if (!before || entry.timestamp <= before.timestamp) return null;
  const bytes = (entry[field] ?? 0) - (before[field] ?? 0);
  return Math.max(0, (bytes * 8 * 1000) / (entry.timestamp - before.timestamp));
}

const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

/** Takes a video entry's picture: its size and frame rate. */
function picture(stats: CallStats, entry: StatsEntry): void {
  if (entry.kind !== 'video') return;
  stats.width = entry.frameWidth ?? stats.width;
  stats.height = entry.frameHeight ?? stats.height;
  stats.framesPerSecond = entry.framesPerSecond ?? stats.framesPerSecond;
}

/**
 * Each participant's statistics from two successive readings: received tracks under their owner, the guest's
 * sent tracks and the gateway's view of them (remote-inbound-rtp) under `selfId`, the round trip of the
 * connection in use for everyone (all media goes through the gateway).
 */
export function summarizeStats(
  previous: Iterable<StatsEntry>,
  current: Iterable<StatsEntry>,
  owners: ReadonlyMap<string, string>,
  selfId: string,
): Record<string, CallStats> {
  const before = new Map([...previous].map((entry) => [entry.id, entry]));
  const result: Record<string, CallStats> = {};
  const of = (id: string) => {
    result[id] ??= empty();
    return result[id];
  };
  const lost = new Map<string, [number, number]>();
  let pairTrip: number | null = null;
  let rtcpTrip: number | null = null;
  for (const entry of current) {
    if (entry.type === 'inbound-rtp') {
      const owner = entry.trackIdentifier ? owners.get(entry.trackIdentifier) : undefined;
      if (!owner) continue;
      const stats = of(owner);
      picture(stats, entry);
      stats.bitrateIn = add(stats.bitrateIn, rate(entry, before.get(entry.id), 'bytesReceived'));
      stats.jitter = Math.max(stats.jitter ?? 0, entry.jitter ?? 0);
      const [received, missing] = lost.get(owner) ?? [0, 0];
      lost.set(owner, [received + (entry.packetsReceived ?? 0), missing + (entry.packetsLost ?? 0)]);
    } else if (entry.type === 'outbound-rtp' && selfId) {
      const stats = of(selfId);
      picture(stats, entry);
      stats.bitrateOut = add(stats.bitrateOut, rate(entry, before.get(entry.id), 'bytesSent'));
    } else if (entry.type === 'remote-inbound-rtp' && selfId) {
      const stats = of(selfId);
      stats.packetLoss = Math.max(stats.packetLoss ?? 0, entry.fractionLost ?? 0);
      stats.jitter = Math.max(stats.jitter ?? 0, entry.jitter ?? 0);
      rtcpTrip = entry.roundTripTime ?? rtcpTrip;
    } else if (entry.type === 'candidate-pair' && entry.nominated && entry.state === 'succeeded') {
      pairTrip = entry.currentRoundTripTime ?? pairTrip;
    }
  }
  for (const [owner, [received, missing]] of lost) {
    (result[owner] as CallStats).packetLoss = received + missing > 0 ? missing / (received + missing) : 0;
  }
  // The connection's own measure, else the one RTCP reports gave (what werift answers with varies).
  for (const stats of Object.values(result)) stats.roundTrip = pairTrip ?? rtcpTrip;
  return result;
}

/** Statistics per participant ID (the guest's own ID for what it sends), read only while someone watches. */
export const $callStats = atom<Record<string, CallStats>>({});

onMount($callStats, () => {
  let previous: StatsEntry[] = [];
  let stopped = false;
  const read = async () => {
    const source = readStatsSource();
    if (!source) {
      previous = [];
      $callStats.set({});
      return;
    }
    const entries = [...(await source.report())];
    if (stopped) return;
    $callStats.set(summarizeStats(previous, entries, source.owners(), source.selfId()));
    previous = entries;
  };
  const timer = setInterval(() => read().catch(() => {}), STATS_INTERVAL_MS);
  read().catch(() => {});
  return () => {
    stopped = true;
    clearInterval(timer);
    $callStats.set({});
  };
});
