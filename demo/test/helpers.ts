// Test helpers: a server on a free port over a temporary data folder, and a small API client.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { clientHash } from '../auth/passwords';
import { configFromEnv, type ServerConfig } from '../config';
import { type RunningServer, startServer } from '../start-server';

/** A server for one test file, with its own database that the developer's data never sees. */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'meet-test-'));
  const config = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dataDir,
    staticRoot: join(dataDir, 'no-export'),
    // The tests that read a directory start it themselves (directoryPort: 0).
    directoryPort: undefined,
    ...overrides,
  };
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An answer as the tests look at it. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body's bytes as they came (a binary answer, whose text is not its content). */
  bytes: Buffer;
  body: unknown;
}

/** Options of one call. */
export interface CallOptions {
  json?: unknown;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  /** Leave out the XSRF header (to test its check). */
  noXsrf?: boolean;
  /** Leave out the bearer token. */
  anonymous?: boolean;
}

/** A browser-like client: keeps the XSRF cookie, echoes it, and sends its session token. */
export class TestClient {
  xsrf = '';
  sessionToken = '';
  refreshToken = '';

  constructor(readonly base: string) {}

  /** One call to `/meet/services/json/<path>`. */
  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const url = new URL(`${this.base}/meet/services/json/${path.replace(/^\//, '')}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.xsrf) headers.cookie = `XSRF-TOKEN=${this.xsrf}`;
    if (this.xsrf && !options.noXsrf) headers['x-xsrf-token'] = this.xsrf;
    if (this.sessionToken && !options.anonymous) headers.authorization = `Bearer ${this.sessionToken}`;
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await fetch(url, { method, headers, body });
    const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie?.[1] && !this.xsrf) this.xsrf = cookie[1];
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, bytes, body: parsed };
  }

  /** Reads the public settings, as the application does first, which hands out the XSRF cookie. */
  async open(): Promise<void> {
    await this.call('GET', 'v1/settings');
  }

  /** Signs in as the client would (hashed password); answers the login answer. */
  async signIn(email: string, password: string, extra: Record<string, string> = {}): Promise<Answer> {
    if (!this.xsrf) await this.open();
    const answer = await this.call('POST', 'web/login', {
      json: { username: email, password: clientHash(password, email), ...extra },
      anonymous: true,
    });
    const tokens = answer.body as { sessionToken?: string; refreshToken?: string } | undefined;
    if (answer.status === 200 && tokens?.sessionToken) {
      this.sessionToken = tokens.sessionToken;
      this.refreshToken = tokens.refreshToken ?? '';
    }
    return answer;
  }
}

/** The demo accounts. */
export const ADMIN = { email: 'admin@example.com', password: 'MeetAdmin#2026' };
export const MANAGER = { email: 'manager@example.com', password: 'MeetManager#2026' };
export const USER = { email: 'user@example.com', password: 'MeetUser#2026' };

/** A server started for one test file. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Inside a `describe`: a test server started before its tests and closed after them, with the system administrator
 * and the user manager signed in (`suite.server` is set once the tests run; the clients are ready then too).
 */
export function serverWithAdminAndManager(): { server: TestServer; admin: TestClient; manager: TestClient } {
  const suite = {
    server: undefined as unknown as TestServer,
    admin: new TestClient(''),
    manager: new TestClient(''),
  };
  before(async () => {
    suite.server = await startTestServer();
    for (const [client, account] of [
      [suite.admin, ADMIN],
      [suite.manager, MANAGER],
    ] as const) {
      Object.assign(client, new TestClient(suite.server.url));
      assert.equal((await client.signIn(account.email, account.password)).status, 200);
    }
  });
  after(() => suite.server.close());
  return suite;
}
