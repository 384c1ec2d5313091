// Administration console bench, against reference servers of its own on 127.0.0.1:
// (a) lists at a large customer's scale: 1,000,000 generated users and 1,000,000 generated meetings; every contract
//     sort in both orders crossed with no filter, every filter and every pair of filters, each shape read at the
//     pages the pager reaches from the first page in one click (first, next, last) and the one before the last;
//     server time from the `server-timing` header; p50 / p95 / max per shape and over all, the worst shape, the
//     seed-and-start time and the database's size; beside each server time, the CPU time of the same page in the list
//     handler called in the bench's process (what a loaded machine does not inflate). BENCH_LARGE_DATA names a
//     database file seeded before (MEET_SEED_USERS and MEET_SEED_MEETINGS of 1,000,000): a copy of it is served and
//     the seed time is not measured (a seed takes 5-50 minutes on a busy machine);
// (b) on 100,000 extra users: an import of 10,000 CSV lines with their reset e-mails, and the export of every user.
// Each figure is printed as soon as it is measured (a stopped run keeps what it printed; Ctrl-C stops the server it
// started), the report at the end. `node tests/bench/admin.js users` (or `meetings`, or `csv`) runs one part alone:
// a list part seeds only its own list.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { freePort } from './size.js';
import { TARGETS, verdicts } from './targets.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const SEED_USERS = 100_000;
/** Generated users and meetings of the large lists (BENCH_LARGE, for a quick try of the bench itself). */
const LARGE = Number(process.env.BENCH_LARGE ?? 1_000_000);
const IMPORT_LINES = 10_000;
const PAGE_SIZE = 100;
/** The parts of the bench, each of which can run alone: the two large lists, then import and export. */
const PARTS = ['users', 'meetings', 'csv'];
const MONTHS_AGO = (months) => new Date(Date.now() - months * 30.4 * 86_400_000).toISOString().slice(0, 10);

/**
 * Each list: its contract sorts, one value per contract filter as the filter panel writes it, and its list handler
 * over a database (`db`).
 */
const LISTS = {
  users: {
    path: 'web/admin/users',
    handler: async (db) =>
      (await tsImport('../../demo/api/users.ts', import.meta.url)).userHandlers({ db }).listUsers,
    sorts: ['email', 'firstName', 'lastName', 'login', 'registrationDate', 'lastLoginDate', 'language'],
    filters: {
      name: 'son',
      email: 'example',
      role: 'administrator',
      language: 'fr',
      activated: 'false',
      serverZone: '2',
      registrationDate: `${MONTHS_AGO(30)}~${MONTHS_AGO(24)}`,
      lastLoginDate: `${MONTHS_AGO(3)}~`,
    },
  },
  meetings: {
    path: 'web/admin/meetings',
    handler: async (db) =>
      (await tsImport('../../demo/api/meetings.ts', import.meta.url)).meetingHandlers({ db }).listMeetings,
    sorts: ['uid', 'subject', 'startDate', 'duration', 'state', 'organization', 'participantCount'],
    filters: {
      subject: 'review',
      uid: '100500000',
      state: 'scheduled',
      organization: 'acme',
      server: 'par',
      creator: 'northwind',
      startDate: `${MONTHS_AGO(8)}~${MONTHS_AGO(6)}`,
      isCall: 'true',
      securityLevel: 'high',
    },
  },
};

/** No filter, each filter alone, and every pair of them: the filter query strings of a list. */
function filterShapes(filters) {
  const names = Object.keys(filters);
  const query = (...chosen) => new URLSearchParams(chosen.map((name) => [name, filters[name]])).toString();
  return [
    '',
    ...names.map((name) => query(name)),
    ...names.flatMap((a, i) => names.slice(i + 1).map((b) => query(a, b))),
  ];
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};
const round = (value) => (value === null ? null : +value.toFixed(1));
const load = () => `load ${loadavg()[0].toFixed(1)}`;

/**
 * Starts `demo/server.ts` (no export needed) on a free loopback port over a temporary data folder, seeded or
 * holding a copy of the database file `seeded`.
 */
