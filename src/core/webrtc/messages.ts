// The frames of the signalling websocket as the browser sees them: types from dist-spec/signalling.schema.json
// (signalling.generated.ts), builders the server's tests check against the same schema.

import type * as Frames from './signalling.generated';

/** Null on success, a code of the error catalogue, or the full-name refusal. */
export type SignallingError = Frames.ErrorCode;
/** The attendee request status. */
export type RequestStatus = Frames.RequestStatus;
/** A session description or an ICE candidate (null ends the candidates). */
export type RtcData = Frames.SdpData | Frames.CandidateData;
/** What the browser sends over RTC: its answer, a candidate, or a request for an ICE restart. */
export type OutgoingRtcData = RtcData | Frames.IceRestartData;
/** What the guest may do in the meeting: send video, talk, share a screen, chat. */
export type Rights = Frames.Rights;

/**
 * A participant as PARTICIPANTS lists them: whether their microphone (audio), camera (video) and screen share
 * (screen) are on. Read leniently: a missing flag counts as on for audio and video, off for screen.
 */
export type RosterEntry = Pick<Frames.Participant, 'id' | 'name'> &
  Partial<Pick<Frames.Participant, 'audio' | 'video' | 'screen' | 'hand'>>;

/** A frame the server sends. */
export type ServerMessage = Frames.ServerMessage;

/** The `dest` of every RTC frame: the server's media gateway. */
export const GATEWAY = 'gateway';

/** PREPARE: before LOGIN, have the gateway's peer connection made and connected (the pre-join screen). */
export const prepareMessage = (meetingId: string, ticket: string): Frames.Prepare => ({
  type: 'PREPARE',
  meetingId,
  ticket,
});

/** LOGIN: join `meetingId` as `userFullName`, with this browser's client ID and the meeting's join ticket. */
export const loginMessage = (
  meetingId: string,
  userFullName: string,
  id: string,
  ticket: string,
): Frames.Login => ({ type: 'LOGIN', meetingId, userFullName, id, ticket });

/** START: ask for the peer connection (again after timeToStart, or to replace a failed one). */
export const startMessage = (meetingId: string): Frames.Start => ({ type: 'START', meetingId });

/** RTC: an answer or an ICE candidate for the gateway. */
export const rtcMessage = (meetingId: string, data: OutgoingRtcData): Frames.Rtc => ({
  type: 'RTC',
  dest: GATEWAY,
  meetingId,
  data,
});

/** KEEP_ALIVE, every KEEP_ALIVE_MS. */
export const keepAliveMessage = (): Frames.KeepAlive => ({ type: 'KEEP_ALIVE' });

/** CHAT: a message for everyone in the meeting. */
export const chatMessage = (meetingId: string, text: string): Frames.Chat => ({
  type: 'CHAT',
  meetingId,
  text,
});

/** MEDIA_STATE: whether the microphone, the camera and a screen share are on, for the others to see. */
export const mediaStateMessage = (
  meetingId: string,
  audio: boolean,
  video: boolean,
  screen: boolean,
): Frames.MediaState => ({ type: 'MEDIA_STATE', meetingId, audio, video, screen });

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
