// Load bench of `GET v1/settings`, the first call of every page load: autocannon against a reference server of
// its own on 127.0.0.1, SETTINGS_CONNECTIONS connections for SETTINGS_SECONDS, after a short warm-up.
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './admin.js';

/** Loopback only, and bounded whatever happens: a bench, never a flood. */
const CONNECTIONS = 10;
const SECONDS = 15;
const WARM_UP_SECONDS = 3;

/** Runs autocannon once; resolves its result. */
function load(url, duration) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: { accept: 'application/json' } });
}

/** Requests per second, latency p50/p99 and failures of `GET v1/settings` under load. */
export async function benchSettingsLoad() {
  const server = await startServer(0);
  try {
    const url = `${server.base}v1/settings`;
    if (!url.startsWith('http://127.0.0.1:')) throw new Error(`Not a loopback address: ${url}`);
    await load(url, WARM_UP_SECONDS);
    const result = await load(url, SECONDS);
    return {
      settingsConnections: CONNECTIONS,
      settingsSeconds: SECONDS,
      settingsRequestsPerSecond: Math.round(result.requests.average),
      settingsLatencyP50Ms: result.latency.p50,
      settingsLatencyP99Ms: result.latency.p99,
      settingsFailures: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await benchSettingsLoad());