export async function startServer(seedUsers = SEED_USERS, seedMeetings = 0, seeded = undefined) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'meet-bench-admin-'));
  if (seeded) copyFileSync(seeded, join(dataDir, 'meet.sqlite'));
  const staticRoot = join(dataDir, 'no-export');
  mkdirSync(staticRoot);
  const child = spawn('node', ['--import', 'tsx', 'demo/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      MEET_DATA_DIR: dataDir,
      MEET_STATIC_ROOT: staticRoot,
      MEET_SEED_USERS: String(seedUsers),
      MEET_SEED_MEETINGS: String(seedMeetings),
      MEET_LOG: '',
      // The demo directory listens on a fixed port: two benches (or a bench beside a server) would collide.
      MEET_DIRECTORY_PORT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://${HOST}:${port}/meet/services/json/`;
  const databaseMb = () =>
    round(readdirSync(dataDir).reduce((sum, file) => sum + statSync(join(dataDir, file)).size, 0) / 2 ** 20);
  // The server runs in a process group of its own: a bench stopped by Ctrl-C (or a kill) stops it too.
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  const stop = () => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, interrupted);
  const started = performance.now();
  // Seeding a million users and meetings takes minutes to most of an hour on a busy machine (at load 50 on two cores,
  // fifteen minutes were not enough: the server had had 135 s of CPU), so wait while it runs, up to an hour.
  while (performance.now() - started < 3_600_000) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}v1/settings`)).ok) {
        return { base, stop, dataDir, databaseMb, startMs: performance.now() - started };
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The reference server did not answer.');
}

/** The session token and XSRF cookie of a new sign-in as the administrator. */
async function session(base) {
  const { clientHash } = await tsImport('../../demo/auth/passwords.ts', import.meta.url);
  const settings = await fetch(`${base}v1/settings`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(settings.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ username: ADMIN.email, password: clientHash(ADMIN.password, ADMIN.email) }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const { sessionToken } = await login.json();
  return { sessionToken, xsrf };
}

/**
 * A signed-in administrator: the session token and the XSRF cookie, echoed on every POST. A read answered 401
 * (the session ended: a long run on a busy machine outlives it) signs in again and is asked once more.
 */
export async function signIn(base) {
  let current = await session(base);
  const get = async (path) => {
    const ask = () =>
      fetch(`${base}${path}`, { headers: { authorization: `Bearer ${current.sessionToken}` } });
    const response = await ask();
    if (response.status !== 401) return response;
    current = await session(base);
    return ask();
  };
  return {
    get,
    post: (path, body, type) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${current.sessionToken}`,
          cookie: `XSRF-TOKEN=${current.xsrf}`,
          'x-xsrf-token': current.xsrf,
          'content-type': type,
        },
        body,
      }),
  };
}

/** The server's time of an answer (`server-timing: app;dur=12.3`), else null. */
export const serverTime = (response) => {
  const dur = /dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
  return dur === undefined ? null : Number(dur);
};

/** The figures of a set of times: p50, p95, max. */
const summary = (times) => ({
  p50: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  max: round(Math.max(...times)),
});

/**
 * One list: every sort x order x filter shape at the pages the pager reaches; server times per shape and over
 * all, and the CPU time of `handler` (the list's handler over the same database) for each of those pages. Each
 * shape's line is printed once it is measured, the list's summary once the list is done.
 */
