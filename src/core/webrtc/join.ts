// The actions of a browser join: prepare for a meeting, enter it with a full name, chat, hang up.
import { getWebrtcServers } from '../api';
import { clearChat } from './chat';
import { Conversation } from './conversation';
import { $join, initialJoin } from './join-state';
import { clearParticipants } from './participants';
import { clientIdFor, storeFullName } from './storage';

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

/** Starts over on the configuration of a meeting (leaving any meeting in progress). */
export function prepareJoin(meetingId: string): void {
  conversation?.finish(null);
  conversation = undefined;
  clearParticipants();
  clearChat();
  $join.set(initialJoin(meetingId));
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
  const servers = await iceServers();
  if ($join.get().meetingId !== state.meetingId) return;
  conversation = new Conversation({
    meetingId: state.meetingId,
    fullName: name,
    clientId: clientIdFor(state.meetingId),
    iceServers: servers,
  });
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
