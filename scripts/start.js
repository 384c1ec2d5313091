// `npm start`: build the export when it is missing or older than its sources, then run the reference server,
// which serves it under /meet/ with the JSON API, the demo data and the demo accounts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'index.html',
  'join.html',
  'demo/gallery',
  'dist-spec',
  'vite.config.ts',
  'package-lock.json',
];
// MEET_BUILD_DIR builds and serves the export elsewhere, so parallel test runs never share one folder.
const OUT_DIR = process.env.MEET_BUILD_DIR ?? 'dist/meet';
const BUILT = join(OUT_DIR, 'index.html');

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** True when the export is missing or a source changed after it was built. */
export function isStale() {
  if (!existsSync(BUILT)) return true;
  const built = statSync(BUILT).mtimeMs;
  return SOURCES.some((source) => existsSync(source) && newest(source) > built);
}

if (isStale()) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR, '--emptyOutDir'], {
    stdio: 'inherit',
  });
}

// The reference server prints its address (HOST, PORT) and the demo accounts itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
  stdio: 'inherit',
  env: { ...process.env, MEET_STATIC_ROOT: process.env.MEET_STATIC_ROOT ?? OUT_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
