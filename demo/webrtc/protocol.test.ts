// Host approval, START, RTC, KEEP_ALIVE, CHAT, meeting end, and malformed frames (spec 4, 6, 7).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decide, listWaiting } from './index';
import { MAX_FRAME_BYTES } from './schema';
import { demoMeetings, memoryDirectory, useSignalling } from './test-kit';
import type { DirectoryMeeting } from './types';

describe('signalling protocol', () => {
  const directory = memoryDirectory(demoMeetings());
  const { open } = useSignalling(
    () => {
      const soon: DirectoryMeeting = {
        ...(demoMeetings()[0] as DirectoryMeeting),
        id: '100000006',
        state: 'scheduled',
      };
      soon.startDate = new Date(Date.now() + 30_000).toISOString();
      directory.list.push(soon, { ...soon, id: '100000007', state: 'started', subject: 'To be ended' });
      return directory;
    },
    { sweepMs: 100 },
  );

  test('a guest of a meeting requiring approval waits, is listed for the host, and is told when approved', async () => {
    const guest = await open();
    const login = await guest.login('100000002', 'Grace Hopper');
    assert.equal(login.info, 'WAITING');
    assert.deepEqual(
      listWaiting('100000002').map(({ id, name }) => ({ id, name })),
      [{ id: login.participantId, name: 'Grace Hopper' }],
    );
    guest.send({ type: 'START' });
    assert.equal((await guest.next('RESPONSE_START')).error, 1004, 'START before approval is refused');
    assert.equal(decide('100000002', login.participantId ?? '', 'APPROVED'), true);
    assert.equal((await guest.next('MEETING_ATTENDEE_REQUEST_STATUS')).info, 'APPROVED');
    assert.deepEqual(listWaiting('100000002'), []);
  });

  test('a rejected guest is told REJECTED and may not start', async () => {
    const guest = await open();
    const login = await guest.login('100000002', 'Mallory');
    assert.equal(decide('100000002', login.participantId ?? '', 'REJECTED'), true);
    assert.equal((await guest.next('MEETING_ATTENDEE_REQUEST_STATUS')).info, 'REJECTED');
    guest.send({ type: 'START' });
    assert.equal((await guest.next('RESPONSE_START')).error, 1004);
    assert.equal(
      decide('100000002', 'nobody', 'APPROVED'),
      false,
      'deciding on no waiting guest does nothing',
    );
  });

  test('an approved guest who reconnects with the same client ID is approved at once', async () => {
    const first = await open();
    const login = await first.login('100000002', 'Katherine Johnson', 'kj-client-0001');
    decide('100000002', login.participantId ?? '', 'APPROVED');
    await first.next('MEETING_ATTENDEE_REQUEST_STATUS');
    await first.close();
    assert.equal(
      (await (await open()).login('100000002', 'Katherine Johnson', 'kj-client-0001')).info,
      'APPROVED',
    );
  });

  test('START sent right after LOGIN, before its answer, is read after it: accepted once logged in, refused (1004) after a refused login or while waiting', async () => {
    /** LOGIN then START at once; the answers to both, in order. */
    const loginAndStart = async (meetingId: string, name: string) => {
      const guest = await open();
      const login = guest.login(meetingId, name);
      guest.send({ type: 'START' });
      return [(await login).info ?? (await login).error, (await guest.next('RESPONSE_START')).error];
    };
    assert.deepEqual(await loginAndStart('100000001', 'Ada Lovelace'), ['APPROVED', null]);
    assert.deepEqual(await loginAndStart('100000001', ' '), ['INVALID_USER_FULL_NAME', 1004]);
    assert.deepEqual(await loginAndStart('100000002', 'Grace Hopper'), ['WAITING', 1004]);
  });

  test('START in a started meeting answers timeToStart 0, then the first RTC is the gateway offer', async () => {
    const guest = await open();
    const login = await guest.login('100000001');
    guest.send({ type: 'START', meetingId: '100000001' });
    const start = await guest.next('RESPONSE_START');
    assert.deepEqual([start.error, start.timeToStart], [null, 0]);
    const rtc = await guest.next('RTC', 5000);
    assert.equal(rtc.dest, login.participantId);
    assert.equal(rtc.from, 'gateway');
    assert.ok('sdp' in rtc.data && rtc.data.sdp.type === 'offer', 'the server makes the offer');
    assert.match('sdp' in rtc.data ? rtc.data.sdp.sdp : '', /a=rtpmap:\d+ VP8\/90000/);
    const participants = await guest.next('PARTICIPANTS');
    assert.deepEqual(participants.participants, [
      { id: login.participantId, name: 'Ada Lovelace', audio: true, video: true, screen: false },
    ]);
  });

  test('START before the start date answers the seconds left in timeToStart', async () => {
    const guest = await open();
    assert.equal((await guest.login('100000006')).error, null);
    guest.send({ type: 'START' });
    const start = await guest.next('RESPONSE_START');
    assert.equal(start.error, null);
    assert.ok(start.timeToStart >= 1 && start.timeToStart <= 30, `timeToStart ${start.timeToStart}`);
  });

  test('RTC must go to the gateway of the guest’s own meeting', async () => {
    const guest = await open();
    await guest.login('100000001');
    guest.send({ type: 'RTC', dest: 'someone', meetingId: '100000001', data: { candidate: null } });
    assert.equal((await guest.next('RESPONSE_RTC')).error, 1004);
    guest.send({
      type: 'RTC',
      dest: 'gateway',
      meetingId: '100000001',
      data: { sdp: { type: 'answer', sdp: 'v=0' } },
    });
    assert.equal((await guest.next('RESPONSE_RTC')).error, 1004, 'an answer without START has no peer');
  });

  test('a garbled answer or candidate after START is refused with 1004, and the server keeps serving', async () => {
    const guest = await open();
    await guest.login('100000001');
    guest.send({ type: 'START' });
    await guest.next('RTC', 5000);
    const rtc = (data: object) => guest.send({ type: 'RTC', dest: 'gateway', meetingId: '100000001', data });
    rtc({ sdp: { type: 'answer', sdp: 'v=0\r\nthis is not sdp' } });
    assert.equal((await guest.next('RESPONSE_RTC')).error, 1004);
    rtc({ candidate: { candidate: 'candidate:garbage', sdpMid: '0', sdpMLineIndex: 0 } });
    await guest.next('RESPONSE_RTC');
    rtc({ sdp: { type: 'offer', sdp: 'v=0' } });
    assert.equal((await guest.next('RESPONSE_RTC')).error, 1004, 'the gateway makes the offers');
    guest.send({ type: 'KEEP_ALIVE' });
    assert.equal((await guest.next('RESPONSE_KEEP_ALIVE')).error, null);
    assert.equal((await (await open()).login('100000001', 'Next Guest')).error, null);
  });

  test('KEEP_ALIVE is answered with RESPONSE_KEEP_ALIVE, logged in or not', async () => {
    const guest = await open();
    guest.send({ type: 'KEEP_ALIVE' });
    assert.equal((await guest.next('RESPONSE_KEEP_ALIVE')).error, null);
  });

  test('CHAT is relayed to every approved guest of the meeting, its sender included', async () => {
    const [ada, bob] = [await open(), await open()];
    const adaLogin = await ada.login('100000001', 'Ada');
    await bob.login('100000001', 'Bob');
    ada.send({ type: 'CHAT', text: 'Hello <b>all</b>' });
    assert.equal((await ada.next('RESPONSE_CHAT')).error, null);
    for (const client of [ada, bob]) {
      const chat = await client.next('CHAT');
      assert.deepEqual(
        [chat.from, chat.name, chat.text],
        [adaLogin.participantId, 'Ada', 'Hello <b>all</b>'],
      );
    }
  });

  test('MEDIA_STATE is refused before approval; after it, everyone in the meeting sees the state in PARTICIPANTS', async () => {
    const waiting = await open();
    await waiting.login('100000002', 'Grace');
    waiting.send({ type: 'MEDIA_STATE', audio: false, video: true });
    assert.equal((await waiting.next('RESPONSE_MEDIA_STATE')).error, 1004);
    const [ada, bob] = [await open(), await open()];
    const adaId = (await ada.login('100000001', 'Ada')).participantId;
    await bob.login('100000001', 'Bob');
    for (const client of [ada, bob]) {
      client.send({ type: 'START' });
      await client.next('RESPONSE_START');
    }
    ada.send({ type: 'MEDIA_STATE', audio: false, video: true });
    assert.equal((await ada.next('RESPONSE_MEDIA_STATE')).error, null);
    for (const client of [ada, bob]) {
      let ada: unknown;
      // Earlier lists (each START) come first; the one after MEDIA_STATE says Ada's microphone is off.
      while (!ada) {
        const { participants } = await client.next('PARTICIPANTS');
        ada = participants.find(({ id, audio, video }) => id === adaId && !audio && video);
      }
      const last = client.received.filter((message) => message.type === 'PARTICIPANTS').at(-1);
      assert.deepEqual(
        last?.type === 'PARTICIPANTS' &&
          last.participants.map(({ name, audio, video }) => [name, audio, video]),
        [
          ['Ada', false, true],
          ['Bob', true, true],
        ],
      );
    }
  });

  test('a guest is sent END 1009 when the meeting ends, and the socket closes', async () => {
    const guest = await open();
    assert.equal((await guest.login('100000007')).error, null);
    const meeting = directory.list.find((m) => m.id === '100000007');
    if (meeting) meeting.state = 'stopped';
    assert.equal((await guest.next('END')).error, 1009);
    await new Promise((resolve) => (guest.closed ? resolve(null) : guest.socket.once('close', resolve)));
  });

  const malformed: [string, string | object, string][] = [
    ['a frame that is not JSON', '{"type": "LOGIN",', 'ERROR'],
    ['a JSON array', '[1, 2]', 'ERROR'],
    ['an unknown type', { type: 'HELLO' }, 'ERROR'],
    ['a LOGIN without meetingId', { type: 'LOGIN', userFullName: 'Ada', id: 'abcdefgh12' }, 'RESPONSE_LOGIN'],
    [
      'a LOGIN with extra fields',
      { type: 'LOGIN', meetingId: '1', userFullName: 'A', id: 'abcdefgh12', x: 1 },
      'RESPONSE_LOGIN',
    ],
    ['a START with a bad meetingId', { type: 'START', meetingId: '../etc' }, 'RESPONSE_START'],
    ['an RTC without data', { type: 'RTC', dest: 'gateway', meetingId: '100000001' }, 'RESPONSE_RTC'],
    [
      'an RTC asking for an ICE restart with false',
      { type: 'RTC', dest: 'gateway', meetingId: '100000001', data: { iceRestart: false } },
      'RESPONSE_RTC',
    ],
    ['a CHAT of 2001 characters', { type: 'CHAT', text: 'x'.repeat(2001) }, 'RESPONSE_CHAT'],
    ['an oversized frame', { type: 'CHAT', text: 'x'.repeat(MAX_FRAME_BYTES) }, 'ERROR'],
  ];
  for (const [what, frame, answer] of malformed) {
    test(`${what} is answered with error 1004 (${answer}) and the socket stays usable`, async () => {
      const guest = await open();
      guest.send(frame);
      const reply = await guest.next(answer as 'ERROR');
      assert.equal(reply.error, 1004);
      guest.send({ type: 'KEEP_ALIVE' });
      assert.equal((await guest.next('RESPONSE_KEEP_ALIVE')).error, null);
    });
  }

  test('a frame past four times the limit closes the socket with 1009 instead of crashing the server', async () => {
    const guest = await open();
    const code = new Promise((resolve) => guest.socket.once('close', resolve));
    guest.send('x'.repeat(MAX_FRAME_BYTES * 4 + 1));
    assert.equal(await code, 1009);
    assert.equal((await (await open()).login('100000001')).error, null, 'the server still answers');
  });
});
