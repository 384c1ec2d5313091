// Audit trail bench: a reference server whose trail holds 1,000,000 entries (a year of changes by 200
// people), then pages of 100 of `listAuditEntries` under each filter an auditor uses and pairs of them, in each
// sort the list offers: p50, p95 and max of the server's own time (`server-timing`), and of the CPU time the list
// handler takes for the same page called in this process (the figure a loaded machine does not inflate).
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

/** Appends `count` entries through the trail's own hashing, oldest first, over the last year. */
async function fill(file, count) {
  const { entryHash, GENESIS_HASH } = await tsImport('../../demo/audit/trail.ts', import.meta.url);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `INSERT INTO audit_entries (at, actor_id, actor_login, actor_roles, address, operation, record_type,
       record_id, changes, outcome, code, summary, prev_hash, hash)
     VALUES (@at, @actor_id, @actor_login, @actor_roles, @address, @operation, @record_type, @record_id,
       @changes, @outcome, @code, @summary, @prev_hash, @hash)`,
  );
  const start = Date.now() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / count;
  let previous =
    db.prepare('SELECT hash FROM audit_entries ORDER BY id DESC LIMIT 1').pluck().get() ?? GENESIS_HASH;
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const refused = i % 20 === 0;
      const row = {
        at: new Date(start + i * step).toISOString(),
        actor_id: 1 + (i % 200),
        actor_login: `person${i % 200}@example.com`,
        actor_roles: 'administrator',
        address: '127.0.0.1',
        operation: OPERATIONS[(i * 7) % OPERATIONS.length],
        record_type: RECORDS[i % RECORDS.length],
        record_id: String(i % 50_000),
        changes: '[{"field":"seats","old":10,"new":20}]',
        outcome: refused ? 'refused' : 'done',
        code: refused ? 1005 : null,
        summary: '',
        prev_hash: previous,
      };
      previous = entryHash(row);
      insert.run({ ...row, hash: previous });
    }
  })();
  db.close();
  return performance.now() - started;
}

const MONTH = (() => {
  const end = new Date(Date.now() - 60 * 86_400_000);
  const begin = new Date(end.getTime() - 30 * 86_400_000);
  return `${begin.toISOString().slice(0, 10)}~${end.toISOString().slice(0, 10)}`;
})();

/** The filter shapes: each one alone, and the pairs an auditor combines. */
const CASES = {
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
  try {
    const file = join(server.dataDir, 'meet.sqlite');
    const fillMs = await fill(file, ENTRIES);
    const api = await signIn(server.base);
    const { auditHandlers } = await tsImport('../../demo/api/audit.ts', import.meta.url);
    const db = new Database(file, { readonly: true });
    const list = auditHandlers({ db }).listAuditEntries;
    const shapes = {};
    const cpu = {};
    for (const [name, filter] of Object.entries(CASES)) {
      for (const [sort, order] of SORTS) {
        const times = [];
        const cpuTimes = [];
        for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
          const page = 1 + (i % PAGES);
          const query = new URLSearchParams({ page, size: PAGE_SIZE, sort, order, filter });
          const response = await api.get(`web/admin/audit?${query}`);
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`Audit list failed: ${response.status}`);
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

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchAudit(), null, 2));
