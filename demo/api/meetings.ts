// Administration of meetings: list, detail, attendees, quality, attachments, stop, delete.
import type { Context } from '../context';
import type { Db } from '../db/database';
import { ApiError, notFound } from '../http/errors';
import type { Handlers, Schemas } from '../http/types';
import { csvStream } from '../lib/csv';
import { fileContent, sendContent } from '../lib/file-content';
import {
  type Condition,
  contains,
  dateRange,
  equals,
  exportedRows,
  type FilterSpec,
  flag,
  indexedContains,
  NOTHING,
  oneOf,
  page,
  type TrigramIndex,
  where,
} from '../lib/list';
import { endMeetings } from '../lib/meeting-end';
import { recordGuestVisits } from '../webrtc/attendance';
import { decide, listWaiting } from '../webrtc/index';

/** A row of the meetings table with its organization and server. */
interface MeetingRow {
  uid: string;
  subject: string;
  start_date: string;
  duration: number;
  state: Schemas['MeetingState'];
  is_call: number;
  recurrence: Schemas['Meeting']['recurrence'];
  creator_name: string;
  creator_email: string;
  organization_uid: string | null;
  organization_name: string | null;
  server: string | null;
  security_level: Schemas['Meeting']['securityLevel'];
  expected_user_count: number;
  reconnections: number;
  web_rtc_enabled: number;
  approval_required: number;
  participant_count: number;
}

// participant_count and organization_name are kept on the meeting by triggers (migration 003); each sort's index
// carries the organization name and the server, which two filters test (migration 045).
const COLUMNS = 'm.*, o.uid AS organization_uid, ms.address AS server';
const FROM = `meetings m LEFT JOIN subscriptions s ON s.uid = m.subscription_uid
  LEFT JOIN organizations o ON o.uid = s.organization_uid LEFT JOIN meeting_servers ms ON ms.id = m.server_id`;

/** The subject and creator of the meetings, and their trigram index (migration 003). */
const MEETING_SEARCH: TrigramIndex = {
  table: 'meetings_search',
  columns: ['m.subject', 'm.creator_name', 'm.creator_email'],
};

/**
 * Filter: meetings whose `key` is one of the few rows of `select` (organizations, servers) whose `column` contains
 * the value. `key` is a column of the meeting that every sort's index carries.
 */
const throughFew =
  (key: string, select: string, column: string) =>
  (value: string): Condition | undefined => {
    const test = contains(column)(value);
    return test && { sql: `${key} IN (${select} WHERE ${test.sql})`, params: test.params };
  };

/** A filter looks up at most this many distinct values first; a column that holds more is tested on the rows alone. */
const FEW_VALUES = 1_000;

/**
 * The distinct values of `pick` among the distinct `columns` of the meetings that pass `test`, or undefined when
 * the columns hold more than FEW_VALUES. An index that starts with the columns is read by skipping from one value
 * to the next (ANALYZE's statistics tell SQLite the values are few).
 */
function fewValues(db: Db, columns: string, pick: string, test: Condition): unknown[] | undefined {
  // MATERIALIZED: with the test pushed into the DISTINCT, SQLite read every entry of the index.
  const { count, found } = db
    .prepare(
      `WITH few AS MATERIALIZED (SELECT DISTINCT ${columns} FROM meetings LIMIT ${FEW_VALUES + 1})
       SELECT (SELECT COUNT(*) FROM few) AS count,
         (SELECT json_group_array(DISTINCT ${pick}) FROM few WHERE ${test.sql}) AS found`,
    )
    .get(...test.params) as { count: number; found: string };
  return count > FEW_VALUES ? undefined : JSON.parse(found);
}

/**
 * Filter: meetings whose subject contains the value. A list's subjects are often few (a team's weekly sync, its
 * reviews): then the matching ones are looked up first (`meetings_by_subject`) and the condition is that the
 * subject is one of them, which a sort by subject seeks. Else the trigram index finds the candidates.
 */
function subjectFilter(db: Db) {
  const search = indexedContains(MEETING_SEARCH, ['m.subject']);
  return (value: string): Condition | undefined => {
    const condition = search(value);
    const test = contains('subject')(value);
    const subjects = test && fewValues(db, 'subject', 'subject', test);
    if (!subjects) return condition;
    return { sql: `m.subject IN (${subjects.map(() => '?').join(', ')})`, params: subjects };
  };
}

