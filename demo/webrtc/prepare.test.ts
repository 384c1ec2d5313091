// PREPARE (signalling.md "A connection prepared before Connect"): the gateway's offer before LOGIN, with the
// guest's uplinks only; refused without a valid ticket or malformed as LOGIN is; limited per address; closed
// when no START takes it over in time; kept by LOGIN and START.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RTCPeerConnection } from 'werift';
import { issueJoinTicket, JOIN_TICKET_MS } from '../auth/join-tickets';
import { PREPARED_MS, preparedMsFromEnv } from './prepare';
import { demoMeetings, memoryDirectory, startServer, type TestClient, useSignalling } from './test-kit';

const OPEN = '100000001';
const APPROVAL = '100000002';

/** The m-lines of a description, each with its direction. */
const mLines = (sdp: string) =>
  sdp
    .split(/\r?\nm=/)
    .slice(1)
    .map((section) => /a=(sendrecv|sendonly|recvonly|inactive)/.exec(section)?.[1]);
const ufrag = (sdp: string) => /a=ice-ufrag:(\S+)/.exec(sdp)?.[1];
/** The stream ID of each m-line (its `msid`), if it has one. */
const msids = (sdp: string) =>
  sdp
    .split(/\r?\nm=/)
    .slice(1)
    .map((section) => /a=msid:(\S+)/.exec(section)?.[1]);

/** Answers `offer` as a browser would (werift stands in for it): what the gateway must have to offer again. */
async function answerOf(offer: string): Promise<{ pc: RTCPeerConnection; sdp: string }> {
  const pc = new RTCPeerConnection();
  await pc.setRemoteDescription({ type: 'offer', sdp: offer });
  // As the browser does: its uplinks are sendonly even before a track is attached.
  for (const transceiver of pc.getTransceivers().slice(0, 3)) transceiver.setDirection('sendonly');
  await pc.setLocalDescription(await pc.createAnswer());
  return { pc, sdp: pc.localDescription?.sdp ?? '' };
}

