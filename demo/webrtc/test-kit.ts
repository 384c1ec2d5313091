// Test helpers: a server with attachSignalling over an in-memory directory, a client that checks every frame
// it receives against the schema, and the setup of a test file around both (useSignalling).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, afterEach, before } from 'node:test';
import WebSocket from 'ws';
import { issueJoinTicket } from '../auth/join-tickets';
import { attachSignalling, type Signalling, type SignallingOptions } from './index';
import { serverMessageErrors } from './schema';
import type { DirectoryMeeting, MeetingDirectory, ServerMessage } from './types';

const HOUR = 3_600_000;

/** The demo meetings (PIN 1234), as the reference server seeds them. */
export function demoMeetings(now = Date.now()): DirectoryMeeting[] {
  const meeting = (id: string, subject: string, extra: Partial<DirectoryMeeting>): DirectoryMeeting => ({
    id,
    subject,
    state: 'started',
    webRtcEnabled: true,
    approvalRequired: false,
    startDate: new Date(now - HOUR).toISOString(),
    pinCode: '1234',
    ...extra,
  });
  return [
    meeting('100000001', 'Open to browsers', {}),
    meeting('100000002', 'Host approval', { approvalRequired: true }),
    meeting('100000003', 'Tomorrow', {
      state: 'scheduled',
      startDate: new Date(now + 24 * HOUR).toISOString(),
    }),
    meeting('100000004', 'Ended', { state: 'stopped' }),
    meeting('100000005', 'No browsers', { webRtcEnabled: false }),
    meeting('100000009', 'Camera only', { rights: { talk: false, share: false, chat: false } }),
  ];
}

/** A directory over a mutable list, so tests can change a meeting while guests are in it. */
export function memoryDirectory(
  meetings: DirectoryMeeting[],
): MeetingDirectory & { list: DirectoryMeeting[] } {
  return { list: meetings, find: (id) => meetings.find((meeting) => meeting.id === id) };
}

/** A listening server with signalling attached. */
export interface TestServer {
  port: number;
  http: Server;
  signalling: Signalling;
  close(): Promise<void>;
}

/** Starts a plain HTTP server on a free port with attachSignalling. */
export async function startServer(
  directory: MeetingDirectory,
  options?: SignallingOptions,
): Promise<TestServer> {
  const http = createServer((_request, response) => response.writeHead(404).end());
  const signalling = attachSignalling(http, directory, options);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    port,
    http,
    signalling,
    close: async () => {
      await signalling.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Frames that broke the schema, across every test client (tests assert it stays empty). */
export const violations: string[] = [];

/** A websocket client that queues what it receives. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      const errors = serverMessageErrors(message);
      if (errors) violations.push(`${JSON.stringify(message).slice(0, 200)}: ${errors}`);
      this.received.push(message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Opens a socket to the signalling path of a test server. */
  static async open(port: number): Promise<TestClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/meet/webrtcsignaling`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new TestClient(socket);
  }

  /** Sends an object as JSON, or a string as it is. */
  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first received frame of `type` not taken yet (others stay for later calls), within `timeoutMs`. */
  async next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs = 3000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((message, i) => message.type === type && !this.taken.has(i));
      if (index >= 0) {
        this.taken.add(index);
        return this.received[index] as Extract<ServerMessage, { type: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) throw new Error(`No ${type} within ${timeoutMs} ms; got ${this.types()}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Types received so far, for failure messages. */
  types(): string {
    return this.received.map((message) => message.type).join(', ');
  }

  /** Logs in with the meeting's join ticket (as `joinMeeting` hands it) and returns the answer. */
  async login(
    meetingId: string,
    userFullName = 'Ada Lovelace',
    id = `client-${Math.random().toString(36).slice(2, 12)}`,
    ticket = issueJoinTicket(meetingId),
  ) {
    this.send({ type: 'LOGIN', meetingId, userFullName, id, ticket });
    return this.next('RESPONSE_LOGIN');
  }

  /** Closes the socket and waits until the server saw it go. */
  async close(): Promise<void> {
    if (!this.closed) {
      const gone = new Promise((resolve) => this.socket.once('close', resolve));
      this.socket.close();
      await gone;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** What a test file's signalling server gives its tests (`useSignalling`). */
export interface SignallingKit {
  /** The server of the file's tests (set before the first test). */
  readonly server: TestServer;
  /** Opens a client on the file's server (or on `port`), closed after the test. */
  open(port?: number): Promise<TestClient>;
  /** Closes the clients the test opened (after each test, or earlier where a test needs it). */
  closeClients(): Promise<void>;
  /** A client logged in to `meetingId` as `name` and started (RESPONSE_START received). */
  started(
    meetingId: string,
    name: string,
  ): Promise<{ client: TestClient; login: Awaited<ReturnType<TestClient['login']>> }>;
}

/**
 * The setup every signalling test file shares, called inside its `describe`: a server started before the
 * tests (over `directory`, or the one it returns, made then), the test's clients closed after each test with
 * no frame that broke the schema, the server closed after the file.
 */
export function useSignalling(
  directory: MeetingDirectory | (() => MeetingDirectory),
  options?: SignallingOptions,
): SignallingKit {
  let server: TestServer | undefined;
  const clients: TestClient[] = [];
  const kit: SignallingKit = {
    get server() {
      if (!server) throw new Error('The signalling server starts before the first test.');
      return server;
    },
    async open(port = kit.server.port) {
      const client = await TestClient.open(port);
      clients.push(client);
      return client;
    },
    async closeClients() {
      await Promise.all(clients.splice(0).map((client) => client.close()));
    },
    async started(meetingId, name) {
      const client = await kit.open();
      const login = await client.login(meetingId, name);
      client.send({ type: 'START' });
      await client.next('RESPONSE_START');
      return { client, login };
    },
  };
  before(async () => {
    server = await startServer(typeof directory === 'function' ? directory() : directory, options);
  });
  afterEach(async () => {
    await kit.closeClients();
    assert.deepEqual(violations, [], 'every answer conforms to signalling.schema.json');
  });
  after(() => server?.close());
  return kit;
}