/**
 * Filter: meetings whose creator's e-mail or name contains the value. When creators are few (the index of
 * migration 070 holds each with their organizations), the organizations of those that match become a condition
 * every sort's index tests from its entry, and a sort by organization seeks; the creator's text is then tested on
 * the rows left. Only the organizations the request's `organization` filters keep are taken: no creator matching
 * in them is no meeting, found without reading any (else a page walked every entry of the creator's organizations,
 * testing the other filter on each: 35-45 ms at a million meetings).
 */
function creatorFilter(db: Db, organizations: string[]) {
  const search = indexedContains(MEETING_SEARCH, ['m.creator_email', 'm.creator_name']);
  const inOrganizations = organizations.map((name) => contains('organization_name')(name.trim()));
  return (value: string): Condition | undefined => {
    const condition = search(value);
    const test = contains('creator_email', 'creator_name')(value);
    const names =
      test &&
      fewValues(
        db,
        'creator_email, creator_name, organization_name',
        'organization_name',
        where([test, ...inOrganizations.filter((kept) => kept !== undefined)]),
      );
    if (!condition || !names) return condition;
    if (names.length === 0) return NOTHING;
    const named = names.filter((name) => name !== null);
    const some = named.length > 0 ? `m.organization_name IN (${named.map(() => '?').join(', ')})` : undefined;
    // IN leaves out meetings without an organization.
    const none = named.length < names.length ? 'm.organization_name IS NULL' : undefined;
    const organizations = some && none ? `(${some} OR ${none})` : (some ?? none);
    return {
      ...condition,
      sql: `${organizations} AND (${condition.sql})`,
      params: [...named, ...condition.params],
    };
  };
}

/** The filters that need no look-up first (`subject` and `creator` do: `meetingHandlers` adds them). */
const FILTERS: FilterSpec = {
  uid: equals('m.uid'),
  state: oneOf('m.state', ['scheduled', 'started', 'waitingToEnd', 'stopped']),
  organization: throughFew('m.organization_name', 'SELECT name FROM organizations', 'name'),
  server: throughFew('m.server_id', 'SELECT id FROM meeting_servers', 'address'),
  startDate: dateRange('m.start_date'),
  isCall: flag('m.is_call'),
  securityLevel: oneOf('m.security_level', ['standard', 'high']),
};

/** The index each sort walks (migration 045). */
const SORT_INDEXES: Record<string, string> = {
  'm.uid': 'meetings_by_uid',
  'm.subject': 'meetings_by_subject',
  'm.start_date': 'meetings_by_start',
  'm.duration': 'meetings_by_duration',
  'm.state': 'meetings_by_state',
  'm.organization_name': 'meetings_by_organization',
  'm.participant_count': 'meetings_by_participants',
};

/** Indexes that start with a filtered column, by sort (migration 060): the scheduled meetings are the latest. */
const SEEK_INDEXES = { 'm.state': { 'm.start_date': 'meetings_by_state_start' } };

/**
 * The sorts along which few matches are looked for first (`LargeList.walksFew`): not the state nor the organization,
 * which hold few values, where a filter's matches gather (a past start range, a creator's organization).
 */
const WALKS_FEW = ['m.uid', 'm.subject', 'm.start_date', 'm.duration', 'm.participant_count'];

function summary(row: MeetingRow): Schemas['MeetingSummary'] {
  return {
    uid: row.uid,
    subject: row.subject,
    startDate: row.start_date,
    duration: row.duration,
    state: row.state,
    isCall: row.is_call === 1,
    organizationName: row.organization_name ?? '',
    creator: { fullName: row.creator_name, email: row.creator_email },
    participantCount: row.participant_count,
    expectedUserCount: row.expected_user_count,
    server: row.server ?? '',
  };
}

/** The columns of the meetings export (file `meetings.csv`). */
const MEETING_EXPORT = [
  'uid',
  'subject',
  'startDate',
  'duration',
  'state',
  'isCall',
  'organization',
  'creatorName',
  'creatorEmail',
  'participantCount',
  'expectedUserCount',
  'server',
] as const;

/** The meeting list's rows, for a page and for the export. */
const MEETING_LIST = { columns: COLUMNS, from: FROM, filters: FILTERS, tiebreak: 'm.uid', map: summary };

