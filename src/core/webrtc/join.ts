// The actions of a browser join: prepare for a meeting, enter it with a full name, chat, hang up.
import { getWebrtcServers } from '../api';
import { ERROR_FEATURE_NOT_ENABLED, ERROR_NOT_FOUND, ERROR_TOO_EARLY } from '../constants';
import { $route, isRouting } from '../router/navigation';
import { isUnknownMeeting } from '../stores/meeting-join';
import { joinWithKnownPin, rememberPin, takePinFromAddress } from '../stores/meeting-pins';
import { clearChat } from './chat';
import { Conversation } from './conversation';
import { dropHeadStart, prepareHeadStart, takeHeadStart } from './head-start';
import { $join, initialJoin, type JoinPhase, loginErrorKeys } from './join-state';
import { forgetMeetingLayout } from './layout';
import { startLocalMedia, stopLocalMedia } from './local-media';
import { clearParticipants } from './participants';
import { clientIdFor, storedFullName, storeFullName } from './storage';

let conversation: Conversation | undefined;

/** STUN and TURN servers of the meeting access settings; none when the call fails (host candidates still work). */
async function iceServers(): Promise<RTCIceServer[]> {
  try {
    const { stunServers, turnServers } = await getWebrtcServers();
    return [...stunServers, ...turnServers];
  } catch {
    return [];
  }
}

// Spec 4: a meeting not open to browsers, or too early, goes to the join route, which explains why; known
// before the guest types a name. So does a meeting whose PIN this tab was not given (the join route asks for
// it). Another failed call changes nothing: LOGIN gives the same answers (1008, 1010). A meeting the guest
// may join gets its socket and peer connection ready while the guest types a name.
async function checkMeeting(meetingId: string): Promise<void> {
  // One turn later: an element's `api-base` reaches $config in its wrapper's effect, which runs after ours.
  await Promise.resolve();
  let unknown = false;
  const [meeting, servers] = await Promise.all([
    joinWithKnownPin(meetingId).catch((error: unknown) => {
      unknown = isUnknownMeeting(error);
      return null;
    }),
    iceServers(),
  ]);
  const state = $join.get();
  if (
    (!meeting && !unknown) ||
    state.meetingId !== meetingId ||
    state.phase !== 'configuration' ||
    state.busy
  )
    return;
  const code = !meeting
    ? ERROR_NOT_FOUND
    : !meeting.webRtcEnabled
      ? ERROR_FEATURE_NOT_ENABLED
      : meeting.webRtcTooEarly
        ? ERROR_TOO_EARLY
        : null;
  $join.set({
    ...state,
    subject: meeting?.subject ?? state.subject,
    ...(code === null ? {} : { error: `webrtc.error.code.${code}`, errorDetail: null, redirectToJoin: true }),
  });
  if (meeting && code === null)
    prepareHeadStart(meetingId, meeting.ticket, servers, () => checkMeeting(meetingId).catch(() => {}));
}

/** Starts over on the configuration of a meeting (leaving any meeting in progress). */
export function prepareJoin(meetingId: string): void {
  dropHeadStart();
  conversation?.finish(null);
  conversation = undefined;
  clearParticipants();
  clearChat();
  forgetMeetingLayout();
  $join.set(initialJoin(meetingId));
  if (meetingId) checkMeeting(meetingId).catch(() => {});
}

const IN_MEETING: JoinPhase[] = ['waiting', 'approved', 'connection', 'connected'];

/** The guest is in this meeting (waiting, approved, connecting or connected), not before it nor after. */
function inMeeting(meetingId: string): boolean {
  const { meetingId: current, phase } = $join.get();
  return current === meetingId && conversation !== undefined && IN_MEETING.includes(phase);
}

/**
 * Opens a meeting's client: prepares it and starts the camera, unless the guest is already in it. A PIN code
 * the embedding page gives is the one this tab uses for the meeting.
 */
