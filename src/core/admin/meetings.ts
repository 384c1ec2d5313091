// Meeting administration: the list, a meeting with its attendees, quality and attachments, stopping and
// deleting it, and following a started meeting while its detail is shown.
import { atom, onMount } from 'nanostores';
import { call } from '../api/call';
import type { components } from '../api/schema';
import { saveBlob } from '../download';
import { listStore } from '../lists/list-store';
import { loadable, loadInto, patchInto, withRow } from '../stores/loadable';
import { areaRecord } from './area-record';
import { saveCsv } from './imports';
import { attempt, type Refusal, type Result } from './result';

export { $player, closePlayer, type Player, playAttachment } from './attachment-player';

type Schemas = components['schemas'];
/** A meeting with its summary, creator and moderators. */
export type AdminMeeting = Schemas['Meeting'];
/** A row of the meeting list. */
export type MeetingRow = Schemas['MeetingSummary'];
/** A state of a meeting (spec 4). */
export type MeetingState = Schemas['MeetingState'];
/** An attendee of a meeting. */
export type Attendee = Schemas['Attendee'];
/** An attachment file or video of a meeting. */
export type Attachment = Schemas['Attachment'];
/** A browser guest waiting for approval to join. */
export type WaitingGuest = Schemas['WaitingGuest'];
/** A quality sample (kB/s). */
export type QualitySample = Schemas['QualitySample'];

/** How often a started meeting shown in its detail is asked again. */
export const MEETING_FOLLOW_MS = 3_000;

/** The unit of every bitrate (spec 9). */
export const BITRATE_UNIT = 'kB/s';

/** The states a meeting can be in, in the order of its life. */
export const MEETING_STATES = ['scheduled', 'started', 'waitingToEnd', 'stopped'] as const;

/** The meeting list, its view in the address. */
export const meetings = listStore('listMeetings', {
  sort: 'startDate',
  order: 1,
  sorts: ['uid', 'subject', 'startDate', 'duration', 'state', 'organization', 'participantCount'],
});

/** The attendees of the meeting shown, their view in the address (with the `attendees` prefix). */
export const attendees = listStore('listMeetingAttendees', {
  sort: 'joinTime',
  // The latest to join first: whoever just came into a running meeting is on the first page.
  order: 1,
  sorts: ['fullName', 'email', 'joinTime', 'leaveTime', 'connectionCount', 'duration'],
  prefix: 'attendees',
});

/** Downloads the meetings the filter keeps as CSV (streamed by the server). */
export async function exportMeetings(filter: string): Promise<void> {
  saveCsv('meetings.csv', await call('exportMeetings', { query: { filter } }));
}

/** Downloads the attendees of a meeting that the filter keeps as CSV. */
export async function exportAttendees(uid: string, filter: string): Promise<void> {
  saveCsv(`attendees-${uid}.csv`, await call('exportMeetingAttendees', { path: { uid }, query: { filter } }));
}

const meetingRecord = areaRecord({
  lists: [meetings],
  get: (uid: string) => call('getMeeting', { path: { uid } }),
  keyOf: (meeting) => meeting.uid,
  opened: (uid) => attendees.open({ uid }),
});
/** The meeting shown in the detail. */
export const $meeting = meetingRecord.$record;
/** The quality samples of the meeting shown. */
export const $quality = loadable<QualitySample[]>();
/** The attachments of the meeting shown. */
export const $attachments = loadable<Attachment[]>();
/** The browser guests waiting for approval to join the meeting shown. */
export const $waitingGuests = loadable<WaitingGuest[]>();

/** True while a meeting runs: it can be stopped, not deleted, and its attendees change. */
export function isLive(state: MeetingState): boolean {
  return state === 'started' || state === 'waitingToEnd';
}

/** The meeting a detail shows: loaded with its quality samples and waiting guests, its attendees' list opened. */
export const meetingDetail = {
  ...meetingRecord,
  load: (uid: string) => Promise.all([meetingRecord.load(uid), loadMeetingParts(uid)]).then(() => undefined),
};

function loadMeetingParts(uid: string): Promise<unknown> {
  return Promise.all([
    loadInto($quality, () => call('getMeetingQuality', { path: { uid } })),
    loadInto($waitingGuests, () => call('listWaitingGuests', { path: { uid } })),
  ]);
}

/** Loads a meeting's attachment files and videos (and the meeting, for its heading). */
export function loadAttachments(uid: string): Promise<void> {
  return Promise.all([
    meetingRecord.load(uid),
    loadInto($attachments, () => call('listMeetingAttachments', { path: { uid } })),
  ]).then(() => undefined);
}

/** Ends a started meeting ("meeting ended"); the detail shows its new state. */
export function stopMeeting(uid: string): Promise<Result<AdminMeeting>> {
  return meetingRecord.change(() => call('stopMeeting', { path: { uid } }), attendees);
}

/** Deletes meetings that have not started; answers the refusals (1021). */
export function deleteMeetings(uids: readonly string[]): Promise<Refusal[]> {
  return meetingRecord.deleteEach(uids, (uid) => call('deleteMeeting', { path: { uid } }));
}

/** Restricts a video to organizers and co-organizers, or expands it to all participants. */
export function setAttachmentAccess(
  uid: string,
  fileId: number,
  access: Attachment['access'],
): Promise<Result> {
  return attempt(async () => {
    const update = () => call('updateAttachmentAccess', { path: { uid, fileId }, body: { access } });
    await patchInto($attachments, update, withRow);
  });
}

/** Deletes an attachment or video of a meeting. */
export function deleteAttachment(uid: string, fileId: number): Promise<Result> {
  return attempt(async () => {
    const remove = () => call('deleteMeetingAttachment', { path: { uid, fileId } });
    await patchInto($attachments, remove, (shown) => shown.filter((a) => a.id !== fileId));
  });
}

/** Saves an attachment or video of a meeting under its name; refused with 1001 when its content is not stored. */
export function downloadAttachment(
  uid: string,
  attachment: Pick<Attachment, 'id' | 'name'>,
): Promise<Result> {
  return attempt(async () =>
    saveBlob(attachment.name, await call('getAttachmentContent', { path: { uid, fileId: attachment.id } })),
  );
}

/** Takes the meeting and its attendees again without passing through `loading`: the detail stays. */
export async function refreshMeeting(): Promise<void> {
  const shown = $meeting.get();
  if (shown.state !== 'ready') return;
  const { uid } = shown.data;
  await meetingRecord.refresh(uid);
  try {
    const waiting = await call('listWaitingGuests', { path: { uid } });
    if (meetingRecord.shows(uid)) $waitingGuests.set({ state: 'ready', data: waiting });
  } catch {
    // The guests stay as they were; the next round corrects them.
  }
  await attendees.reload();
}

/** Approves or rejects a browser guest waiting to join; the detail follows at once. */
export async function decideGuest(
  uid: string,
  guestId: string,
  decision: 'APPROVED' | 'REJECTED',
): Promise<Result> {
  const result = await attempt(() =>
    call('decideWaitingGuest', { path: { uid, guestId }, body: { decision } }),
  );
  await refreshMeeting();
  return result;
}

/**
 * Subscribed while a started meeting's detail is shown: the meeting and its attendees are asked again every
 * few seconds; the timer stops when the last subscriber leaves.
 */
export const $following = atom(0);
onMount($following, () => {
  const timer = setInterval(() => {
    const shown = $meeting.get();
    if (shown.state === 'ready' && isLive(shown.data.state)) {
      $following.set($following.get() + 1);
      void refreshMeeting();
    }
  }, MEETING_FOLLOW_MS);
  return () => clearInterval(timer);
});
