// Administration console bench, against a reference server of its own on 127.0.0.1 seeded with 100,000 extra
// users: (a) a users page of 100 sorted by last name descending, unfiltered and filtered by name (a surname, and
// a broad 3 letters matching 1 user in 10), by role and by a registration date range, p50 and p95 of the server's own time (its `server-timing` header; the round
// trip on loopback when the server gives none); (b) an import of 10,000 CSV lines with their reset e-mails;
// (c) the export of every user, time to the last byte.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HOST = '127.0.0.1';
const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
const SEED_USERS = 100_000;
const IMPORT_LINES = 10_000;
const PAGE_SIZE = 100;
/** Requests per list case, after WARM_UP unmeasured ones: bounded, whatever happens. */
const SAMPLES = 80;
const WARM_UP = 5;
/** The list cases: the filter query string of the filter panel. */
const LIST_CASES = {
  unfiltered: '',
  name: 'name=novák',
  nameBroad: 'name=mar',
  role: 'role=administrator',
  registrationDate: 'registrationDate=2025-01-01~2025-06-30',
};

/** The cases of the headline figure (the worst of them); the broad name search is reported on its own. */
const TARGET_CASES = ['unfiltered', 'name', 'role', 'registrationDate'];

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
};
const round = (value) => (value === null ? null : +value.toFixed(1));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `demo/server.ts` (no export needed) on a free loopback port over a temporary data folder. */
export async function startServer(seedUsers = SEED_USERS) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'meet-bench-admin-'));
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
      MEET_LOG: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://${HOST}:${port}/meet/services/json/`;
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  // Seeding 100,000 users takes a few seconds: wait up to three minutes.
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}v1/settings`)).ok)
        return { base, stop, dataDir, startMs: performance.now() - started };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('The reference server did not answer.');
}

/** A signed-in administrator: the session token and the XSRF cookie, echoed on every POST. */
export async function signIn(base) {
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
  return {
    get: (path) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${sessionToken}` } }),
    post: (path, body, type) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionToken}`,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
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

/** One list case: pages spread over the whole result, sorted by last name descending. */
async function benchList(api, filter) {
  const path = (page) =>
    `web/admin/users?${new URLSearchParams({ page, size: PAGE_SIZE, sort: 'lastName', order: 1, filter })}`;
  const first = await api.get(path(1));
  if (!first.ok) throw new Error(`List failed: ${first.status} ${await first.text()}`);
  const { total } = await first.json();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const server = [];
  const client = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const page = 1 + ((i * 7919) % pages);
    const started = performance.now();
    const response = await api.get(path(page));
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`List failed: ${response.status}`);
    if (i < WARM_UP) continue;
    client.push(elapsed);
    server.push(serverTime(response) ?? elapsed);
  }
  return {
    total,
    serverP50Ms: round(percentile(server, 50)),
    serverP95Ms: round(percentile(server, 95)),
    clientP50Ms: round(percentile(client, 50)),
    clientP95Ms: round(percentile(client, 95)),
  };
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
  return { importMs: Math.round(importMs), importServerMs: round(serverTime(response)) };
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
  return {
    exportMs: Math.round(performance.now() - started),
    exportFirstByteMs: round(firstByteMs),
    exportMb: round(bytes / 1024 / 1024),
    exportRows: lines - 1,
  };
}

/** Every admin figure; the targets are printed by run.js. */
export async function benchAdmin() {
  const server = await startServer();
  // Stops by itself: ten minutes is far beyond a normal run.
  const guard = setTimeout(() => {
    server.stop();
    console.error('admin bench: over time, server stopped');
    process.exit(1);
  }, 600_000);
  try {
    const api = await signIn(server.base);
    const lists = {};
    for (const [name, filter] of Object.entries(LIST_CASES)) lists[name] = await benchList(api, filter);
    const exported = await benchExport(api);
    const imported = await benchImport(api);
    const main = TARGET_CASES.map((name) => lists[name]);
    return {
      serverStartMs: Math.round(server.startMs),
      usersPageServerP95Ms: Math.max(...main.map((list) => list.serverP95Ms)),
      usersPageServerP50Ms: Math.max(...main.map((list) => list.serverP50Ms)),
      ...Object.fromEntries(
        Object.entries(lists).map(([name, list]) => [
          `usersPage${name[0].toUpperCase()}${name.slice(1)}ServerP95Ms`,
          list.serverP95Ms,
        ]),
      ),
      lists,
      ...imported,
      ...exported,
    };
  } finally {
    clearTimeout(guard);
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchAdmin(), null, 2));
