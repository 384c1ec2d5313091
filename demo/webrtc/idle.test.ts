// A silent socket (spec: KEEP_ALIVE every 30 s, closed after 75 s of silence) against a browser that is alive
// but whose page is too busy to send: the sweeps' pings tell the two apart.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { WebSocket } from 'ws';
import { IDLE_MS } from './index';
import { demoMeetings, memoryDirectory, startServer, TestClient, type TestServer } from './test-kit';

describe('a silent signalling socket', { timeout: 20_000 }, () => {
  let clock = 0;
  let server: TestServer;
  before(async () => {
    server = await startServer(memoryDirectory(demoMeetings()), { sweepMs: 20, now: () => clock });
  });
  after(() => server.close());

  /** Resolves at the server's next ping to this socket. */
  const pinged = (socket: WebSocket) => new Promise((resolve) => socket.once('ping', resolve));

  test('stays open past the idle limit while its browser answers the pings, though it sends nothing', async () => {
    const client = await TestClient.open(server.port);
    // Twice the idle limit, in steps of 10 s: each step waits for two sweeps, whose pings the client answers.
    for (let passed = 0; passed < 2 * IDLE_MS; passed += 10_000) {
      clock += 10_000;
      await pinged(client.socket);
      await pinged(client.socket);
    }
    assert.equal(client.closed, false);
    await client.close();
  });

  test('is closed once the idle limit passed without an answer to the pings', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/meet/webrtcsignaling`, { autoPong: false });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await pinged(socket);
    clock += IDLE_MS + 1;
    assert.equal(await closed, 1006, 'terminated, with no close frame');
  });
});
