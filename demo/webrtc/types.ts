// Shapes of the signalling server: what it reads of a meeting, and the frames of dist-spec/signalling.schema.json.

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
}

/** Looks meetings up by their unique ID (umi). */
export interface MeetingDirectory {
  find(meetingId: string): DirectoryMeeting | undefined;
}

/** Null on success, a code of the error catalogue, or the full-name refusal. */
export type ErrorCode = null | 1000 | 1001 | 1004 | 1007 | 1008 | 1009 | 1010 | 'INVALID_USER_FULL_NAME';
/** The attendee request status. */
export type RequestStatus = 'APPROVED' | 'WAITING' | 'REJECTED';

/** A session description or an ICE candidate (null ends the candidates). */
export type RtcData =
  | { sdp: { type: 'offer' | 'answer'; sdp: string } }
  | {
      candidate: {
        candidate: string;
        sdpMid?: string | null;
        sdpMLineIndex?: number | null;
        usernameFragment?: string | null;
      } | null;
    };

/** What a browser sends over RTC: its answer, a candidate, or a request for an ICE restart. */
export type ClientRtcData = RtcData | { iceRestart: true };

/** A frame the browser sends (validated against the schema before it gets this type). */
export type ClientMessage =
  | { type: 'LOGIN'; meetingId: string; userFullName: string; id: string }
  | { type: 'START'; meetingId?: string }
  | { type: 'RTC'; dest: string; meetingId: string; data: ClientRtcData }
  | { type: 'KEEP_ALIVE' }
  | { type: 'CHAT'; meetingId?: string; text: string }
  | { type: 'MEDIA_STATE'; meetingId?: string; audio: boolean; video: boolean; screen?: boolean };

/** A frame the server sends. */
export type ServerMessage =
  | {
      type: 'RESPONSE_LOGIN';
      error: ErrorCode;
      info: RequestStatus | null;
      participantId?: string;
      subject?: string;
      message?: string;
    }
  | { type: 'MEETING_ATTENDEE_REQUEST_STATUS'; info: RequestStatus }
  | { type: 'RESPONSE_START'; error: ErrorCode; timeToStart: number; message?: string }
  | { type: 'RTC'; dest: string; from: string; meetingId: string; data: RtcData }
  | { type: 'RESPONSE_RTC'; error: ErrorCode; message?: string }
  | { type: 'RESPONSE_KEEP_ALIVE'; error: ErrorCode; message?: string }
  | { type: 'RESPONSE_CHAT'; error: ErrorCode; message?: string }
  | { type: 'RESPONSE_MEDIA_STATE'; error: ErrorCode; message?: string }
  | { type: 'CHAT'; from: string; name: string; text: string; time: string }
  | {
      type: 'PARTICIPANTS';
      participants: { id: string; name: string; audio: boolean; video: boolean; screen: boolean }[];
    }
  | { type: 'END'; error: ErrorCode }
  | { type: 'ERROR'; error: 1000 | 1004; message: string };

/** Sends one frame to one guest. */
export type Send = (message: ServerMessage) => void;
