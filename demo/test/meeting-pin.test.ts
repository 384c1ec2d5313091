// The meeting PIN protects: joinMeeting needs it (except for the signed-in organizer), answers the same for a
// wrong PIN and an unknown ID, limits wrong tries per address and per meeting, and hands the join ticket
// without which the signalling LOGIN tells nothing.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { JOIN_FAILURES_PER_ADDRESS, JOIN_FAILURES_PER_MEETING, JoinGuard } from '../auth/join-guard';
import { isJoinTicketValid } from '../auth/join-tickets';
import { readSettings, writeSettings } from '../lib/settings';
import { type Answer, MANAGER, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const OPEN = '100000001';
const codeOf = (answer: Answer) => (answer.body as { exception?: { code?: number } }).exception?.code;
const join = (client: TestClient, query: Record<string, string>) =>
  client.call('GET', 'web/meetings/join', { query });

/** The first RESPONSE_LOGIN of a socket that sends `login`. */
async function signallingLogin(server: Server, login: object): Promise<{ error: unknown; info: unknown }> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/meet/webrtcsignaling`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answer = new Promise<{ error: unknown; info: unknown }>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'RESPONSE_LOGIN') resolve(message);
    }),
  );
  socket.send(
    JSON.stringify({ type: 'LOGIN', meetingId: OPEN, userFullName: 'Eve', id: 'eve-client-1', ...login }),
  );
  const result = await answer;
  socket.close();
  return result;
}

describe('the meeting PIN', () => {
  let server: Server;
  const visitor = () => new TestClient(server.url);

  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('a missing PIN, a wrong PIN and an unknown meeting ID all answer the same 404 "Invalid meeting identifiers."', async () => {
    const answers = [
      await join(visitor(), { umi: OPEN }),
      await join(visitor(), { umi: OPEN, pinCode: '9999' }),
      await join(visitor(), { umi: '999999999', pinCode: '1234' }),
      await join(visitor(), { umi: '999999999' }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 404, answer.text);
      assert.deepEqual(answer.body, answers[0]?.body);
    }
    assert.deepEqual(answers[0]?.body, {
      exception: { code: 1001, message: 'Invalid meeting identifiers.' },
    });
  });

  test('the right PIN answers the meeting and a join ticket that admits to the signalling LOGIN', async () => {
    const answer = await join(visitor(), { umi: OPEN, pinCode: '1234' });
    assert.equal(answer.status, 200, answer.text);
    const { ticket, pinCodeRequired } = answer.body as { ticket: string; pinCodeRequired: boolean };
    assert.equal(pinCodeRequired, true);
    assert.equal(isJoinTicketValid(OPEN, ticket), true);
    assert.equal(isJoinTicketValid('100000002', ticket), false, 'a ticket admits to its meeting only');
    const login = await signallingLogin(server, { ticket });
    assert.deepEqual([login.error, login.info], [null, 'APPROVED']);
  });

  test('the signalling LOGIN without a ticket, or with a forged one, answers 1001 and admits nobody', async () => {
    assert.equal((await signallingLogin(server, { ticket: `${Date.now() + 60_000}.forged` })).error, 1001);
    assert.notEqual((await signallingLogin(server, {})).error, null);
  });

  test('the signed-in organizer of the meeting needs no PIN; another signed-in user does', async () => {
    const organizer = visitor();
    await organizer.signIn(USER.email, USER.password);
    const own = await join(organizer, { umi: OPEN });
    assert.equal(own.status, 200, own.text);
    assert.equal(isJoinTicketValid(OPEN, (own.body as { ticket: string }).ticket), true);
    const manager = visitor();
    await manager.signIn(MANAGER.email, MANAGER.password);
    const other = await join(manager, { umi: OPEN });
    assert.deepEqual([other.status, codeOf(other)], [404, 1001]);
  });

  test('where the settings require no PIN codes, the meeting ID alone answers (a given PIN must still be right)', async () => {
    const { db } = server.context;
    const access = readSettings(db, 'meetingAccess');
    writeSettings(db, 'meetingAccess', { ...access, pinCode: false });
    try {
      const answer = await join(visitor(), { umi: OPEN });
      assert.equal(answer.status, 200, answer.text);
      assert.equal((answer.body as { pinCodeRequired: boolean }).pinCodeRequired, false);
      assert.equal((await join(visitor(), { umi: OPEN, pinCode: '9999' })).status, 404);
    } finally {
      writeSettings(db, 'meetingAccess', access);
    }
  });

  // Last: it uses up this address's tries.
  test(`after ${JOIN_FAILURES_PER_ADDRESS.max} wrong identifiers an address waits (429 code 1016), even with the right PIN`, async () => {
    server.context.joinGuard = new JoinGuard();
    for (let i = 0; i < JOIN_FAILURES_PER_ADDRESS.max; i++) {
      const umi = i % 2 ? OPEN : String(300_000_000 + i);
      assert.equal((await join(visitor(), { umi, pinCode: '0000' })).status, 404);
    }
    const blocked = await join(visitor(), { umi: OPEN, pinCode: '1234' });
    assert.deepEqual([blocked.status, codeOf(blocked)], [429, 1016], blocked.text);
    assert.ok(Number(blocked.headers.get('retry-after')) > 0, 'Retry-After says how long');
  });
});

describe('wrong identifiers per meeting', () => {
  test(`after ${JOIN_FAILURES_PER_MEETING.max} wrong PINs from anywhere a meeting takes no more tries for ten minutes`, () => {
    let now = 0;
    const guard = new JoinGuard(() => now);
    for (let i = 0; i < JOIN_FAILURES_PER_MEETING.max; i++) guard.fail(`10.0.${i >> 8}.${i & 255}`, OPEN);
    assert.ok(guard.wait('192.0.2.1', OPEN) > 0, 'a new address waits too');
    assert.equal(guard.wait('192.0.2.1', '100000002'), 0, 'other meetings are not affected');
    now += 10 * 60_000 + 1;
    assert.equal(guard.wait('192.0.2.1', OPEN), 0, 'the window slides');
  });
});
