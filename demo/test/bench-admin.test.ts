// The console's bench (tests/bench/admin.js) prints each figure as it is measured, runs one part alone, and, stopped,
// leaves no server behind (#26): a run of a million rows is often stopped before its end.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(import.meta.dirname, '../..');

/** True when nothing listens on `port` of the loopback address. */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('the meetings part alone prints its seed, then each shape as measured; stopped, its server and data go', {
  timeout: 180_000,
}, async () => {
  const temp = mkdtempSync(join(tmpdir(), 'bench-admin-test-'));
  const port = await freePort();
  const bench = spawn('node', ['tests/bench/admin.js', 'meetings'], {
    cwd: ROOT,
    env: { ...process.env, TMPDIR: temp, BENCH_LARGE: '20', BENCH_PORTS: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    bench.stdout.setEncoding('utf8');
    // Stopped once two shapes are printed, long before the 644 shapes of the list are measured.
    await new Promise<void>((resolve, reject) => {
      bench.once('exit', () => reject(new Error(`The bench ended first:\n${out}`)));
      bench.stdout.on('data', (chunk: string) => {
        out += chunk;
        if ((out.match(/^ {2}meetings sort=/gm) ?? []).length >= 2) resolve();
      });
    });
    bench.kill('SIGINT');
    const [code] = await once(bench, 'exit');
    const lines = out.trim().split('\n');
    assert.match(
      lines[0] ?? '',
      /^large lists: 0 users and 20 meetings seeded and the server started in [\d.]+ s, [\d.]+ MB on disk/,
    );
    assert.match(
      lines[1] ?? '',
      /^ {2}meetings sort=uid order=0 filter="" total=\d+: p50 [\d.]+ p95 [\d.]+ max [\d.]+ ms; CPU p50/,
    );
    assert.match(lines[2] ?? '', /^ {2}meetings sort=uid order=1 filter="" total=\d+: /);
    assert.doesNotMatch(out, /^ {2}users sort=/m);
    assert.equal(code, 130);
    // The server's data folder is removed and its port closes (it ends its answers first).
    assert.deepEqual(
      readdirSync(temp).filter((name) => name.startsWith('meet-bench-admin-')),
      [],
    );
    while (!(await isFree(port))) await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    bench.kill('SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  }
});
