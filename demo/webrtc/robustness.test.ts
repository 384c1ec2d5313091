// The signalling server under hostile input: random, malformed, oversized and out-of-order frames, binary
// frames, floods and abrupt disconnects. It must answer every frame it can read, stay up, and keep serving
// the guests who behave.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import WebSocket from 'ws';
import { issueJoinTicket } from '../auth/join-tickets';
import { MAX_FRAME_BYTES } from './schema';
import { demoMeetings, memoryDirectory, type TestClient, useSignalling } from './test-kit';
import type { ServerMessage } from './types';

const OPEN_MEETING = '100000001';
const TYPES = ['LOGIN', 'START', 'RTC', 'KEEP_ALIVE', 'CHAT', 'MEDIA_STATE', 'HELLO', '', 'login'];
/** How many frames a flooding client sends as fast as it can. */
const FLOOD = 3_000;

/** Resolves once `client` has received `count` frames in all (or rejects after `timeoutMs`). */
async function receivedAtLeast(client: TestClient, count: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (client.received.length < count) {
    if (Date.now() > deadline || client.closed)
      throw new Error(`got ${client.received.length} of ${count} frames`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A frame shaped like a client message, with any field of any type: what a buggy or hostile client sends. */
const anyFrame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        type: fc.constantFrom(...TYPES),
        meetingId: fc.oneof(fc.constant(OPEN_MEETING), fc.string({ maxLength: 12 }), fc.integer()),
        userFullName: fc.oneof(fc.string({ maxLength: 80 }), fc.constant(null)),
        id: fc.oneof(fc.string({ minLength: 8, maxLength: 40 }), fc.integer()),
        dest: fc.oneof(fc.constant('gateway'), fc.string({ maxLength: 10 })),
        data: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant({ candidate: null })),
        text: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        audio: fc.oneof(fc.boolean(), fc.string({ maxLength: 4 })),
        video: fc.oneof(fc.boolean(), fc.constant(null)),
      },
      { requiredKeys: ['type'] },
    )
    .map((frame) => JSON.stringify(frame)),
);

