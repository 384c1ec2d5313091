// The connection quality of each participant's media, from the peer connection's statistics (getStats),
// polled only while someone watches: packet loss, jitter and video freezes of what arrives from each of
// them, and of what the gateway receives from the guest (remote-inbound-rtp) for the guest's own uplink.
import { atom, onMount } from 'nanostores';

/** How the media of one participant arrives. */
export type Quality = 'good' | 'fair' | 'poor';

/** How often the statistics are read. */
export const QUALITY_INTERVAL_MS = 2_000;

/** A statistics entry as getStats reports it (only the fields read here). */
export interface StatsEntry {
  id: string;
  type: string;
  timestamp: number;
  kind?: string;
  trackIdentifier?: string;
  packetsReceived?: number;
  packetsLost?: number;
  jitter?: number;
  totalFreezesDuration?: number;
  fractionLost?: number;
  roundTripTime?: number;
  qualityLimitationReason?: string;
  bytesReceived?: number;
  bytesSent?: number;
  frameWidth?: number;
  frameHeight?: number;
  framesPerSecond?: number;
  nominated?: boolean;
  state?: string;
  currentRoundTripTime?: number;
}

/** Where the statistics come from: the peer connection, and which participant each received track is. */
export interface StatsSource {
  report(): Promise<Iterable<StatsEntry>>;
  /** Participant ID by received track ID. */
  owners(): ReadonlyMap<string, string>;
  /** The guest's own participant ID, under which its uplink is judged. */
  selfId(): string;
}

// Limits from common guidance for real-time media (ITU-T G.1010, WebRTC stats practice): above the first
// figure the picture or sound degrades noticeably (fair), above the second it breaks up (poor).
const LOSS = [0.02, 0.1];
const JITTER_S = [0.03, 0.1];
const RTT_S = [0.25, 0.5];
const FROZEN = [0, 0.25];

const RANK: Quality[] = ['good', 'fair', 'poor'];
const grade = (value: number, [fair, poor]: number[]): Quality =>
  value > (poor as number) ? 'poor' : value > (fair as number) ? 'fair' : 'good';
const worst = (...grades: Quality[]): Quality =>
  RANK[Math.max(...grades.map((q) => RANK.indexOf(q)))] ?? 'good';

// One received track over the interval since the previous reading; null when nothing arrived to judge.
function inbound(entry: StatsEntry, before: StatsEntry | undefined): Quality | null {
  const received = (entry.packetsReceived ?? 0) - (before?.packetsReceived ?? 0);
  const lost = Math.max(0, (entry.packetsLost ?? 0) - (before?.packetsLost ?? 0));
  if (received + lost <= 0) return null;
  const seconds = before ? (entry.timestamp - before.timestamp) / 1000 : 0;
  const frozen =
    seconds > 0 ? ((entry.totalFreezesDuration ?? 0) - (before?.totalFreezesDuration ?? 0)) / seconds : 0;
  return worst(
    grade(lost / (received + lost), LOSS),
    grade(entry.jitter ?? 0, JITTER_S),
    grade(frozen, FROZEN),
  );
}

// What the gateway reports receiving from the guest, and whether the guest's encoder is starved.
function outbound(entry: StatsEntry): Quality {
  if (entry.type === 'outbound-rtp') return entry.qualityLimitationReason === 'bandwidth' ? 'fair' : 'good';
  return worst(
    grade(entry.fractionLost ?? 0, LOSS),
    grade(entry.jitter ?? 0, JITTER_S),
    grade(entry.roundTripTime ?? 0, RTT_S),
  );
}

/**
 * The quality of each participant from two successive readings: the worst of their tracks, judged on what
 * changed in between; the guest's own uplink under `selfId`. Participants with nothing to judge are absent.
 */
export function classifyStats(
  previous: Iterable<StatsEntry>,
  current: Iterable<StatsEntry>,
  owners: ReadonlyMap<string, string>,
  selfId: string,
): Record<string, Quality> {
  const before = new Map([...previous].map((entry) => [entry.id, entry]));
  const result: Record<string, Quality> = {};
  const add = (id: string, quality: Quality | null) => {
    if (quality) result[id] = worst(result[id] ?? 'good', quality);
  };
  for (const entry of current) {
    if (entry.type === 'inbound-rtp') {
      const owner = entry.trackIdentifier ? owners.get(entry.trackIdentifier) : undefined;
      if (owner) add(owner, inbound(entry, before.get(entry.id)));
    } else if ((entry.type === 'remote-inbound-rtp' || entry.type === 'outbound-rtp') && selfId) {
      add(selfId, outbound(entry));
    }
  }
  return result;
}

let source: StatsSource | null = null;

/** The peer connection to read statistics from (null when there is none). */
export function setStatsSource(next: StatsSource | null): void {
  source = next;
}

/** The peer connection statistics are read from, if any (the statistics panel reads it too). */
export function readStatsSource(): StatsSource | null {
  return source;
}

/** Quality per participant ID (the guest's own ID for its uplink), read every QUALITY_INTERVAL_MS. */
export const $quality = atom<Record<string, Quality>>({});

onMount($quality, () => {
  let previous: StatsEntry[] = [];
  let reading: StatsSource | null = null;
  let stopped = false;
  const read = async () => {
    const current = source;
    if (!current) {
      previous = [];
      $quality.set({});
      return;
    }
    const entries = [...(await current.report())];
    if (stopped) return;
    // Deltas across two peer connections (a reconnection) mean nothing.
    if (current !== reading) previous = [];
    reading = current;
    $quality.set(classifyStats(previous, entries, current.owners(), current.selfId()));
    previous = entries;
  };
  const timer = setInterval(() => read().catch(() => {}), QUALITY_INTERVAL_MS);
  read().catch(() => {});
  return () => {
    stopped = true;
    clearInterval(timer);
    $quality.set({});
  };
});
