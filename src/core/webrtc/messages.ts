// The frames of the signalling websocket as the browser sees them (dist-spec/signalling.md; the server's
// tests check these builders against dist-spec/signalling.schema.json).

/** Null on success, a code of the error catalogue, or the full-name refusal. */
export type SignallingError = null | number | 'INVALID_USER_FULL_NAME';
/** The attendee request status. */
export type RequestStatus = 'APPROVED' | 'WAITING' | 'REJECTED';
/** A session description or an ICE candidate (null ends the candidates). */
export type RtcData = { sdp: RTCSessionDescriptionInit } | { candidate: RTCIceCandidateInit | null };
/** What the browser sends over RTC: its answer, a candidate, or a request for an ICE restart. */
export type OutgoingRtcData = RtcData | { iceRestart: true };

/** A participant as PARTICIPANTS lists them: whether their microphone (audio) and camera (video) are on. */
export interface RosterEntry {
  id: string;
  name: string;
  audio?: boolean;
  video?: boolean;
  /** They share their screen. */
  screen?: boolean;
}

/** What the guest may do in the meeting: send video, talk, share a screen, chat. */
export interface Rights {
  video: boolean;
  talk: boolean;
  share: boolean;
  chat: boolean;
}

/** A frame the server sends. */
export type ServerMessage =
  | {
      type: 'RESPONSE_LOGIN';
      error: SignallingError;
      info: RequestStatus | null;
      participantId?: string;
      subject?: string;
      rights?: Rights;
    }
  | { type: 'MEETING_ATTENDEE_REQUEST_STATUS'; info: RequestStatus; rights?: Rights }
  | { type: 'RESPONSE_START'; error: SignallingError; timeToStart: number }
  | { type: 'RTC'; dest: string; from: string; meetingId: string; data: RtcData }
  | {
      type: 'RESPONSE_RTC' | 'RESPONSE_KEEP_ALIVE' | 'RESPONSE_CHAT' | 'RESPONSE_MEDIA_STATE';
      error: SignallingError;
      message?: string;
    }
  | { type: 'CHAT'; from: string; name: string; text: string; time: string }
  | { type: 'PARTICIPANTS'; participants: RosterEntry[] }
  | { type: 'END'; error: SignallingError }
  | { type: 'ERROR'; error: number; message: string };

/** The `dest` of every RTC frame: the server's media gateway. */
export const GATEWAY = 'gateway';

/** LOGIN: join `meetingId` as `userFullName`, with this browser's client ID for the meeting. */
export const loginMessage = (meetingId: string, userFullName: string, id: string) =>
  ({ type: 'LOGIN', meetingId, userFullName, id }) as const;

/** START: ask for the peer connection (again after timeToStart, or to replace a failed one). */
export const startMessage = (meetingId: string) => ({ type: 'START', meetingId }) as const;

/** RTC: an answer or an ICE candidate for the gateway. */
export const rtcMessage = (meetingId: string, data: OutgoingRtcData) =>
  ({ type: 'RTC', dest: GATEWAY, meetingId, data }) as const;

/** KEEP_ALIVE, every KEEP_ALIVE_MS. */
export const keepAliveMessage = () => ({ type: 'KEEP_ALIVE' }) as const;

/** CHAT: a message for everyone in the meeting. */
export const chatMessage = (meetingId: string, text: string) => ({ type: 'CHAT', meetingId, text }) as const;

/** MEDIA_STATE: whether the microphone, the camera and a screen share are on, for the others to see. */
export const mediaStateMessage = (meetingId: string, audio: boolean, video: boolean, screen: boolean) =>
  ({ type: 'MEDIA_STATE', meetingId, audio, video, screen }) as const;

/** A received frame as a server message, or null when it is not one (never trust the wire). */
export function parseServerMessage(text: string): ServerMessage | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string')
      return null;
    return value as ServerMessage;
  } catch {
    return null;
  }
}
