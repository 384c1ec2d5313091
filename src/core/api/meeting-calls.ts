import { request } from './request';
import type { JoinableMeeting, WebrtcServers } from './types';

/** GET web/meetings/join: the meeting a join link names by its `umi`. */
export function joinMeeting(umi: string): Promise<JoinableMeeting> {
  return request('web/meetings/join', { searchParams: { umi } });
}

/** GET web/meetings/webrtc-servers: the STUN and TURN servers for a browser conference. */
export function getWebrtcServers(): Promise<WebrtcServers> {
  return request('web/meetings/webrtc-servers');
}