export function openJoin(meetingId: string, pinCode?: string): void {
  // A machine client at the gateway entry, like a portal, hands the PIN in the address's fragment (no server sees it).
  takePinFromAddress(meetingId);
  if (pinCode) rememberPin(meetingId, pinCode);
  if (!inMeeting(meetingId)) prepareJoin(meetingId);
  startLocalMedia().catch(() => {});
}

/**
 * Closes a meeting's client: hangs up, unless the application only moved between the meeting's two routes
 * (webrtc -> webrtc-live on the first RTC message, spec 4), which may show it anew.
 */
export function closeJoin(meetingId: string): void {
  const route = $route.get();
  const sameMeeting = route?.search.umi === meetingId;
  if (isRouting() && sameMeeting && (route?.name === 'webrtc' || route?.name === 'webrtc-live')) return;
  dropHeadStart();
  hangUp();
  stopLocalMedia();
}

/** Asks to join the prepared meeting as `fullName`; the answer moves $join on. */
export async function enterMeeting(fullName: string): Promise<void> {
  const state = $join.get();
  if (state.busy || state.phase !== 'configuration') return;
  const name = fullName.trim();
  if (name === '') {
    $join.set({ ...state, error: 'webrtc.error.fullNameRequired', errorDetail: null });
    return;
  }
  storeFullName(name);
  $join.set({ ...state, busy: true, error: null, errorDetail: null, redirectToJoin: false });
  const { meetingId } = state;
  const renewTicket = () => joinWithKnownPin(meetingId).then((meeting) => meeting.ticket);
  // What the pre-join screen prepared spares the calls; without it (or with a ticket too old) they are made now.
  const ahead = takeHeadStart(meetingId);
  const [servers, ticket] = ahead?.ticket
    ? [ahead.iceServers, ahead.ticket]
    : await Promise.all([ahead?.iceServers ?? iceServers(), renewTicket().catch((error: unknown) => error)]);
  if ($join.get().meetingId !== meetingId || typeof ticket !== 'string') {
    ahead?.socket?.socket.close();
    ahead?.link?.close();
    ahead?.peer?.close();
    if ($join.get().meetingId !== meetingId) return;
    // No ticket: the identifiers are not (or no longer) right, and the join route asks for them; or no answer.
    const unknown = isUnknownMeeting(ticket);
    $join.set({
      ...$join.get(),
      busy: false,
      ...(unknown
        ? loginErrorKeys(ERROR_NOT_FOUND)
        : { error: 'webrtc.error.connection', errorDetail: null }),
      redirectToJoin: unknown,
    });
    return;
  }
  conversation = new Conversation({
    meetingId,
    fullName: name,
    clientId: clientIdFor(meetingId),
    iceServers: servers,
    ticket,
    renewTicket,
    socket: ahead?.socket,
    peer: ahead?.peer,
    link: ahead?.link,
  });
}

/** Stops waiting to be let in (or for the start): back to the configuration, the name and devices kept. */
export function cancelJoin(): void {
  const { meetingId, subject } = $join.get();
  prepareJoin(meetingId);
  $join.setKey('subject', subject);
}

/** Joins the meeting just left again, under the same name, with the camera and microphone started anew. */
export async function rejoin(): Promise<void> {
  const { meetingId, subject } = $join.get();
  prepareJoin(meetingId);
  $join.setKey('subject', subject);
  startLocalMedia().catch(() => {});
  await enterMeeting(storedFullName());
}

/** Sends a chat message to everyone in the meeting. */
export function sendChat(text: string): void {
  if (text.trim() !== '') conversation?.chat(text.trim());
}

/** Leaves the meeting: the guest sees the end message and a way back to the login page. */
export function hangUp(): void {
  if (conversation) conversation.finish('hangup');
  else $join.set({ ...$join.get(), phase: 'end', endReason: 'hangup' });
  conversation = undefined;
}