describe('signalling PREPARE', () => {
  const kit = useSignalling(memoryDirectory(demoMeetings()), { maxPreparedPerAddress: 2 });
  const { open } = kit;
  const prepared = async (meetingId = OPEN, port = kit.server.port) => {
    const client = await open(port);
    client.send({ type: 'PREPARE', meetingId, ticket: issueJoinTicket(meetingId) });
    return { client, answer: await client.next('RESPONSE_PREPARE') };
  };
  /** The next offer `client` receives (candidates before it are skipped). */
  const offerOf = async (client: TestClient) => {
    for (;;) {
      const rtc = await client.next('RTC');
      if ('sdp' in rtc.data) return { rtc, sdp: rtc.data.sdp.sdp };
    }
  };

  test('PREPARE with a valid ticket gets the gateway offer before LOGIN, with the guest’s own three uplinks and its echo, and LOGIN keeps its participant ID', async () => {
    const { client, answer } = await prepared();
    assert.equal(answer.error, null);
    assert.match(answer.participantId ?? '', /^[A-Za-z0-9_-]+$/);
    const { rtc, sdp } = await offerOf(client);
    assert.equal(rtc.dest, answer.participantId);
    assert.deepEqual(
      mLines(sdp),
      ['recvonly', 'recvonly', 'recvonly', 'sendonly', 'sendonly', 'sendonly'],
      'audio, camera and screen uplinks, then the echo',
    );
    assert.deepEqual(msids(sdp).slice(3), [
      answer.participantId,
      answer.participantId,
      `${answer.participantId}.screen`,
    ]);
    assert.deepEqual(
      client.received.map((message) => message.type).filter((type) => type === 'PARTICIPANTS'),
      [],
      'nobody sees a guest who has not joined',
    );
    const login = await client.login(OPEN);
    assert.equal(login.participantId, answer.participantId);
  });

  test('PREPARE without a valid join ticket of its meeting answers 1001, whether the meeting exists or not, and makes nothing', async () => {
    for (const [meetingId, ticket] of [
      [OPEN, '1.forged'],
      [OPEN, issueJoinTicket(APPROVAL)],
      [OPEN, issueJoinTicket(OPEN, Date.now() - JOIN_TICKET_MS - 1000)],
      ['999999999', '1.forged'],
    ] as const) {
      const client = await open();
      client.send({ type: 'PREPARE', meetingId, ticket });
      const answer = await client.next('RESPONSE_PREPARE');
      assert.deepEqual([answer.error, answer.participantId], [1001, undefined], `${meetingId} ${ticket}`);
      client.send({ type: 'RTC', dest: 'gateway', meetingId, data: { candidate: null } });
      assert.equal((await client.next('RESPONSE_RTC')).error, 1004, 'no peer connection was made');
      assert.equal(
        client.received.some((message) => message.type === 'RTC'),
        false,
      );
    }
  });

  test('PREPARE for a meeting a guest may not join answers its LOGIN error', async () => {
    for (const [meetingId, error] of [
      ['100000003', 1008],
      ['100000004', 1009],
      ['100000005', 1010],
    ] as const) {
      const { answer } = await prepared(meetingId);
      assert.equal(answer.error, error, meetingId);
    }
  });

  test('a malformed PREPARE, a second one, or one after LOGIN answers RESPONSE_PREPARE 1004', async () => {
    const client = await open();
    for (const frame of [
      { type: 'PREPARE', meetingId: OPEN },
      { type: 'PREPARE', meetingId: 'not an id!', ticket: issueJoinTicket(OPEN) },
      { type: 'PREPARE', meetingId: OPEN, ticket: issueJoinTicket(OPEN), extra: 1 },
      { type: 'PREPARE', meetingId: OPEN, ticket: 42 },
    ]) {
      client.send(frame);
      assert.equal((await client.next('RESPONSE_PREPARE')).error, 1004, JSON.stringify(frame));
    }
    const twice = await prepared();
    assert.equal(twice.answer.error, null);
    twice.client.send({ type: 'PREPARE', meetingId: OPEN, ticket: issueJoinTicket(OPEN) });
    assert.equal((await twice.client.next('RESPONSE_PREPARE')).error, 1004);
    const late = await open();
    await late.login(OPEN);
    late.send({ type: 'PREPARE', meetingId: OPEN, ticket: issueJoinTicket(OPEN) });
    assert.equal((await late.next('RESPONSE_PREPARE')).error, 1004);
  });

  test('one address holds at most the limit of prepared connections (1016); a closed or started one frees its place', async () => {
    const first = await prepared();
    const second = await prepared();
    assert.deepEqual([first.answer.error, second.answer.error], [null, null]);
    assert.equal((await prepared()).answer.error, 1016);
    await first.client.close();
    const third = await prepared();
    assert.equal(third.answer.error, null);
    await third.client.login(OPEN);
    third.client.send({ type: 'START' });
    await third.client.next('RESPONSE_START');
    assert.equal((await prepared()).answer.error, null, 'START took the third one over');
  });

  test('an RTC for the prepared connection must name its meeting', async () => {
    const { client } = await prepared();
    client.send({ type: 'RTC', dest: 'gateway', meetingId: APPROVAL, data: { candidate: null } });
    assert.equal((await client.next('RESPONSE_RTC')).error, 1004);
    client.send({ type: 'RTC', dest: 'gateway', meetingId: OPEN, data: { candidate: null } });
    assert.equal((await client.next('RESPONSE_RTC')).error, null);
  });

  test('a prepared connection that no START takes over in time is closed (PREPARE_CLOSED), and START then offers a new one', async () => {
    const brief = await startServer(memoryDirectory(demoMeetings()), { preparedMs: 200 });
    try {
      const { client } = await prepared(OPEN, brief.port);
      const first = await offerOf(client);
      await client.next('PREPARE_CLOSED', 5000);
      client.send({ type: 'RTC', dest: 'gateway', meetingId: OPEN, data: { candidate: null } });
      assert.equal((await client.next('RESPONSE_RTC')).error, 1004, 'the connection is gone');
      await client.login(OPEN);
      client.send({ type: 'START' });
      await client.next('RESPONSE_START');
      const second = await offerOf(client);
      assert.notEqual(ufrag(second.sdp), ufrag(first.sdp), 'a new peer connection');
      assert.equal(mLines(second.sdp).length, 6, 'the uplinks and the echo');
    } finally {
      await kit.closeClients();
      await brief.close();
    }
  });

  test('alone in its meeting, a prepared connection gets no new offer at START (its echo is prepared); the next guest brings the renegotiation, the echo then inactive', async () => {
    const { client, answer } = await prepared();
    const id = answer.participantId ?? '';
    const browser = await answerOf((await offerOf(client)).sdp);
    try {
      client.send({
        type: 'RTC',
        dest: 'gateway',
        meetingId: OPEN,
        data: { sdp: { type: 'answer', sdp: browser.sdp } },
      });
      assert.equal((await client.next('RESPONSE_RTC')).error, null);
      await client.login(OPEN);
      client.send({ type: 'START' });
      await client.next('RESPONSE_START');
      assert.deepEqual(
        (await client.next('PARTICIPANTS')).participants.map((person) => person.id),
        [id],
      );
      const { login } = await kit.started(OPEN, 'Bob');
      const { sdp } = await offerOf(client);
      assert.deepEqual(
        mLines(sdp).slice(3),
        ['inactive', 'inactive', 'inactive', 'sendonly', 'sendonly', 'sendonly'],
        'the first offer after START is the one that brings Bob',
      );
      assert.deepEqual(msids(sdp).slice(6, 8), [login.participantId, login.participantId]);
    } finally {
      await browser.pc.close();
    }
  });

  test('a guest who waits for the host keeps the prepared connection until START', async () => {
    const { client, answer } = await prepared(APPROVAL);
    const login = await client.login(APPROVAL);
    assert.deepEqual([login.info, login.participantId], ['WAITING', answer.participantId]);
    assert.ok(kit.server.signalling.decide(APPROVAL, answer.participantId ?? '', 'APPROVED'));
    await client.next('MEETING_ATTENDEE_REQUEST_STATUS');
    client.send({ type: 'RTC', dest: 'gateway', meetingId: APPROVAL, data: { candidate: null } });
    assert.equal((await client.next('RESPONSE_RTC')).error, null);
  });
});

describe('how long a prepared connection waits', () => {
  test('the reference gateway keeps an unused prepared connection 120 s; MEET_WEBRTC_PREPARED_SECONDS shortens it for tests', () => {
    assert.equal(PREPARED_MS, 120_000);
    assert.equal(preparedMsFromEnv({}), 120_000);
    assert.equal(preparedMsFromEnv({ MEET_WEBRTC_PREPARED_SECONDS: '4' }), 4_000);
    for (const wrong of ['0', '-3', '2.5', 'soon', '']) {
      assert.equal(preparedMsFromEnv({ MEET_WEBRTC_PREPARED_SECONDS: wrong }), 120_000);
    }
  });
});