describe('signalling robustness', () => {
  const kit = useSignalling(memoryDirectory(demoMeetings()), { maxParticipants: 50 });
  const { open } = kit;
  /** A well-behaved guest in the open meeting, connected to chat and keep alive. */
  const bystander = async (name = 'Bystander') => {
    const guest = await open();
    assert.equal((await guest.login(OPEN_MEETING, name)).error, null);
    return guest;
  };
  /** The bystander still gets answers: a keep-alive round trip. */
  const stillServed = async (guest: TestClient) => {
    const from = guest.received.length;
    guest.send({ type: 'KEEP_ALIVE' });
    const answer = () => guest.received.slice(from).find((m) => m.type === 'RESPONSE_KEEP_ALIVE');
    for (let waited = 0; !answer(); waited += 10) {
      if (waited > 10_000 || guest.closed) assert.fail(`no keep-alive answer; got ${guest.types()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(answer()?.error, null);
  };

  test('random frames: each one is answered, every answer follows the schema, the socket stays open', async () => {
    const fuzzer = await open();
    const guest = await bystander();
    const frames = fc.sample(anyFrame, { numRuns: 400, seed: 20_261_124 });
    for (const frame of frames) fuzzer.send(frame);
    // A frame that happens to be a valid LOGIN or START may add a PARTICIPANTS or RTC frame: at least one each.
    await receivedAtLeast(fuzzer, frames.length);
    assert.equal(fuzzer.closed, false);
    await stillServed(fuzzer);
    await stillServed(guest);
  });

  test('frames out of order are refused with 1004 in their own answer, before and after LOGIN', async () => {
    const guest = await open();
    const early: [object, ServerMessage['type']][] = [
      [{ type: 'START' }, 'RESPONSE_START'],
      [{ type: 'RTC', dest: 'gateway', meetingId: OPEN_MEETING, data: { candidate: null } }, 'RESPONSE_RTC'],
      [{ type: 'CHAT', text: 'hello' }, 'RESPONSE_CHAT'],
      [{ type: 'MEDIA_STATE', audio: false, video: true }, 'RESPONSE_MEDIA_STATE'],
    ];
    for (const [frame, answer] of early) {
      guest.send(frame);
      assert.equal(((await guest.next(answer)) as { error: unknown }).error, 1004, JSON.stringify(frame));
    }
    assert.equal((await guest.login(OPEN_MEETING)).error, null);
    assert.equal((await guest.login(OPEN_MEETING)).error, 1004, 'a second LOGIN on one socket');
    // An answer, a candidate and an ICE restart before START: no peer connection to give them to.
    const sdp = { type: 'answer', sdp: 'v=0\r\n' };
    for (const data of [{ sdp }, { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host' } }]) {
      guest.send({ type: 'RTC', dest: 'gateway', meetingId: OPEN_MEETING, data });
      assert.equal((await guest.next('RESPONSE_RTC')).error, 1004);
    }
    guest.send({ type: 'RTC', dest: 'someone-else', meetingId: OPEN_MEETING, data: { candidate: null } });
    assert.equal((await guest.next('RESPONSE_RTC')).error, 1004, 'RTC to another participant');
    await stillServed(guest);
  });

  test('a garbage SDP answer to the gateway’s offer is refused and the meeting goes on', async () => {
    const guest = await bystander('Answers garbage');
    const other = await bystander();
    guest.send({ type: 'START' });
    assert.equal((await guest.next('RESPONSE_START')).error, null);
    await guest.next('RTC', 10_000); // the gateway's offer
    const answers = ['', 'v=0', 'garbage\r\nm=video 9 RTP/AVP 0\r\n', 'x'.repeat(20_000)];
    for (const sdp of answers) {
      guest.send({
        type: 'RTC',
        dest: 'gateway',
        meetingId: OPEN_MEETING,
        data: { sdp: { type: 'answer', sdp } },
      });
      assert.equal((await guest.next('RESPONSE_RTC', 10_000)).error, 1004, `answer ${sdp.slice(0, 20)}`);
    }
    guest.send({
      type: 'RTC',
      dest: 'gateway',
      meetingId: OPEN_MEETING,
      data: { sdp: { type: 'offer', sdp: 'v=0' } },
    });
    assert.equal((await guest.next('RESPONSE_RTC', 10_000)).error, 1004, 'an offer instead of an answer');
    await stillServed(guest);
    await stillServed(other);
  });

  test('binary frames and frames of odd encodings are refused with an ERROR, not a crash', async () => {
    const guest = await open();
    const frames: (Buffer | string)[] = [
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      Buffer.from(JSON.stringify({ type: 'KEEP_ALIVE' }), 'utf16le'),
      '\u0000',
      '"KEEP_ALIVE"',
      'null',
      '{"type":{"toString":"KEEP_ALIVE"}}',
      '{"type":"toString"}',
      '{"type":"hasOwnProperty"}',
      '{"type":"constructor"}',
      '{"type":"__proto__"}',
      '{"type":"KEEP_ALIVE","__proto__":{"polluted":true}}',
    ];
    for (const frame of frames) guest.socket.send(frame);
    await receivedAtLeast(guest, frames.length);
    assert.deepEqual(
      guest.received.map((message) => message.type),
      [...frames.slice(1).map(() => 'ERROR'), 'RESPONSE_KEEP_ALIVE'],
    );
    assert.equal(({} as { polluted?: boolean }).polluted, undefined, 'no prototype pollution');
    await stillServed(guest);
  });

  test('frames just under and over the size limit: the first refused politely, the second closes only that socket', async () => {
    const guest = await bystander();
    const big = await open();
    big.send({ type: 'CHAT', text: 'y'.repeat(MAX_FRAME_BYTES + 10) });
    assert.equal((await big.next('ERROR')).error, 1004);
    const closed = new Promise<number>((resolve) => big.socket.once('close', resolve));
    big.send('z'.repeat(MAX_FRAME_BYTES * 4 + 1));
    assert.equal(await closed, 1009);
    await stillServed(guest);
  });

  test(`a flood of ${FLOOD} frames from one guest is answered in full while the others keep being served`, async () => {
    const flooder = await bystander('Flooder');
    const guest = await bystander();
    for (let i = 0; i < FLOOD; i += 1) flooder.send(i % 3 === 0 ? '{oops' : { type: 'KEEP_ALIVE' });
    await stillServed(guest);
    await receivedAtLeast(flooder, FLOOD + 1, 30_000);
    const answers = flooder.received.filter((m) => m.type === 'RESPONSE_KEEP_ALIVE' || m.type === 'ERROR');
    assert.equal(answers.length, FLOOD);
    assert.equal(flooder.closed, false);
  });

  test('a chat flood reaches the other guests in order, then everyone is still served', async () => {
    const flooder = await bystander('Chatty');
    const guest = await bystander();
    for (let i = 0; i < 500; i += 1) flooder.send({ type: 'CHAT', text: `message ${i}` });
    await receivedAtLeast(guest, 1 + 500, 30_000);
    const texts = guest.received.flatMap((m) => (m.type === 'CHAT' ? [m.text] : []));
    assert.deepEqual(
      texts,
      Array.from({ length: 500 }, (_, i) => `message ${i}`),
    );
    await stillServed(flooder);
    await stillServed(guest);
  });

  test('sockets dropped abruptly, mid-LOGIN or mid-START, leave no guest behind and break nobody', async () => {
    const guest = await bystander();
    const sockets = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const socket = new WebSocket(`ws://127.0.0.1:${kit.server.port}/meet/webrtcsignaling`);
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        socket.send(
          JSON.stringify({
            type: 'LOGIN',
            meetingId: OPEN_MEETING,
            userFullName: `Ghost ${i}`,
            id: `ghost-${i}-xyz`,
            ticket: issueJoinTicket(OPEN_MEETING),
          }),
        );
        if (i % 2 === 0) socket.send(JSON.stringify({ type: 'START' }));
        return socket;
      }),
    );
    for (const socket of sockets) socket.terminate();
    const ghostsGone = () =>
      kit.server.signalling
        .visits(OPEN_MEETING)
        .filter((visit) => visit.name.startsWith('Ghost'))
        .every((visit) => visit.leaveTime !== null);
    while (!ghostsGone()) await new Promise((resolve) => setTimeout(resolve, 20));
    await stillServed(guest);
    // The meeting holds 50: with the bystander in, 49 newcomers fit only if no ghost kept a seat.
    const newcomers = await Promise.all(Array.from({ length: 49 }, () => open()));
    const logins = await Promise.all(
      newcomers.map((client, i) => client.login(OPEN_MEETING, `Newcomer ${i}`)),
    );
    assert.deepEqual(
      logins.filter((login) => login.error !== null),
      [],
    );
  });
});
