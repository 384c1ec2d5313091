// Browser guests become attendees of the meeting (spec 2 "Meetings"): a guest admitted from the browser is
// listed with their join time, relay server and connections, and their leave time once they hang up.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, TestClient as ApiClient, startTestServer } from '../test/helpers';
import { GuestRegistry } from './guests';
import { TestClient } from './test-kit';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface Attendee {
  fullName: string;
  email: string;
  joinTime: string;
  leaveTime: string | null;
  relayServer: string;
  connectionCount: number;
}

describe('guest visits', () => {
  const guest = (clientId: string, status: 'APPROVED' | 'WAITING' = 'APPROVED') => ({
    participantId: `p-${clientId}-${Math.random()}`,
    clientId,
    meetingId: 'm1',
    name: 'Ada Lovelace',
    status,
    media: { audio: true, video: true, screen: false },
    rights: { video: true, talk: true, share: true, chat: true },
    since: '2026-01-01T10:00:00.000Z',
    send: () => undefined,
    close: () => undefined,
  });

  test('an admitted guest has a visit; leaving ends it; coming back reopens it as a second connection', () => {
    const registry = new GuestRegistry();
    const first = guest('c1');
    registry.add(first);
    assert.deepEqual(registry.visits('m1'), [
      {
        clientId: 'c1',
        name: 'Ada Lovelace',
        joinTime: '2026-01-01T10:00:00.000Z',
        leaveTime: null,
        connectionCount: 1,
      },
    ]);
    registry.remove(first, '2026-01-01T10:05:00.000Z');
    assert.equal(registry.visits('m1')[0]?.leaveTime, '2026-01-01T10:05:00.000Z');
    registry.add(guest('c1'));
    assert.equal(registry.visits('m1')[0]?.leaveTime, null);
    assert.equal(registry.visits('m1')[0]?.connectionCount, 2);
  });

  test('a guest waiting for approval is no attendee until approved; a rejected one never is', () => {
    const registry = new GuestRegistry();
    const waiting = guest('c2', 'WAITING');
    const rejected = guest('c3', 'WAITING');
    registry.add(waiting);
    registry.add(rejected);
    assert.deepEqual(registry.visits('m1'), []);
    registry.decide('m1', waiting.participantId, 'APPROVED');
    registry.decide('m1', rejected.participantId, 'REJECTED');
    assert.deepEqual(
      registry.visits('m1').map((visit) => visit.clientId),
      ['c2'],
    );
  });
});

describe('browser guests as attendees', () => {
  let server: Server;
  const admin = () => {
    const client = new ApiClient(server.url);
    return client;
  };
  let api: ApiClient;

  before(async () => {
    server = await startTestServer();
    api = admin();
    assert.equal((await api.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  const guests = async () => {
    const answer = await api.call('GET', 'web/admin/meetings/100000001/attendees', {
      query: { size: 100 },
    });
    assert.equal(answer.status, 200);
    return (answer.body as { items: Attendee[] }).items.filter((a) => a.fullName === 'Grace Hopper');
  };

  test('a guest who joins from the browser is listed, and their leave time once they hang up', async () => {
    const before = (await api.call('GET', 'web/admin/meetings/100000001')).body as {
      participatingUserCount: number;
      server: string;
    };
    const port = Number(new URL(server.url).port);
    const socket = await TestClient.open(port);
    const login = await socket.login('100000001', 'Grace Hopper');
    assert.equal(login.info, 'APPROVED');

    const [joined] = await guests();
    assert.ok(joined, 'the guest is an attendee');
    assert.equal(joined.email, '');
    assert.equal(joined.leaveTime, null);
    assert.equal(joined.relayServer, before.server);
    assert.equal(joined.connectionCount, 1);
    const during = (await api.call('GET', 'web/admin/meetings/100000001')).body as {
      participatingUserCount: number;
    };
    assert.equal(during.participatingUserCount, before.participatingUserCount + 1);

    await socket.close();
    const [left] = await guests();
    assert.ok(left?.leaveTime, 'the leave time is recorded');
    assert.equal(left.joinTime, joined.joinTime);
    assert.equal((await guests()).length, 1, 'reading again adds no row');
  });
});