type AttendeeRow = Omit<Schemas['Attendee'], 'excluded'> & { excluded: number };

/** The attendees of one meeting, for a page and for the export. */
const attendeeList = (uid: string) => ({
  columns: `id, full_name AS fullName, email, excluded, join_time AS joinTime, leave_time AS leaveTime,
    relay_server AS relayServer, quality_in AS qualityIn, quality_out AS qualityOut,
    connection_count AS connectionCount, duration`,
  from: 'attendees',
  base: { sql: 'meeting_uid = ?', params: [uid] },
  filters: { name: contains('full_name', 'email'), excluded: flag('excluded') },
  tiebreak: 'id',
  map: (row: AttendeeRow): Schemas['Attendee'] => ({ ...row, excluded: row.excluded === 1 }),
});

/** The columns of an attendees export (file `attendees.csv`). */
const ATTENDEE_EXPORT = [
  'fullName',
  'email',
  'excluded',
  'joinTime',
  'leaveTime',
  'relayServer',
  'qualityIn',
  'qualityOut',
  'connectionCount',
  'duration',
] as const;

function nextDate(row: MeetingRow): string | null {
  if (row.recurrence === 'none') return null;
  const step = { daily: 1, weekly: 7, monthly: 30 }[row.recurrence] * 86_400_000;
  let next = Date.parse(row.start_date);
  while (next < Date.now()) next += step;
  return new Date(next === Date.parse(row.start_date) ? next + step : next).toISOString();
}

