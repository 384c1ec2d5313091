// A guest's rights (spec 3 "user rights video, talk, share, chat"): sent with the admission, enforced by the
// server for chat and screen sharing, and a malformed screen state refused.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decide } from './index';
import { demoMeetings, memoryDirectory, type TestClient, useSignalling } from './test-kit';

const ALL = { video: true, talk: true, share: true, chat: true };
const RESTRICTED = '100000009';

describe('guest rights', () => {
  const { open, started } = useSignalling(memoryDirectory(demoMeetings()));

  test('an approved login carries every right by default; a meeting that denies some sends them false', async () => {
    assert.deepEqual((await (await open()).login('100000001')).rights, ALL);
    assert.deepEqual((await (await open()).login(RESTRICTED)).rights, {
      ...ALL,
      talk: false,
      share: false,
      chat: false,
    });
  });

  test('a waiting guest learns no rights until the host approves, and then with the approval', async () => {
    const guest = await open();
    const login = await guest.login('100000002', 'Grace Hopper');
    assert.equal(login.info, 'WAITING');
    assert.equal(login.rights, undefined);
    decide('100000002', login.participantId ?? '', 'APPROVED');
    const status = await guest.next('MEETING_ATTENDEE_REQUEST_STATUS');
    assert.deepEqual([status.info, status.rights], ['APPROVED', ALL]);
  });

  test('CHAT without the chat right is refused with 1005 and reaches nobody', async () => {
    const { client } = await started(RESTRICTED, 'Quiet Guest');
    client.send({ type: 'CHAT', text: 'Hello' });
    assert.equal((await client.next('RESPONSE_CHAT')).error, 1005);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(
      client.received.some((message) => message.type === 'CHAT'),
      false,
    );
  });

  test('a screen share without the share right is refused with 1005 and never announced', async () => {
    const { client, login } = await started(RESTRICTED, 'No Sharer');
    client.send({ type: 'MEDIA_STATE', audio: true, video: true, screen: true });
    assert.equal((await client.next('RESPONSE_MEDIA_STATE')).error, 1005);
    const lists = client.received.filter((message) => message.type === 'PARTICIPANTS');
    for (const list of lists)
      if (list.type === 'PARTICIPANTS')
        assert.equal(list.participants.find(({ id }) => id === login.participantId)?.screen, false);
  });

  test('without the talk right the others see the guest’s microphone as off, whatever MEDIA_STATE says', async () => {
    const { client, login } = await started(RESTRICTED, 'Listener');
    client.send({ type: 'MEDIA_STATE', audio: true, video: true, screen: false });
    assert.equal((await client.next('RESPONSE_MEDIA_STATE')).error, null);
    const { participants } = await client.next('PARTICIPANTS');
    assert.deepEqual(
      participants.filter(({ id }) => id === login.participantId).map(({ audio, video }) => [audio, video]),
      [[false, true]],
    );
  });

  test('MEDIA_STATE screen is announced to everyone in PARTICIPANTS, and its end too', async () => {
    const ada = await started('100000001', 'Ada');
    const bob = await started('100000001', 'Bob');
    const adaId = ada.login.participantId;
    ada.client.send({ type: 'MEDIA_STATE', audio: true, video: true, screen: true });
    assert.equal((await ada.client.next('RESPONSE_MEDIA_STATE')).error, null);
    const sharing = async (client: TestClient, expected: boolean) => {
      for (;;) {
        const { participants } = await client.next('PARTICIPANTS');
        if (participants.find(({ id }) => id === adaId)?.screen === expected) return;
      }
    };
    await Promise.all([sharing(ada.client, true), sharing(bob.client, true)]);
    ada.client.send({ type: 'MEDIA_STATE', audio: true, video: true, screen: false });
    await Promise.all([sharing(ada.client, false), sharing(bob.client, false)]);
  });

  test('a malformed screen state is refused with 1004 and changes nothing', async () => {
    const { client, login } = await started('100000001', 'Mallory');
    for (const screen of ['yes', 1, null]) {
      client.send({ type: 'MEDIA_STATE', audio: true, video: true, screen });
      const answer = await client.next('RESPONSE_MEDIA_STATE');
      assert.equal(answer.error, 1004);
      assert.match(answer.message ?? '', /screen/);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const last = client.received.filter((message) => message.type === 'PARTICIPANTS').at(-1);
    assert.equal(
      last?.type === 'PARTICIPANTS' && last.participants.find(({ id }) => id === login.participantId)?.screen,
      false,
    );
  });
});
