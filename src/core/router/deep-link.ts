import { MEETING_UID_PATTERN } from '../constants';
import type { RouteParams } from './paths';

/**
 * The mobile webview's deep link (spec 2 "Navigation rules"): the login page address with a `tcc` flag
 * and the meeting's `umi` opens that meeting's video page, `meeting/{umi}/attachment-file`:
 *
 *   /meet/?tcc=1&umi=100000004   ->   /meet/meeting/100000004/attachment-file
 *
 * Any `tcc` value but `0` and `false` counts as the flag. Without a valid umi the login page stays.
 * The video page needs a session, so a signed-out webview signs in first and lands there afterwards.
 */
export function webviewDeepLink(
  search: Record<string, string>,
): { name: 'meetingAttachmentInfo'; params: RouteParams } | null {
  const { tcc, umi } = search;
  if (tcc === undefined || tcc === '0' || tcc.toLowerCase() === 'false') return null;
  if (!umi || !MEETING_UID_PATTERN.test(umi)) return null;
  return { name: 'meetingAttachmentInfo', params: { uid: umi } };
}