async function benchList(api, name, { path, sorts, filters }, handler) {
  const shapes = [];
  const all = [];
  const allCpu = [];
  const get = async (query) => {
    const started = performance.now();
    const response = await api.get(`${path}?${new URLSearchParams({ size: PAGE_SIZE, ...query })}`);
    const body = await response.json();
    if (!response.ok)
      throw new Error(`${path} ${JSON.stringify(query)}: ${response.status} ${JSON.stringify(body)}`);
    const before = process.cpuUsage();
    handler({ query: { size: PAGE_SIZE, ...query } });
    const used = process.cpuUsage(before);
    return {
      body,
      ms: serverTime(response) ?? performance.now() - started,
      cpu: (used.user + used.system) / 1000,
    };
  };
  for (const filter of filterShapes(filters)) {
    for (const sort of sorts) {
      for (const order of [0, 1]) {
        const first = await get({ page: 1, sort, order, filter });
        const last = Math.max(1, Math.ceil(first.body.total / PAGE_SIZE));
        const times = [first.ms];
        const cpu = [first.cpu];
        for (const page of new Set([2, last, last - 1].filter((page) => page > 1))) {
          const next = await get({ page, sort, order, filter });
          times.push(next.ms);
          cpu.push(next.cpu);
        }
        all.push(...times);
        allCpu.push(...cpu);
        const shape = {
          sort,
          order,
          filter,
          total: first.body.total,
          estimated: first.body.estimated === true,
          ...summary(times),
          cpu: summary(cpu),
        };
        shapes.push(shape);
        console.log(shapeLine(name, shape));
      }
    }
  }
  const worst = shapes.reduce((a, b) => (b.max > a.max ? b : a));
  const worstCpu = shapes.reduce((a, b) => (b.cpu.max > a.cpu.max ? b : a));
  const list = {
    requests: all.length,
    shapes: shapes.length,
    ...summary(all),
    cpu: summary(allCpu),
    worst,
    worstCpu,
    perShape: shapes,
  };
  for (const line of listSummary(name, list)) console.log(`${line} (${load()})`);
  return list;
}

