// Raised hands and reactions: carried by HAND and REACTION, shown to everyone, refused without the chat right,
// before approval or malformed, and reactions limited per guest.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REACTION_LIMIT, REACTION_WINDOW_MS } from './gestures';
import { demoMeetings, memoryDirectory, type TestClient, useSignalling } from './test-kit';
import type { ServerMessage } from './types';

const OPEN = '100000001';
const APPROVAL = '100000002';
const NO_CHAT = '100000009';

type Roster = Extract<ServerMessage, { type: 'PARTICIPANTS' }>['participants'];

describe('raised hands and reactions', () => {
  let clock = Date.now();
  const kit = useSignalling(memoryDirectory(demoMeetings()), { now: () => clock });
  const { open } = kit;
  const started = async (meetingId: string, name: string) => {
    const { client, login } = await kit.started(meetingId, name);
    return { client, id: login.participantId ?? '' };
  };
  /** The latest roster `client` received that satisfies `ready`. */
  const roster = async (client: TestClient, ready: (list: Roster) => boolean): Promise<Roster> => {
    for (let waited = 0; waited < 5000; waited += 20) {
      const lists = client.received.filter((m) => m.type === 'PARTICIPANTS');
      const last = lists.at(-1);
      if (last?.type === 'PARTICIPANTS' && ready(last.participants)) return last.participants;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.fail(`no such PARTICIPANTS; got ${client.types()}`);
  };

  test('a raised hand reaches everyone in PARTICIPANTS with the time raised, and lowering it clears it', async () => {
    const ada = await started(OPEN, 'Ada');
    const bob = await started(OPEN, 'Bob');
    await roster(bob.client, (list) => list.length === 2);
    clock += 1000;
    ada.client.send({ type: 'HAND', raised: true });
    assert.equal((await ada.client.next('RESPONSE_HAND')).error, null);
    const raised = await roster(bob.client, (list) => list.some((p) => p.hand));
    assert.deepEqual(
      raised.filter((p) => p.hand).map((p) => [p.id, p.hand]),
      [[ada.id, new Date(clock).toISOString()]],
    );
    ada.client.send({ type: 'HAND', raised: false });
    assert.equal((await ada.client.next('RESPONSE_HAND')).error, null);
    await roster(bob.client, (list) => list.length === 2 && list.every((p) => p.hand === undefined));
  });

  test('hands keep the order they were raised in; raising a raised hand again keeps its place', async () => {
    const ada = await started(OPEN, 'Ada');
    const bob = await started(OPEN, 'Bob');
    clock += 1000;
    bob.client.send({ type: 'HAND', raised: true });
    await bob.client.next('RESPONSE_HAND');
    clock += 1000;
    ada.client.send({ type: 'HAND', raised: true });
    await ada.client.next('RESPONSE_HAND');
    clock += 1000;
    bob.client.send({ type: 'HAND', raised: true });
    await bob.client.next('RESPONSE_HAND');
    const list = await roster(ada.client, (entries) => entries.filter((p) => p.hand).length === 2);
    const hands = list.filter((p) => p.hand).sort((a, b) => (a.hand ?? '').localeCompare(b.hand ?? ''));
    assert.deepEqual(
      hands.map((p) => p.id),
      [bob.id, ada.id],
    );
  });

  test('a reaction is relayed to everyone, its sender included, with the sender and the time', async () => {
    const ada = await started(OPEN, 'Ada');
    const bob = await started(OPEN, 'Bob');
    ada.client.send({ type: 'REACTION', reaction: 'clap' });
    assert.equal((await ada.client.next('RESPONSE_REACTION')).error, null);
    for (const client of [ada.client, bob.client]) {
      const reaction = await client.next('REACTION');
      assert.deepEqual(
        [reaction.from, reaction.name, reaction.reaction, reaction.time],
        [ada.id, 'Ada', 'clap', new Date(clock).toISOString()],
      );
    }
  });

  test(`more than ${REACTION_LIMIT} reactions in ${REACTION_WINDOW_MS / 1000} s are refused with 1004 and reach nobody; later ones pass`, async () => {
    const ada = await started(OPEN, 'Ada');
    const bob = await started(OPEN, 'Bob');
    for (let i = 0; i <= REACTION_LIMIT; i++) ada.client.send({ type: 'REACTION', reaction: 'heart' });
    const answers = [];
    for (let i = 0; i <= REACTION_LIMIT; i++)
      answers.push((await ada.client.next('RESPONSE_REACTION')).error);
    assert.deepEqual(answers, [...Array(REACTION_LIMIT).fill(null), 1004]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(bob.client.received.filter((m) => m.type === 'REACTION').length, REACTION_LIMIT);
    clock += REACTION_WINDOW_MS;
    ada.client.send({ type: 'REACTION', reaction: 'party' });
    assert.equal((await ada.client.next('RESPONSE_REACTION')).error, null);
  });

  test('without the chat right HAND and REACTION are refused with 1005 and change nothing', async () => {
    const quiet = await started(NO_CHAT, 'Quiet');
    quiet.client.send({ type: 'HAND', raised: true });
    assert.equal((await quiet.client.next('RESPONSE_HAND')).error, 1005);
    quiet.client.send({ type: 'REACTION', reaction: 'laugh' });
    assert.equal((await quiet.client.next('RESPONSE_REACTION')).error, 1005);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(
      quiet.client.received.some((m) => m.type === 'REACTION'),
      false,
    );
    for (const message of quiet.client.received)
      if (message.type === 'PARTICIPANTS') assert.ok(message.participants.every((p) => p.hand === undefined));
  });

  test('a waiting guest may neither raise a hand nor react (1004)', async () => {
    const guest = await open();
    assert.equal((await guest.login(APPROVAL, 'Waiting')).info, 'WAITING');
    guest.send({ type: 'HAND', raised: true });
    assert.equal((await guest.next('RESPONSE_HAND')).error, 1004);
    guest.send({ type: 'REACTION', reaction: 'thumbsUp' });
    assert.equal((await guest.next('RESPONSE_REACTION')).error, 1004);
  });

  test('malformed HAND and REACTION frames are answered in their own terms with 1004', async () => {
    const { client } = await started(OPEN, 'Ada');
    for (const frame of [
      { type: 'HAND' },
      { type: 'HAND', raised: 'yes' },
      { type: 'HAND', raised: true, x: 1 },
    ]) {
      client.send(frame);
      assert.equal((await client.next('RESPONSE_HAND')).error, 1004);
    }
    for (const frame of [
      { type: 'REACTION' },
      { type: 'REACTION', reaction: 'poo' },
      { type: 'REACTION', reaction: '<b>' },
    ]) {
      client.send(frame);
      assert.equal((await client.next('RESPONSE_REACTION')).error, 1004);
    }
  });
});
