// The rules of the meeting join page (spec 4 "Join page"), as pure functions of the server's answer.
import type { JoinableMeeting, PublicSettings } from '../api/types';

/** Time left before a start, split for display; `total` is in whole seconds, never negative. */
export interface Countdown {
  total: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left from `now` to `startAt` (epoch milliseconds), rounded up to the second: 0 only once started. */
export function countdown(now: number, startAt: number): Countdown {
  const total = Math.max(0, Math.ceil((startAt - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  };
}

/**
 * The same time left for a screen reader, in whole minutes rounded up: it changes at most once a minute,
 * so a polite live region that shows it is not re-announced every second.
 */
export function countdownByMinute(left: Countdown): Countdown {
  const total = Math.ceil(left.total / 60) * 60;
  return { ...countdown(0, total * 1000), seconds: 0 };
}

/** What the join page says of the meeting (spec 4): it starts in some time, has started, or is over. */
export type JoinPhase = 'startsIn' | 'started' | 'ended';

/** The phase of a meeting from its state: waiting to end is still on; stopped is over. */
export function joinPhase(meeting: Pick<JoinableMeeting, 'state'>): JoinPhase {
  if (meeting.state === 'scheduled') return 'startsIn';
  if (meeting.state === 'stopped') return 'ended';
  return 'started';
}

/** Joining from a browser (spec 4): available, too early, disabled (needs an account), or over. */
export type BrowserJoin = 'available' | 'tooEarly' | 'disabled' | 'none';

/** Whether the browser entry is offered: only for a webRtcEnabled meeting that is not too early. */
export function browserJoin(
  meeting: Pick<JoinableMeeting, 'state' | 'webRtcEnabled' | 'webRtcTooEarly'>,
): BrowserJoin {
  if (joinPhase(meeting) === 'ended') return 'none';
  if (!meeting.webRtcEnabled) return 'disabled';
  return meeting.webRtcTooEarly ? 'tooEarly' : 'available';
}

/** URL scheme of the desktop and mobile app when the settings' `protocol` cannot be one. */
export const APP_SCHEME = 'meet';

/**
 * The "open in app" link. The installed app registers a URL scheme and opens `<scheme>://join?umi=ID`:
 * - the scheme is the public settings' `protocol` when it is a valid scheme (a deployment that brands its
 *   app, e.g. `acme` gives `acme://join?umi=...`); a version number such as `3.2` cannot be a scheme, so
 *   the app's own `meet` scheme is used and the version travels as `protocol=3.2` for the app to check;
 * - `server` names the deployment (the settings' serverName, else the page's host) so an app signed in
 *   elsewhere knows which management server holds the meeting.
 */
export function appJoinLink(settings: Partial<PublicSettings> | null, umi: string, host: string): string {
  const protocol = settings?.protocol?.trim() ?? '';
  const branded = /^[a-z][a-z0-9+.-]*$/i.test(protocol);
  const query = new URLSearchParams({ umi });
  if (protocol !== '' && !branded) query.set('protocol', protocol);
  const server = settings?.serverName || host;
  if (server) query.set('server', server);
  return `${branded ? protocol.toLowerCase() : APP_SCHEME}://join?${query}`;
}

/** Dial-in numbers with those in the interface language first, each group in the server's order. */
export function phoneNumbersFor(
  numbers: JoinableMeeting['phoneNumbers'],
  language: string,
): JoinableMeeting['phoneNumbers'] {
  const own = numbers.filter((n) => n.language === language);
  return [...own, ...numbers.filter((n) => n.language !== language)];
}