/** Imports IMPORT_LINES new users (reset e-mails sent, the default): ms to the report. */
async function benchImport(api) {
  const lines = ['email;firstName;lastName;language;roles'];
  for (let i = 1; i <= IMPORT_LINES; i += 1) {
    const n = String(i).padStart(5, '0');
    lines.push(`bench.import.${n}@bench.example.org;Bench${n};Import;${['en', 'fr', 'de'][i % 3]};`);
  }
  const started = performance.now();
  const response = await api.post('web/admin/users/import', `${lines.join('\n')}\n`, 'text/csv');
  const report = await response.json();
  const importMs = performance.now() - started;
  if (!response.ok || report.succeeded !== IMPORT_LINES) {
    throw new Error(`Import failed: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
  }
  const figures = { importMs: Math.round(importMs), importServerMs: round(serverTime(response)) };
  console.log(
    `import of ${IMPORT_LINES} lines: ${figures.importMs} ms (server ${figures.importServerMs} ms; ${load()})`,
  );
  return figures;
}

/** Exports every user: ms to the first and to the last byte, and the size of the file. */
async function benchExport(api) {
  const started = performance.now();
  const response = await api.get('web/admin/users/export');
  if (!response.ok) throw new Error(`Export failed: ${response.status}`);
  let firstByteMs = null;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  }
  const figures = {
    exportMs: Math.round(performance.now() - started),
    exportFirstByteMs: round(firstByteMs),
    exportMb: round(bytes / 1024 / 1024),
    exportRows: lines - 1,
  };
  console.log(
    `export of ${figures.exportRows} users: ${figures.exportMs} ms, first byte ${figures.exportFirstByteMs} ms, ${figures.exportMb} MB (${load()})`,
  );
  return figures;
}

/**
 * Lists at a million users and a million meetings (`names`: those lists only, each seeded only when asked): seed time,
 * database size, server times. The seed time and size are printed as soon as the server answers.
 */
export async function benchLargeLists(names = Object.keys(LISTS)) {
  const seeded = process.env.BENCH_LARGE_DATA;
  const [users, meetings] = ['users', 'meetings'].map((name) => (names.includes(name) ? LARGE : 0));
  const server = await startServer(users, meetings, seeded);
  const databaseMb = server.databaseMb();
  console.log(
    seeded
      ? `large lists: a copy of ${seeded} served (the seed is not measured), ${databaseMb} MB on disk (${load()})`
      : `large lists: ${users} users and ${meetings} meetings seeded and the server started in ${round(server.startMs / 1000)} s, ${databaseMb} MB on disk (${load()})`,
  );
  // The figures are those of both lists (their targets' labels): a part seeded alone only prints them.
  const figures = { lists: {} };
  if (seeded || (users && meetings)) {
    figures.largeSeedAndStartMs = seeded ? null : Math.round(server.startMs);
    figures.largeDatabaseMb = databaseMb;
  }
  // The handlers read the served database on a connection of their own (WAL: beside the server's).
  const db = new Database(join(server.dataDir, 'meet.sqlite'), { readonly: true });
  try {
    const api = await signIn(server.base);
    for (const name of names) {
      const list = await benchList(api, name, LISTS[name], await LISTS[name].handler(db));
      figures.lists[name] = list;
      Object.assign(figures, {
        [`${name}ListP50Ms`]: list.p50,
        [`${name}ListP95Ms`]: list.p95,
        [`${name}ListMaxMs`]: list.max,
        [`${name}ListCpuP95Ms`]: list.cpu.p95,
      });
    }
    return figures;
  } finally {
    db.close();
    server.stop();
  }
}

/** Import and export on 100,000 extra users. */
async function benchCsv() {
  const server = await startServer();
  try {
    const api = await signIn(server.base);
    const exported = await benchExport(api);
    const imported = await benchImport(api);
    return { serverStartMs: Math.round(server.startMs), ...imported, ...exported };
  } finally {
    server.stop();
  }
}

/** A list's two summary lines: server p50 / p95 / max over every shape, and the CPU in the handler. */
function listSummary(name, list) {
  return [
    `${name} list: ${list.requests} requests over ${list.shapes} shapes, server p50 ${list.p50} ms, p95 ${list.p95} ms, max ${list.max} ms; worst shape: sort ${list.worst.sort} order ${list.worst.order} filter "${list.worst.filter}" (max ${list.worst.max} ms)`,
    `${name} list, CPU in the handler: p50 ${list.cpu.p50} ms, p95 ${list.cpu.p95} ms, max ${list.cpu.max} ms; worst shape: sort ${list.worstCpu.sort} order ${list.worstCpu.order} filter "${list.worstCpu.filter}" (max ${list.worstCpu.cpu.max} ms)`,
  ];
}

/** One shape's line: its total, server p50 / p95 / max and the handler's CPU. */
const shapeLine = (name, shape) =>
  `  ${name} sort=${shape.sort} order=${shape.order} filter="${shape.filter}" total=${shape.estimated ? 'about ' : ''}${shape.total}: p50 ${shape.p50} p95 ${shape.p95} max ${shape.max} ms; CPU p50 ${shape.cpu.p50} p95 ${shape.cpu.p95} max ${shape.cpu.max} ms`;

/** Each list's summary, then one line per shape, the worst shape first. */
export function listReport(lists) {
  return Object.entries(lists).flatMap(([name, list]) => [
    ...listSummary(name, list),
    ...[...list.perShape].sort((a, b) => b.max - a.max).map((shape) => shapeLine(name, shape)),
  ]);
}

/** Every admin figure of `parts` (all by default); the targets are printed by run.js. */
export async function benchAdmin(parts = PARTS) {
  // Stops by itself, its server too: ninety minutes is far beyond a normal run, even one that seeds on a busy machine.
  const guard = setTimeout(() => {
    console.error('admin bench: over time');
    process.kill(process.pid, 'SIGTERM');
  }, 5_400_000);
  try {
    const lists = parts.filter((part) => part in LISTS);
    return {
      ...(lists.length > 0 ? await benchLargeLists(lists) : {}),
      ...(parts.includes('csv') ? await benchCsv() : {}),
    };
  } finally {
    clearTimeout(guard);
  }
}

// `node tests/bench/admin.js` runs this bench alone, `node tests/bench/admin.js users` (or `meetings`, `csv`) one part.
if (import.meta.url === `file://${process.argv[1]}`) {
  const part = process.argv[2];
  if (part !== undefined && !PARTS.includes(part)) throw new Error(`No part ${part}: ${PARTS.join(', ')}.`);
  const { lists = {}, ...figures } = await benchAdmin(part ? [part] : PARTS);
  for (const line of listReport(lists)) console.log(line);
  console.log(JSON.stringify(figures, null, 2));
  // Each figure of this run beside its target.
  const keys = Object.keys(TARGETS);
  for (const [index, line] of verdicts(figures).entries()) if (keys[index] in figures) console.log(line);
}
