// Wrong meeting identifiers (an unknown ID or a wrong PIN) counted per client address and per meeting, so a PIN
// cannot be guessed nor meeting IDs listed: past either limit every try waits, a right PIN included.
import { TryLimit, type TryRate } from './try-limit';

const TEN_MINUTES = 10 * 60_000;
/** Wrong identifiers one address may give within ten minutes. */
export const JOIN_FAILURES_PER_ADDRESS: TryRate = { max: 10, windowMs: TEN_MINUTES };
/** Wrong PINs one meeting may be given within ten minutes, from everywhere. */
export const JOIN_FAILURES_PER_MEETING: TryRate = { max: 30, windowMs: TEN_MINUTES };

/** The tries of meeting identifiers. */
export class JoinGuard {
  private readonly byAddress: TryLimit;
  private readonly byMeeting: TryLimit;

  constructor(now: () => number = Date.now) {
    this.byAddress = new TryLimit(JOIN_FAILURES_PER_ADDRESS, now);
    this.byMeeting = new TryLimit(JOIN_FAILURES_PER_MEETING, now);
  }

  /** Seconds to wait before trying this meeting from this address; 0 when it may be tried. */
  wait(address: string, meetingId: string): number {
    return Math.max(this.byAddress.wait(address), this.byMeeting.wait(meetingId));
  }

  /** Counts wrong identifiers given from an address for a meeting ID. */
  fail(address: string, meetingId: string): void {
    this.byAddress.record(address);
    this.byMeeting.record(meetingId);
  }
}
