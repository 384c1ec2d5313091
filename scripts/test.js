// `npm test`: type check, lint, browser unit and component tests, end-to-end tests; then one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

// Node 20's test runner takes no glob: list the reference server's test files, and the scripts' own.
const serverTests = readdirSync('demo', { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `demo/${file}`)
  .concat(
    readdirSync('scripts')
      .filter((file) => file.endsWith('.test.js'))
      .map((file) => `scripts/${file}`),
  );

/**
 * Each suite: the command, and where its runner wrote how many tests passed and failed. A suite `beside` the
 * others runs alongside them (its output kept in a file and printed when it ends), and ends before `until`.
 */
const SUITES = [
  // The type check takes minutes on one core and needs nothing else: it runs beside the unit and server tests.
  { name: 'types', command: [bin('tsc'), '--noEmit', '-p', '.'], beside: true, until: 'e2e' },
  { name: 'lint', command: [bin('biome'), 'ci', '--colors=off', '.'] },
  { name: 'manifest', command: ['node', 'scripts/manifest.js', '--check'] },
  { name: 'operations', command: ['node', 'scripts/operations.js', '--check'] },
  { name: 'signalling', command: ['node', 'scripts/signalling-types.js', '--check'] },
  { name: 'i18n-keys', command: ['node', 'scripts/i18n-keys.js'] },
  { name: 'unit', command: [bin('wtr')], counts: '.test-results/wtr.json' },
  {
    name: 'server',
    command: [
      'node',
      '--import',
      'tsx',
      '--test',
      // Two files at a time: most of a file's time is its server starting and answering over loopback.
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      '--test-reporter-destination=.test-results/server.tap',
      ...serverTests,
    ],
    counts: '.test-results/server.tap',
  },
  // Two workers, each with its own server and database (tests/e2e/servers.ts): the specs wait on pages and servers
  // more than they compute.
  {
    name: 'e2e',
    command: [bin('playwright'), 'test'],
    env: { E2E_WORKERS: process.env.E2E_WORKERS ?? '2' },
    counts: '.test-results/e2e.json',
  },
];

/** The names of the failed tests in a TAP report: `not ok` lines with the suites that hold them. */
function tapFailures(text) {
  const failed = [];
  const open = [];
  for (const line of text.split('\n')) {
    const subtest = /^( *)# Subtest: (.*)$/.exec(line);
    if (subtest) open[subtest[1].length / 4] = subtest[2];
    const notOk = /^( *)not ok \d+ - (.*)$/.exec(line);
    if (notOk) failed.push([...open.slice(0, notOk[1].length / 4), notOk[2]].join(' › '));
  }
  // A suite fails with its tests: name the tests only.
  return failed.filter((name) => !failed.some((other) => other.startsWith(`${name} › `)));
}

/** The titles of the tests a Playwright JSON report marks unexpected or flaky. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  const specs = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'))
    .map((spec) => [...here, spec.title].join(' › '));
  return [...specs, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))];
}

function countsOf(suite, exitCode) {
  const whole = [`${suite.name} (exit code ${exitCode})`];
  if (!suite.counts)
    return exitCode === 0
      ? { passed: 1, failed: 0, failures: [] }
      : { passed: 0, failed: 1, failures: whole };
  if (!existsSync(suite.counts)) return { passed: 0, failed: 1, failures: whole };
  const text = readFileSync(suite.counts, 'utf8');
  // node:test's TAP report ends with `# pass N` and `# fail N`.
  const tap = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  let counts;
  if (suite.counts.endsWith('.tap')) {
    counts = { passed: tap('pass'), failed: tap('fail'), failures: tapFailures(text) };
  } else {
    const report = JSON.parse(text);
    // Playwright's JSON report keeps its numbers under stats.
    counts = report.stats
      ? {
          passed: report.stats.expected,
          failed: report.stats.unexpected + report.stats.flaky,
          failures: (report.suites ?? []).flatMap((child) => playwrightFailures(child)),
        }
      : report;
  }
  // A runner that failed without a failing test (a crash, a build error) still counts as a failure.
  if (exitCode !== 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.failures = whole;
  }
  return counts;
}

const only = process.argv.slice(2);
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function record(suite, status) {
  const counts = countsOf(suite, status ?? 1);
  console.log(`=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
  failures.push(...(counts.failures ?? []).map((name) => `${suite.name}: ${name}`));
}

/** Starts a suite in the background, its output in a file; the promise ends with its exit code. */
function startBeside(suite) {
  const log = `.test-results/${suite.name}.log`;
  const fd = openSync(log, 'w');
  const child = spawn(suite.command[0], suite.command.slice(1), { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  return { suite, log, exited, done: false };
}

async function finish(running) {
  if (running.done) return;
  running.done = true;
  const status = await running.exited;
  console.log(`\n=== ${running.suite.name}: ${running.suite.command.join(' ')} (ran beside the others)`);
  process.stdout.write(readFileSync(running.log, 'utf8'));
  record(running.suite, status);
}

const chosen = SUITES.filter((s) => only.length === 0 || only.includes(s.name));
const beside = chosen.filter((suite) => suite.beside).map(startBeside);
for (const suite of chosen.filter((s) => !s.beside)) {
  for (const running of beside.filter((b) => b.suite.until === suite.name)) await finish(running);
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const { status } = spawnSync(suite.command[0], suite.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  record(suite, status);
}
for (const running of beside) await finish(running);
// The names of what failed come last, right above the summary, where a shortened log still shows them.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
