// Audit trail bench: a reference server whose trail holds 1,000,000 entries (a year of changes by 200
// people), then pages of 100 of `listAuditEntries` under each filter an auditor uses and pairs of them, in each
// sort the list offers: p50, p95 and max of the server's own time (`server-timing`), and of the CPU time the list
// handler takes for the same page called in this process (the figure a loaded machine does not inflate).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { tsImport } from 'tsx/esm/api';
import { percentile, serverTime, signIn, startServer } from './admin.js';

const ENTRIES = 1_000_000;
const PAGE_SIZE = 100;
const SAMPLES = 40;
const WARM_UP = 3;
/** Pages asked per case: spread over the first ones, where an auditor reads. */
const PAGES = 20;
/** The list's sorts, each in the order an auditor reads it first (the newest, A to Z). */
const SORTS = [
  ['at', 1],
  ['actor', 0],
  ['operation', 0],
];

const OPERATIONS = [
  'updateUser',
  'login',
  'logout',
  'createUser',
  'updateSubscription',
  'updateGeneralSettings',
];
const RECORDS = ['user', 'subscription', 'settings', 'organization'];

const YEAR = 365 * 86_400_000;
const YEAR_AGO = Date.now() - YEAR;

/**
 * Entry `i` of the generated trail: 200 people over the last year. The operation is drawn apart from the person
 * and the outcome (a multiplicative hash of `i`), and a record's number apart from its type, so every filter and
 * pair below matches entries.
 */
function generated(i, count) {
  const refused = i % 20 === 0;
  return {
    at: new Date(YEAR_AGO + (i * YEAR) / count).toISOString(),
    actor_id: 1 + (i % 200),
    actor_login: `person${i % 200}@example.com`,
    actor_roles: 'administrator',
    address: '127.0.0.1',
    operation: OPERATIONS[(Math.imul(i, 0x9e3779b1) >>> 16) % OPERATIONS.length],
    record_type: RECORDS[i % RECORDS.length],
    record_id: String(Math.floor(i / RECORDS.length) % 50_000),
    changes: '[{"field":"seats","old":10,"new":20}]',
    outcome: refused ? 'refused' : 'done',
    code: refused ? 1005 : null,
    summary: '',
  };
}

const COLUMNS = [
  'at',
  'actor_id',
  'actor_login',
  'actor_roles',
  'address',
  'operation',
  'record_type',
  'record_id',
  'changes',
  'outcome',
  'code',
  'summary',
  'prev_hash',
  'hash',
];

/**
 * Appends `count` entries after the trail's newest, chained through the trail's own hashing, in one statement:
 * a recursive count carries each entry's hash to the next. The trail's indexes are dropped first and built
 * again once the entries are in (a sort each, not a million inserts into each).
 */
export async function fill(file, count) {
  const { entryHash, GENESIS_HASH } = await tsImport('../../demo/audit/trail.ts', import.meta.url);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.function('bench_entry', { deterministic: true }, (i, previous) => {
    const row = { ...generated(i, count), prev_hash: previous };
    return JSON.stringify({ ...row, hash: entryHash(row) });
  });
  const previous =
    db.prepare('SELECT hash FROM audit_entries ORDER BY id DESC LIMIT 1').pluck().get() ?? GENESIS_HASH;
  const indexes = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit_entries' AND sql NOT NULL",
    )
    .all();
  const started = performance.now();
  db.transaction(() => {
    for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
    db.prepare(
      `INSERT INTO audit_entries (${COLUMNS.join(', ')})
       WITH RECURSIVE chain(i, entry) AS (
         SELECT 0, bench_entry(0, ?)
         UNION ALL
         SELECT i + 1, bench_entry(i + 1, entry ->> 'hash') FROM chain WHERE i + 1 < ?
       )
       SELECT ${COLUMNS.map((column) => `entry ->> '${column}'`).join(', ')} FROM chain`,
    ).run(previous, count);
    for (const { sql } of indexes) db.exec(sql);
  })();
  db.exec('ANALYZE audit_entries');
  db.close();
  return performance.now() - started;
}

const MONTH = (() => {
  const end = new Date(Date.now() - 60 * 86_400_000);
  const begin = new Date(end.getTime() - 30 * 86_400_000);
  return `${begin.toISOString().slice(0, 10)}~${end.toISOString().slice(0, 10)}`;
})();

