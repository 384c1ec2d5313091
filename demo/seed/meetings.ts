// Meetings of the last 90 days and the next two weeks, with attendees, quality, files and gateway jobs.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { storeFileContent } from '../lib/file-content';
import { DEMO_MEETINGS, demoSchedule } from './demo-meetings';
import { seededDocument } from './documents';
import { type SeededUser, withIndexesBuiltAfter } from './people';
import type { Random } from './random';
import { DEMO_RECORDING } from './recording';

const SUBJECTS = [
  'Weekly team sync',
  'Quarterly business review',
  'Customer onboarding',
  'Sprint planning',
  'Incident review',
  'Training: the new booking tool',
  'Budget 2026 follow-up',
  'Project kickoff',
  'Town hall',
  'Supplier negotiation',
  'Sales pipeline review',
  'Security awareness session',
  'Architecture review',
  'Recruitment panel',
  'Parent-teacher evening',
];

const MINUTE = 60_000;
const DAY = 86_400_000;

type State = 'scheduled' | 'started' | 'waitingToEnd' | 'stopped';

interface MeetingPlan {
  uid: string;
  subject: string;
  start: number;
  duration: number;
  state: State;
  creator: SeededUser;
  webRtc?: boolean;
  approval?: boolean;
  pin?: string;
}

export { DEMO_MEETINGS } from './demo-meetings';

/** Seeds every meeting; `subscriptionOf` maps an organization index to its subscription uid. */
export function seedMeetings(
  db: Db,
  random: Random,
  now: number,
  users: SeededUser[],
  servers: { id: number; address: string }[],
  subscriptionOf: Map<number, string>,
): void {
  const organizer = users.find((u) => u.email === 'user@example.com') as SeededUser;
  const schedule = demoSchedule(now);
  const demo = (uid: string, subject: string, duration: number, extra: Partial<MeetingPlan> = {}) => ({
    uid,
    subject,
    duration,
    ...(schedule[uid] as { start: number; state: State }),
    creator: organizer,
    pin: '1234',
    ...extra,
  });
  const plans: MeetingPlan[] = [
    demo(DEMO_MEETINGS.open, 'Product demo: open to guests', 120),
    demo(DEMO_MEETINGS.approval, 'Customer advisory board', 90, { approval: true }),
    demo(DEMO_MEETINGS.tomorrow, 'Quarterly planning', 60),
    demo(DEMO_MEETINGS.ended, 'Weekly team sync', 45),
    demo(DEMO_MEETINGS.noBrowser, 'Board meeting (desktop app only)', 60, { webRtc: false }),
  ];
  const used = new Set<string>(plans.map((p) => p.uid));
  const newUid = () => {
    let uid = '';
    do uid = String(random.int(200_000_000, 999_999_999));
    while (used.has(uid));
    used.add(uid);
    return uid;
  };
  const people = users.filter((u) => u.organization >= 0);
  const plan = (start: number, state: State): MeetingPlan => ({
    uid: newUid(),
    subject: random.pick(SUBJECTS),
    start,
    duration: random.pick([15, 30, 45, 60, 60, 90, 120]),
    state,
    creator: random.pick(people),
  });
  for (let d = 90; d >= 1; d--) {
    const day = new Date(now - d * DAY);
    const weekend = [0, 6].includes(day.getUTCDay());
    for (let n = random.int(weekend ? 0 : 3, weekend ? 2 : 8); n > 0; n--) {
      day.setUTCHours(random.int(7, 17), random.pick([0, 15, 30, 45]), 0, 0);
      plans.push(plan(day.getTime(), 'stopped'));
    }
  }
  plans.push(
    plan(now - 35 * MINUTE, 'started'),
    plan(now - 50 * MINUTE, 'started'),
    plan(now - 95 * MINUTE, 'waitingToEnd'),
  );
  for (let d = 0; d < 14; d++) {
    for (let n = random.int(1, 3); n > 0; n--) {
      const day = new Date(now + d * DAY);
      day.setUTCHours(random.int(7, 17), random.pick([0, 30]), 0, 0);
      if (day.getTime() > now + 30 * MINUTE) plans.push(plan(day.getTime(), 'scheduled'));
    }
  }
  writeMeetings(db, random, now, plans, users, servers, subscriptionOf);
}

