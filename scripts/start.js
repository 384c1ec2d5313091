// `npm start`: build the export when it is missing or older than its sources, then serve it under /meet/.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = 'dist/meet/index.html';

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

if (isStale()) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '8080';
console.log(`Meet is served at http://${host}:${port}/meet/`);
const server = spawn('npx', ['vite', 'preview', '--host', host, '--port', port, '--strictPort'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
