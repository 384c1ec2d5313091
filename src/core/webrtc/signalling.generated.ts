// Generated from dist-spec/signalling.schema.json by `npm run contract`: do not edit. Import these types through
// src/core/webrtc/messages.ts (browser) or demo/webrtc/types.ts (server).
/**
 * Every frame is one JSON object whose `type` names the message. A client frame is one of `$defs/ClientMessage`, a server frame one of `$defs/ServerMessage`. See signalling.md.
 */
export type SignallingWebsocketMessagesOfMeetWebrtcsignaling = ClientMessage | ServerMessage;
/**
 * A frame the browser sends.
 */
export type ClientMessage = Prepare | Login | Start | Rtc | KeepAlive | Chat | MediaState | Hand | Reaction;
/**
 * The meeting's unique ID (umi).
 */
export type MeetingId = string;
/**
 * A join ticket of the meeting, as `GET /web/meetings/join` answers it (see signalling.md, "The join ticket").
 */
export type JoinTicket = string;
/**
 * A reaction a guest can send; each client draws it (thumbsUp, clap, laugh, surprised, heart, party).
 */
export type ReactionName = 'thumbsUp' | 'clap' | 'laugh' | 'surprised' | 'heart' | 'party';
/**
 * A frame the server sends.
 */
export type ServerMessage =
  | ResponsePrepare
  | PrepareClosed
  | ResponseLogin
  | MeetingAttendeeRequestStatus
  | ResponseStart
  | Rtc
  | ResponseRtc
  | ResponseKeepAlive
  | ResponseChat
  | ResponseMediaState
  | ResponseHand
  | ResponseReaction
  | ChatMessage
  | ReactionMessage
  | Participants
  | End
  | ErrorMessage;
/**
 * Null on success; else a code of the error catalogue, or INVALID_USER_FULL_NAME.
 */
export type ErrorCode =
  | null
  | (1000 | 1001 | 1004 | 1005 | 1007 | 1008 | 1009 | 1010 | 1016)
  | 'INVALID_USER_FULL_NAME';
/**
 * Public ID of a participant, chosen by the server; also the stream ID (msid) of its media.
 */
export type ParticipantId = string;
/**
 * The attendee request status: approved, waiting for the host, or rejected by the host.
 */
export type RequestStatus = 'APPROVED' | 'WAITING' | 'REJECTED';

/**
 * Before LOGIN, while the guest is still on the pre-join screen: asks the media gateway to make its offer now, with only the guest's own three m-lines, so ICE and DTLS connect before Connect. `ticket` is the join ticket, as LOGIN carries it. The first START after LOGIN takes this peer connection over. Optional: without it, START makes the peer connection.
 */
export interface Prepare {
  type: 'PREPARE';
  meetingId: MeetingId;
  ticket: JoinTicket;
}
/**
 * Asks to join a meeting as a guest. `id` is the browser's random client ID for this meeting, kept in local storage: logging in again with it (after a lost connection) keeps the host's approval. `ticket` is the join ticket of the meeting that `GET /web/meetings/join` answered (with the PIN when the meeting needs one), valid 5 minutes: a missing, foreign or expired ticket answers 1001 like an unknown meeting.
 */
export interface Login {
  type: 'LOGIN';
  meetingId: MeetingId;
  userFullName: string;
  id: string;
  ticket: JoinTicket;
}
/**
 * Asks the media gateway for a peer connection, once approved. Sent again after `timeToStart` seconds, and to replace a failed peer connection.
 */
export interface Start {
  type: 'START';
  meetingId?: MeetingId;
}
/**
 * A session description or ICE candidate, in either direction, or the browser's request for an ICE restart. The browser sends to dest `gateway`; the gateway sends to the participant's ID.
 */
export interface Rtc {
  type: 'RTC';
  dest: string;
  from?: string;
  meetingId: MeetingId;
  data: SdpData | CandidateData | IceRestartData;
}
/**
 * A session description: the gateway's offer, or the browser's answer.
 */
export interface SdpData {
  sdp: SessionDescription;
}
export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}
/**
 * An ICE candidate; null ends the candidates.
 */
export interface CandidateData {
  candidate: IceCandidate | null;
}
/**
 * An ICE candidate as RTCIceCandidate.toJSON() gives it; an empty `candidate` ends the candidates.
 */
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}
/**
 * Browser to gateway only: ICE failed; the gateway answers with an ICE-restart offer on the same peer connection.
 */
export interface IceRestartData {
  iceRestart: true;
}
/**
 * Sent every 30 seconds while the socket is open.
 */
export interface KeepAlive {
  type: 'KEEP_ALIVE';
}
/**
 * A chat message for everyone in the meeting (after approval).
 */
export interface Chat {
  type: 'CHAT';
  meetingId?: MeetingId;
  text: string;
}
/**
 * Whether the guest's microphone, camera and screen share are on (after approval); the others see it in PARTICIPANTS. `screen` true needs the share right (else RESPONSE_MEDIA_STATE 1005); absent means false.
 */