function meetingRow(context: Context, uid: string): MeetingRow {
  recordGuestVisits(context.db, uid);
  const row = context.db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.uid = ?`).get(uid) as
    | MeetingRow
    | undefined;
  if (!row) throw notFound('Meeting');
  return row;
}

function detail(context: Context, row: MeetingRow): Schemas['Meeting'] {
  const { db } = context;
  const quality = db
    .prepare('SELECT AVG(quality_in) AS qin, AVG(quality_out) AS qout FROM attendees WHERE meeting_uid = ?')
    .get(row.uid) as { qin: number | null; qout: number | null };
  const { participantCount: _, expectedUserCount: __, server: ___, ...base } = summary(row);
  return {
    ...base,
    recurrence: row.recurrence,
    nextDate: nextDate(row),
    organizationUid: row.organization_uid,
    server: row.server ?? '',
    moderators: db
      .prepare('SELECT full_name AS fullName, email FROM meeting_moderators WHERE meeting_uid = ?')
      .all(row.uid) as Schemas['Person'][],
    securityLevel: row.security_level,
    expectedUserCount: row.expected_user_count,
    participatingUserCount: row.participant_count,
    reconnections: row.reconnections,
    webRtcEnabled: row.web_rtc_enabled === 1,
    approvalRequired: row.approval_required === 1,
    attachmentCount: db
      .prepare('SELECT COUNT(*) FROM files WHERE meeting_uid = ?')
      .pluck()
      .get(row.uid) as number,
    qualityIn: Math.round((quality.qin ?? 0) * 10) / 10,
    qualityOut: Math.round((quality.qout ?? 0) * 10) / 10,
  };
}

const ATTACHMENT_COLUMNS = `id, name, size, created AS creationDate, shared, checksum, video, access`;
type AttachmentRow = Omit<Schemas['Attachment'], 'shared' | 'video'> & { shared: number; video: number };
const attachment = (row: AttachmentRow): Schemas['Attachment'] => ({
  ...row,
  shared: row.shared === 1,
  video: row.video === 1,
});

/** Handlers of meeting administration. */
export function meetingHandlers(context: Context): Handlers {
  const { db } = context;
  /** A request's filters: its creator filter looks up the creators among the organizations it filters on. */
  const filtersOf = (filter: string | undefined): FilterSpec => ({
    ...FILTERS,
    subject: subjectFilter(db),
    creator: creatorFilter(db, new URLSearchParams(filter ?? '').getAll('organization')),
  });
  return {
    listMeetings: (request) =>
      page(db, {
        ...MEETING_LIST,
        filters: filtersOf(request.query.filter),
        sorts: {
          uid: 'm.uid',
          subject: 'm.subject',
          startDate: 'm.start_date',
          duration: 'm.duration',
          state: 'm.state',
          organization: 'm.organization_name',
          participantCount: 'm.participant_count',
        },
        defaultSort: 'startDate',
        query: request.query,
        keysFirst: true,
        large: {
          table: 'meetings m',
          rowid: 'm.rowid',
          indexes: SORT_INDEXES,
          by: SEEK_INDEXES,
          walksFew: WALKS_FEW,
        },
      }),

    exportMeetings: (request, reply) => {
      const rows = exportedRows(
        db,
        { ...MEETING_LIST, filters: filtersOf(request.query.filter), sort: 'm.start_date' },
        request.query.filter,
      );
      reply.header('content-disposition', 'attachment; filename="meetings.csv"');
      return csvStream(MEETING_EXPORT, rows, ({ creator, organizationName, ...meeting }) => ({
        ...meeting,
        organization: organizationName,
        creatorName: creator.fullName,
        creatorEmail: creator.email,
      }));
    },

    getMeeting: (request) => detail(context, meetingRow(context, request.params.uid)),

    stopMeeting: (request) => {
      const row = meetingRow(context, request.params.uid);
      if (row.state !== 'started' && row.state !== 'waitingToEnd') {
        throw new ApiError(1004, 'Only a started meeting can be stopped.', { status: 409 });
      }
      endMeetings(db, [row.uid]);
      return detail(context, meetingRow(context, row.uid));
    },

    deleteMeeting: (request) => {
      const row = meetingRow(context, request.params.uid);
      if (row.state !== 'scheduled') throw new ApiError(1021);
      db.prepare('DELETE FROM meetings WHERE uid = ?').run(row.uid);
      return undefined;
    },

    listMeetingAttendees: (request) =>
      page(db, {
        ...attendeeList(meetingRow(context, request.params.uid).uid),
        sorts: {
          fullName: 'full_name',
          email: 'email',
          joinTime: 'join_time',
          leaveTime: 'leave_time',
          connectionCount: 'connection_count',
          duration: 'duration',
        },
        defaultSort: 'joinTime',
        query: request.query,
      }),

    exportMeetingAttendees: (request, reply) => {
      const list = attendeeList(meetingRow(context, request.params.uid).uid);
      const rows = exportedRows(db, { ...list, sort: 'join_time' }, request.query.filter);
      reply.header('content-disposition', 'attachment; filename="attendees.csv"');
      return csvStream(ATTENDEE_EXPORT, rows, (row) => row);
    },

    listWaitingGuests: (request) => listWaiting(meetingRow(context, request.params.uid).uid),

    decideWaitingGuest: (request) => {
      const uid = meetingRow(context, request.params.uid).uid;
      if (!decide(uid, request.params.guestId, request.body.decision)) throw notFound('Waiting guest');
      return undefined;
    },

    getMeetingQuality: (request) => {
      const uid = meetingRow(context, request.params.uid).uid;
      return db
        .prepare(
          'SELECT time, quality_in AS "in", quality_out AS "out" FROM quality_samples WHERE meeting_uid = ? ORDER BY time',
        )
        .all(uid) as Schemas['QualitySample'][];
    },

    listMeetingAttachments: (request) => {
      const uid = meetingRow(context, request.params.uid).uid;
      return (
        db
          .prepare(`SELECT ${ATTACHMENT_COLUMNS} FROM files WHERE meeting_uid = ? ORDER BY created`)
          .all(uid) as AttachmentRow[]
      ).map(attachment);
    },

    updateAttachmentAccess: (request) => {
      const { uid, fileId } = request.params;
      const { changes } = db
        .prepare('UPDATE files SET access = ? WHERE id = ? AND meeting_uid = ?')
        .run(request.body.access, fileId, uid);
      if (changes === 0) throw notFound('Attachment');
      return attachment(
        db.prepare(`SELECT ${ATTACHMENT_COLUMNS} FROM files WHERE id = ?`).get(fileId) as AttachmentRow,
      );
    },

    getAttachmentContent: (request, reply) => {
      const { uid, fileId } = request.params;
      return sendContent(reply, fileContent(db, fileId, uid), request.headers.range);
    },

    deleteMeetingAttachment: (request) => {
      const { changes } = db
        .prepare('DELETE FROM files WHERE id = ? AND meeting_uid = ?')
        .run(request.params.fileId, request.params.uid);
      if (changes === 0) throw notFound('Attachment');
      return undefined;
    },
  };
}
