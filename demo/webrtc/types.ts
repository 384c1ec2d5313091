// Shapes of the signalling server: what it reads of a meeting, and the frames of dist-spec/signalling.schema.json
// (generated into src/core/webrtc/signalling.generated.ts by `npm run contract`).
import type * as Frames from '../../src/core/webrtc/signalling.generated';

/** A meeting as the signalling server sees it. */
export interface DirectoryMeeting {
  id: string;
  subject: string;
  state: 'scheduled' | 'started' | 'waitingToEnd' | 'stopped';
  /** Joinable from a browser. */
  webRtcEnabled: boolean;
  /** Guests wait for the host's approval. */
  approvalRequired: boolean;
  startDate: string;
  pinCode: string;
  /** Rights the meeting denies its guests (false); absent ones are granted. */
  rights?: Partial<Rights>;
}

/** Looks meetings up by their unique ID (umi). */
export interface MeetingDirectory {
  find(meetingId: string): DirectoryMeeting | undefined;
}

/** Null on success, a code of the error catalogue, or the full-name refusal. */
export type ErrorCode = Frames.ErrorCode;
/** The attendee request status. */
export type RequestStatus = Frames.RequestStatus;
/** What the guest may do in the meeting (spec 3: user rights video, talk, share, chat). */
export type Rights = Frames.Rights;

/** A session description or an ICE candidate (null ends the candidates). */
export type RtcData = Frames.SdpData | Frames.CandidateData;

/** What a browser sends over RTC: its answer, a candidate, or a request for an ICE restart. */
export type ClientRtcData = RtcData | Frames.IceRestartData;

/** A frame the browser sends (validated against the schema before it gets this type). */
export type ClientMessage = Frames.ClientMessage;

/** A frame the server sends; the gateway's RTC frames carry descriptions and candidates only. */
export type ServerMessage =
  | Exclude<Frames.ServerMessage, Frames.Rtc>
  | (Omit<Frames.Rtc, 'data' | 'from'> & { from: string; data: RtcData });

/** Sends one frame to one guest. */
export type Send = (message: ServerMessage) => void;
