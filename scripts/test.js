// `npm test`: type check, lint, browser unit and component tests, end-to-end tests; then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name) => `node_modules/.bin/${name}`;

// Node 20's test runner takes no glob: list the reference server's test files.
const serverTests = readdirSync('demo', { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .map((file) => `demo/${file}`);

/** Each suite: the command, and where its runner wrote how many tests passed and failed. */
const SUITES = [
  { name: 'types', command: [bin('tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', command: [bin('biome'), 'ci', '--colors=off', '.'] },
  { name: 'manifest', command: ['node', 'scripts/manifest.js', '--check'] },
  { name: 'unit', command: [bin('wtr')], counts: '.test-results/wtr.json' },
  {
    name: 'server',
    command: [
      'node',
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      '--test-reporter-destination=.test-results/server.tap',
      ...serverTests,
    ],
    counts: '.test-results/server.tap',
  },
  { name: 'e2e', command: [bin('playwright'), 'test'], counts: '.test-results/e2e.json' },
];

function countsOf(suite, exitCode) {
  if (!suite.counts) return exitCode === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!existsSync(suite.counts)) return { passed: 0, failed: 1 };
  const text = readFileSync(suite.counts, 'utf8');
  // node:test's TAP report ends with `# pass N` and `# fail N`.
  const tap = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const report = suite.counts.endsWith('.tap')
    ? { passed: tap('pass'), failed: tap('fail') }
    : JSON.parse(text);
  // Playwright's JSON report keeps its numbers under stats.
  const counts = report.stats
    ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky }
    : report;
  // A runner that failed without a failing test (a crash, a build error) still counts as a failure.
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

const only = process.argv.slice(2);
rmSync('.test-results', { recursive: true, force: true });
mkdirSync('.test-results', { recursive: true });
let passed = 0;
let failed = 0;
for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const { status } = spawnSync(suite.command[0], suite.command.slice(1), { stdio: 'inherit' });
  const counts = countsOf(suite, status ?? 1);
  console.log(`=== ${suite.name}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
