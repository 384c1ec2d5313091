// LOGIN and its answers (spec 4 "WebRTC join", 5, 8), against a plain http server with attachSignalling.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { issueJoinTicket, JOIN_TICKET_MS } from '../auth/join-tickets';
import { MAX_WAITING_PER_ADDRESS, maxParticipantsFromEnv } from './admission';
import { demoMeetings, memoryDirectory, type TestClient, useSignalling } from './test-kit';

describe('signalling LOGIN', () => {
  const kit = useSignalling(memoryDirectory(demoMeetings()), { maxParticipants: 2 });
  const { open } = kit;

  test('a guest of a started meeting open to browsers is approved at once, with a participant ID', async () => {
    const answer = await (await open()).login('100000001');
    assert.equal(answer.error, null);
    assert.equal(answer.info, 'APPROVED');
    assert.match(answer.participantId ?? '', /^[A-Za-z0-9_-]+$/);
    assert.equal(answer.subject, 'Open to browsers');
  });

  for (const name of [
    '',
    '   ',
    'x'.repeat(81),
    '12345',
    '!!!',
    'Ada\u0000Lovelace',
    '<script>alert(1)</script>',
    'y'.repeat(5000),
  ]) {
    test(`browser join requires an acceptable full name: ${JSON.stringify(name.slice(0, 20))} gets INVALID_USER_FULL_NAME`, async () => {
      const answer = await (await open()).login('100000001', name);
      assert.equal(answer.error, 'INVALID_USER_FULL_NAME');
      assert.equal(answer.info, null);
    });
  }

  test('full names in any script are accepted and trimmed', async () => {
    const client = await open();
    assert.equal((await client.login('100000001', '  Zoë Ńowak-李  ')).error, null);
  });

  test('a meeting too early for attendee requests answers 1008', async () => {
    assert.equal((await (await open()).login('100000003')).error, 1008);
  });

  test('an ended meeting answers 1009', async () => {
    assert.equal((await (await open()).login('100000004')).error, 1009);
  });

  test('a meeting without browser access answers 1010 (feature not enabled)', async () => {
    assert.equal((await (await open()).login('100000005')).error, 1010);
  });

  test('an unknown meeting answers 1001', async () => {
    assert.equal((await (await open()).login('999999999')).error, 1001);
  });

  test("LOGIN needs the join ticket of its meeting: none, another meeting's, a forged or an expired one answer 1001", async () => {
    const bad = [
      issueJoinTicket('100000002'),
      `${Date.now() + 60_000}.${'A'.repeat(43)}`,
      issueJoinTicket('100000001', Date.now() - JOIN_TICKET_MS - 1000),
    ];
    for (const ticket of bad) {
      const answer = await (await open()).login('100000001', 'Ada', undefined, ticket);
      assert.deepEqual([answer.error, answer.info], [1001, null], ticket);
    }
    const client = await open();
    client.send({ type: 'LOGIN', meetingId: '100000001', userFullName: 'Ada', id: 'no-ticket-client' });
    assert.equal((await client.next('RESPONSE_LOGIN')).info, null);
  });

  test('without a ticket an existing meeting answers as an unknown one (LOGIN tells no ID apart)', async () => {
    for (const meetingId of ['100000001', '100000004', '999999999']) {
      const answer = await (await open()).login(meetingId, 'Ada', undefined, issueJoinTicket('100000009'));
      assert.equal(answer.error, 1001, meetingId);
    }
  });

  test('waiting guests do not fill a meeting: they are limited per address (1016), and admitted guests still join', async () => {
    const waiting = [];
    for (let i = 0; i < MAX_WAITING_PER_ADDRESS; i++) {
      const guest = await open();
      assert.equal((await guest.login('100000002', `Waiting ${i}`)).info, 'WAITING');
      waiting.push(guest);
    }
    const crowd = await (await open()).login('100000002', 'One Too Many');
    assert.deepEqual([crowd.error, crowd.info], [1016, null]);
    // The meeting takes 2 guests here: more than that waited, and the first two approved still get media.
    for (const [i, guest] of waiting.slice(0, 2).entries()) {
      const id =
        kit.server.signalling.listWaiting('100000002').find((w) => w.name === `Waiting ${i}`)?.id ?? '';
      assert.equal(kit.server.signalling.decide('100000002', id, 'APPROVED'), true);
      await guest.next('MEETING_ATTENDEE_REQUEST_STATUS');
      guest.send({ type: 'START' });
      assert.equal((await guest.next('RESPONSE_START')).error, null);
    }
    const last = kit.server.signalling.listWaiting('100000002')[0]?.id ?? '';
    kit.server.signalling.decide('100000002', last, 'APPROVED');
    const third = waiting[2] as TestClient;
    await third.next('MEETING_ATTENDEE_REQUEST_STATUS');
    third.send({ type: 'START' });
    assert.equal((await third.next('RESPONSE_START')).error, 1007, 'approved past the limit: no media');
  });

  test('a full meeting answers 1007', async () => {
    assert.equal((await (await open()).login('100000001', 'First Guest')).error, null);
    assert.equal((await (await open()).login('100000001', 'Second Guest')).error, null);
    assert.equal((await (await open()).login('100000001', 'Third Guest')).error, 1007);
  });

  test('the same browser logging in again replaces its earlier socket instead of filling the meeting', async () => {
    const first = await open();
    assert.equal((await first.login('100000001', 'Ada', 'same-client-id')).error, null);
    assert.equal((await (await open()).login('100000001', 'Bob')).error, null);
    const again = await open();
    assert.equal((await again.login('100000001', 'Ada', 'same-client-id')).error, null);
    await new Promise((resolve) => first.socket.once('close', resolve));
    assert.equal(first.closed, true);
  });

  test('a second LOGIN on the same socket is refused with 1004', async () => {
    const client = await open();
    await client.login('100000001');
    client.send({
      type: 'LOGIN',
      meetingId: '100000001',
      userFullName: 'Again',
      id: 'another-client',
      ticket: issueJoinTicket('100000001'),
    });
    assert.equal((await client.next('RESPONSE_LOGIN')).error, 1004);
  });
});

describe('guest limit of a meeting', () => {
  test('the reference gateway takes 8 browser guests; MEET_WEBRTC_MAX_GUESTS raises it for load tests', () => {
    assert.equal(maxParticipantsFromEnv({}), 8);
    assert.equal(maxParticipantsFromEnv({ MEET_WEBRTC_MAX_GUESTS: '250' }), 250);
    for (const wrong of ['0', '-3', '2.5', 'many']) {
      assert.equal(maxParticipantsFromEnv({ MEET_WEBRTC_MAX_GUESTS: wrong }), 8);
    }
  });
});