/** The filter shapes: each one alone, and the pairs an auditor combines. */
export const AUDIT_CASES = {
  unfiltered: '',
  actor: 'actor=person17@example.com',
  operation: 'operation=updateSubscription',
  record: 'recordType=user&recordId=4242',
  refused: 'outcome=refused',
  month: `at=${encodeURIComponent(MONTH)}`,
  actorAndMonth: `actor=person17@example.com&at=${encodeURIComponent(MONTH)}`,
  operationAndRefused: 'operation=login&outcome=refused',
  actorAndOperation: 'actor=person17@example.com&operation=updateUser',
};

/** p50, p95 and max of `times`, to a tenth of a millisecond. */
const figures = (times) => ({
  p50: +percentile(times, 50).toFixed(1),
  p95: +percentile(times, 95).toFixed(1),
  max: +Math.max(...times).toFixed(1),
});

/** The CPU milliseconds (user and system) `run` takes in this process. */
function cpuMs(run) {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Seeds the trail, then measures every filter in every sort. */
export async function benchAudit() {
  const server = await startServer(0);
  const loadBefore = loadavg()[0];
  try {
    const file = join(server.dataDir, 'meet.sqlite');
    const fillMs = await fill(file, ENTRIES);
    const api = await signIn(server.base);
    const { auditHandlers } = await tsImport('../../demo/api/audit.ts', import.meta.url);
    const db = new Database(file, { readonly: true });
    const list = auditHandlers({ db }).listAuditEntries;
    const shapes = {};
    const cpu = {};
    for (const [name, filter] of Object.entries(AUDIT_CASES)) {
      for (const [sort, order] of SORTS) {
        const times = [];
        const cpuTimes = [];
        for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
          const page = 1 + (i % PAGES);
          const query = new URLSearchParams({ page, size: PAGE_SIZE, sort, order, filter });
          const response = await api.get(`web/admin/audit?${query}`);
          if (!response.ok) throw new Error(`Audit list failed: ${response.status}`);
          const { items } = await response.json();
          // A case that matches nothing would time an empty answer.
          if (page === 1 && items.length === 0) throw new Error(`The case ${name} matches no entry.`);
          const spent = cpuMs(() => list({ query: { page, size: PAGE_SIZE, sort, order, filter } }));
          if (i >= WARM_UP) {
            times.push(serverTime(response));
            cpuTimes.push(spent);
          }
        }
        shapes[`${name} by ${sort}`] = figures(times);
        cpu[`${name} by ${sort}`] = figures(cpuTimes);
      }
    }
    db.close();
    const worst = Object.entries(shapes).sort((a, b) => b[1].p95 - a[1].p95)[0];
    const worstCpu = Object.entries(cpu).sort((a, b) => b[1].p95 - a[1].p95)[0];
    const all = Object.values(cpu);
    return {
      auditLoad: [+loadBefore.toFixed(1), +loadavg()[0].toFixed(1)],
      auditFillMs: Math.round(fillMs),
      auditShapes: shapes,
      auditCpuShapes: cpu,
      auditWorstShape: worst[0],
      auditPageServerP95Ms: worst[1].p95,
      auditWorstCpuShape: worstCpu[0],
      auditPageCpuP95Ms: worstCpu[1].p95,
      auditPageCpuMaxMs: Math.max(...all.map((shape) => shape.max)),
    };
  } finally {
    server.stop();
  }
}

/** One line per case, the worst last, and the machine's load (1-minute average) before and after. */
export function auditReport(results) {
  const line = (name) => {
    const { p50, p95, max } = results.auditShapes[name];
    return `${name}: server p50 ${p50}, p95 ${p95}, max ${max} ms; handler CPU p95 ${results.auditCpuShapes[name].p95} ms`;
  };
  return [
    ...Object.keys(results.auditShapes).map(line),
    `worst: ${line(results.auditWorstShape)}`,
    `seeded in ${results.auditFillMs} ms; load ${results.auditLoad.join(' -> ')}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchAudit();
  console.log(JSON.stringify(results, null, 2));
  for (const line of auditReport(results)) console.log(line);
}
