import { request } from './request';
import type { ApiPath, JoinableMeeting, WebrtcServers } from './types';

/**
 * GET web/meetings/join: the meeting a join link names by its `umi`; with `pinCode`, a wrong PIN answers
 * 404/1001 like an unknown meeting. No session: visitors call it, and a 401 must not send them to login.
 */
export function joinMeeting(umi: string, pinCode?: string): Promise<JoinableMeeting> {
  const searchParams: Record<string, string> = pinCode === undefined ? { umi } : { umi, pinCode };
  return request('web/meetings/join' satisfies ApiPath, { searchParams, auth: false });
}

/** GET web/meetings/webrtc-servers: the STUN and TURN servers for a browser conference (no session needed). */
export function getWebrtcServers(): Promise<WebrtcServers> {
  return request('web/meetings/webrtc-servers' satisfies ApiPath, { auth: false });
}