function writeMeetings(
  db: Db,
  random: Random,
  now: number,
  plans: MeetingPlan[],
  users: SeededUser[],
  servers: { id: number; address: string }[],
  subscriptionOf: Map<number, string>,
): void {
  const meeting = db.prepare(
    `INSERT INTO meetings (uid, subject, start_date, duration, state, is_call, recurrence, creator_id, creator_name,
       creator_email, subscription_uid, server_id, security_level, expected_user_count, reconnections, web_rtc_enabled,
       approval_required, pin_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const moderator = db.prepare(
    'INSERT INTO meeting_moderators (meeting_uid, full_name, email) VALUES (?, ?, ?)',
  );
  const attendee = db.prepare(
    `INSERT INTO attendees (meeting_uid, user_id, full_name, email, excluded, join_time, leave_time, relay_server,
       quality_in, quality_out, connection_count, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sample = db.prepare(
    'INSERT INTO quality_samples (meeting_uid, time, quality_in, quality_out) VALUES (?, ?, ?, ?)',
  );
  const file = db.prepare(
    `INSERT INTO files (meeting_uid, author_name, author_email, name, size, created, shared, checksum, video, access)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const job = db.prepare(
    'INSERT INTO gateway_jobs (type, state, meeting_uid, creation_date, parameters) VALUES (?, ?, ?, ?, ?)',
  );
  const media = servers.slice(0, 3);
  const stoppedCount = plans.filter((p) => p.state === 'stopped').length;
  let stoppedSeen = 0;
  for (const p of plans) {
    const isCall = p.state !== 'scheduled' && random.chance(0.1);
    const server = random.pick(media);
    const colleagues = users.filter(
      (u) => u.organization === p.creator.organization && u.id !== p.creator.id,
    );
    const invited = [p.creator, ...random.sample(colleagues, isCall ? 1 : random.int(2, 7))];
    meeting.run(
      p.uid,
      p.subject,
      new Date(p.start).toISOString(),
      p.duration,
      p.state,
      isCall ? 1 : 0,
      p.state === 'scheduled' && random.chance(0.3) ? 'weekly' : 'none',
      p.creator.id,
      p.creator.name,
      p.creator.email,
      subscriptionOf.get(p.creator.organization) ?? null,
      server.id,
      random.chance(0.2) ? 'high' : 'standard',
      invited.length + (isCall ? 0 : random.int(0, 3)),
      p.state === 'scheduled' ? 0 : random.int(0, 6),
      p.webRtc === false ? 0 : random.chance(0.9) || p.pin ? 1 : 0,
      p.approval || random.chance(0.15) ? 1 : 0,
      p.pin ?? String(random.int(100_000, 999_999)),
    );
    moderator.run(p.uid, p.creator.name, p.creator.email);
    if (invited[1] && random.chance(0.4)) moderator.run(p.uid, invited[1].name, invited[1].email);
    if (p.state === 'scheduled') continue;
    const end = Math.min(now, p.start + p.duration * MINUTE);
    const live = p.state !== 'stopped';
    const guests = isCall || random.chance(0.6) ? 0 : random.int(1, 2);
    const present = [
      ...invited,
      ...Array.from({ length: guests }, (_, g) => ({ id: 0, email: '', name: `Guest ${g + 1}` })),
    ];
    for (const person of present) {
      const join = p.start + random.int(0, 4) * MINUTE;
      const leave = live ? null : Math.max(join + MINUTE, end - random.int(0, 5) * MINUTE);
      attendee.run(
        p.uid,
        person.id || null,
        person.name,
        person.email,
        random.chance(0.03) ? 1 : 0,
        new Date(join).toISOString(),
        leave === null ? null : new Date(leave).toISOString(),
        server.address,
        random.int(900, 4200) / 10,
        random.int(700, 3800) / 10,
        random.int(1, 3),
        Math.round(((leave ?? now) - join) / MINUTE),
      );
    }
    if (p.state === 'stopped') stoppedSeen++;
    if (live || stoppedSeen > stoppedCount - 40 || p.uid === DEMO_MEETINGS.ended) {
      for (let t = p.start, i = 0; t <= end && i < 60; t += 2 * MINUTE, i++) {
        sample.run(p.uid, new Date(t).toISOString(), random.int(1200, 3600) / 10, random.int(900, 3200) / 10);
      }
    }
    // Every video is the demo recording, so that each one plays; the ended demo meeting always has one.
    if (!live && (random.chance(0.18) || p.uid === DEMO_MEETINGS.ended)) {
      const date = new Date(end).toISOString();
      file.run(
        p.uid,
        p.creator.name,
        p.creator.email,
        `Recording ${p.subject} ${date.slice(0, 10)}.webm`,
        DEMO_RECORDING.size,
        date,
        random.chance(0.5) ? 1 : 0,
        DEMO_RECORDING.checksum,
        1,
        random.chance(0.5) ? 'expanded' : 'restricted',
      );
    }
    if (random.chance(0.14)) {
      const author = random.pick(invited);
      const name = random.pick(['Agenda.pdf', 'Slides.pdf', 'Figures.txt', 'Minutes.txt', 'Roadmap.pdf']);
      const date = new Date(p.start + 5 * MINUTE).toISOString();
      const reference = `${random.int(80, 20_000)}`;
      const shared = random.chance(0.7);
      const revision = random.hex(64).slice(0, 12);
      const { type, bytes } = seededDocument(name, [
        `${name.replace(/\.\w+$/, '')}: ${p.subject}`,
        `Meeting ${p.uid}, ${date.slice(0, 10)}`,
        `Written by ${author.name}`,
        `Reference ${reference}, revision ${revision}`,
      ]);
      const { lastInsertRowid } = file.run(
        p.uid,
        author.name,
        author.email,
        name,
        bytes.length,
        date,
        shared ? 1 : 0,
        createHash('sha256').update(bytes).digest('hex'),
        0,
        'expanded',
      );
      storeFileContent(db, Number(lastInsertRowid), type, bytes);
    }
    if (random.chance(0.12) || p.uid === DEMO_MEETINGS.open) {
      const type = random.pick(['REC', 'PSTN_IN', 'SIP_OUT', 'WebRTC']);
      const state = live ? 'running' : random.chance(0.9) ? 'finished' : 'failed';
      const parameters =
        type === 'REC'
          ? { format: 'mp4', resolution: '720p' }
          : type === 'WebRTC'
            ? { participants: '2' }
            : { phoneNumber: '+33 1 70 00 00 01' };
      job.run(type, state, p.uid, new Date(p.start + MINUTE).toISOString(), JSON.stringify(parameters));
    }
  }
  for (const p of plans.filter((x) => x.state === 'scheduled').slice(0, 3)) {
    job.run(
      'REC',
      'pending',
      p.uid,
      new Date(now - DAY).toISOString(),
      JSON.stringify({ format: 'mp4', resolution: '1080p' }),
    );
  }
}

/**
 * Inserts `count` generated meetings of the last three years and the next month (MEET_SEED_MEETINGS), by the
 * seeded people, without attendance records (their participant count is 0). Indexes, the search index and the
 * organization's name are built once at the end, as for bulk users.
 */
export function seedBulkMeetings(
  db: Db,
  random: Random,
  now: number,
  count: number,
  users: SeededUser[],
  servers: { id: number }[],
  subscriptionOf: Map<number, string>,
): void {
  const people = users.filter((u) => u.organization >= 0);
  const media = servers.slice(0, 3);
  const insert = db.prepare(
    `INSERT INTO meetings (uid, subject, start_date, duration, state, is_call, creator_id, creator_name, creator_email,
       subscription_uid, server_id, security_level, expected_user_count, web_rtc_enabled, pin_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  withIndexesBuiltAfter(db, 'meetings', ['meetings_search_insert', 'meetings_organization_insert'], () => {
    for (let i = 1; i <= count; i++) {
      const creator = random.pick(people);
      const start = now + random.int(-3 * 365, 30) * DAY + random.int(7 * 4, 18 * 4) * 15 * MINUTE;
      insert.run(
        // Above the demo meetings (1000000nn), below the generated ones (2nnnnnnnn).
        String(100_001_000 + i),
        random.pick(SUBJECTS),
        new Date(start).toISOString(),
        random.pick([15, 30, 45, 60, 60, 90, 120]),
        start > now ? 'scheduled' : 'stopped',
        random.chance(0.1) ? 1 : 0,
        creator.id,
        creator.name,
        creator.email,
        subscriptionOf.get(creator.organization) ?? null,
        random.pick(media).id,
        random.chance(0.2) ? 'high' : 'standard',
        random.int(2, 12),
        String(random.int(100_000, 999_999)),
      );
    }
    // Before the indexes are built: most of them carry the organization's name (migration 045).
    db.exec(`UPDATE meetings SET organization_name = (
      SELECT o.name FROM subscriptions s JOIN organizations o ON o.uid = s.organization_uid WHERE s.uid = meetings.subscription_uid
    ) WHERE uid > '100001000' AND uid < '200000000'`);
  });
  db.exec("INSERT INTO meetings_search (meetings_search) VALUES ('rebuild')");
}
