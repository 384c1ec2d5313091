import { request } from './request';
import type { ApiPath, JoinableMeeting, WebrtcServers } from './types';

/**
 * GET web/meetings/join: the meeting a join link names by its `umi`, with the join ticket of its signalling
 * LOGIN. Where PIN codes are required, a missing or wrong PIN answers 404/1001 like an unknown meeting; the
 * signed-in organizer needs none, so the session goes along when there is one (never a refresh: visitors call it).
 */
export function joinMeeting(umi: string, pinCode?: string): Promise<JoinableMeeting> {
  const searchParams: Record<string, string> = pinCode ? { umi, pinCode } : { umi };
  return request('web/meetings/join' satisfies ApiPath, { searchParams, auth: 'optional' });
}

/** GET web/meetings/webrtc-servers: the STUN and TURN servers for a browser conference (no session needed). */
export function getWebrtcServers(): Promise<WebrtcServers> {
  return request('web/meetings/webrtc-servers' satisfies ApiPath, { auth: false });
}