export interface MediaState {
  type: 'MEDIA_STATE';
  meetingId?: MeetingId;
  audio: boolean;
  video: boolean;
  /**
   * The guest shares a screen on its third uplink transceiver.
   */
  screen?: boolean;
}
/**
 * Raises or lowers the guest's hand (after approval, with the chat right, else RESPONSE_HAND 1005); the others see it in PARTICIPANTS (`hand`).
 */
export interface Hand {
  type: 'HAND';
  meetingId?: MeetingId;
  raised: boolean;
}
/**
 * A reaction for everyone in the meeting (after approval, with the chat right, else RESPONSE_REACTION 1005). At most 5 in 10 seconds per guest: more are refused with 1004.
 */
export interface Reaction {
  type: 'REACTION';
  meetingId?: MeetingId;
  reaction: ReactionName;
}
/**
 * Answer to PREPARE. On success `participantId` is the guest's public ID (LOGIN keeps it) and the gateway's offer (RTC) follows.
 */
export interface ResponsePrepare {
  type: 'RESPONSE_PREPARE';
  error: ErrorCode;
  participantId?: ParticipantId;
  message?: string;
}
/**
 * The prepared peer connection was closed unused (no START took it in time): the next START makes a new one, with a new offer.
 */
export interface PrepareClosed {
  type: 'PREPARE_CLOSED';
}
/**
 * Answer to LOGIN. On success `info` is the attendee request status and `participantId` the guest's public ID.
 */
export interface ResponseLogin {
  type: 'RESPONSE_LOGIN';
  error: ErrorCode;
  info: RequestStatus | null;
  participantId?: ParticipantId;
  subject?: string;
  rights?: Rights;
  message?: string;
}
/**
 * What the meeting lets the guest do: send video, talk, share a screen, chat. Sent once the guest is approved.
 */
export interface Rights {
  video: boolean;
  talk: boolean;
  share: boolean;
  chat: boolean;
}
/**
 * The host's decision on a waiting guest.
 */
export interface MeetingAttendeeRequestStatus {
  type: 'MEETING_ATTENDEE_REQUEST_STATUS';
  info: RequestStatus;
  rights?: Rights;
}
/**
 * Answer to START. `timeToStart` > 0: the meeting starts in that many seconds; send START again then. 0: the gateway's offer (RTC) follows.
 */
export interface ResponseStart {
  type: 'RESPONSE_START';
  error: ErrorCode;
  timeToStart: number;
  message?: string;
}
export interface ResponseRtc {
  type: 'RESPONSE_RTC';
  error: ErrorCode;
  message?: string;
}
export interface ResponseKeepAlive {
  type: 'RESPONSE_KEEP_ALIVE';
  error: ErrorCode;
  message?: string;
}
export interface ResponseChat {
  type: 'RESPONSE_CHAT';
  error: ErrorCode;
  message?: string;
}
export interface ResponseMediaState {
  type: 'RESPONSE_MEDIA_STATE';
  error: ErrorCode;
  message?: string;
}
export interface ResponseHand {
  type: 'RESPONSE_HAND';
  error: ErrorCode;
  message?: string;
}
export interface ResponseReaction {
  type: 'RESPONSE_REACTION';
  error: ErrorCode;
  message?: string;
}
/**
 * A chat message relayed to everyone in the meeting, its sender included.
 */
export interface ChatMessage {
  type: 'CHAT';
  from: ParticipantId;
  name: string;
  text: string;
  time: string;
}
/**
 * A reaction relayed to everyone in the meeting, its sender included.
 */
export interface ReactionMessage {
  type: 'REACTION';
  from: ParticipantId;
  name: string;
  reaction: ReactionName;
  time: string;
}
/**
 * Everyone connected to the meeting's media, sent to each of them whenever it changes.
 */
export interface Participants {
  type: 'PARTICIPANTS';
  participants: Participant[];
}
/**
 * A participant of PARTICIPANTS.
 */
export interface Participant {
  id: ParticipantId;
  name: string;
  /**
   * The participant's microphone is on.
   */
  audio: boolean;
  /**
   * The participant's camera is on.
   */
  video: boolean;
  /**
   * The participant shares a screen (stream ID `<participantId>.screen`).
   */
  screen: boolean;
  /**
   * When the participant raised their hand; absent while it is down. Raised hands are shown in this order.
   */
  hand?: string;
}
/**
 * The meeting ended (1009) or the guest was removed; the server closes the socket next.
 */
export interface End {
  type: 'END';
  error: ErrorCode;
}
/**
 * Answer to a frame that is not JSON, too large, or of no known type (1004), or that the server failed to handle (1000).
 */
export interface ErrorMessage {
  type: 'ERROR';
  error: 1000 | 1004;
  message: string;
}
