// A soak: the reference server under mixed API and signalling load for two minutes, at a modest rate on
// loopback. Nothing may fail, and the heap after a full collection may not keep growing. The load is paced by
// its own answers (one round at a time), so a slow, shared machine only makes it lighter, never flaky.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { issueJoinTicket } from '../auth/join-tickets';
import { ADMIN, startTestServer, TestClient, USER } from './helpers';

const SOAK_MS = 120_000;
/** The first samples are taken while caches, prepared statements and JIT warm up: not compared. */
const WARM_UP_MS = 20_000;
const SAMPLE_EVERY_MS = 5_000;
const ROUND_PAUSE_MS = 200;
const MEETING = '100000001';
/** Guests that stay all along; one more comes and goes every round (the meeting takes 8). */
const STAYING_GUESTS = 5;
/** Growth of the heap's late median over its early median, beyond which memory is not flat. */
const MAX_GROWTH_MB = 40;
const MAX_GROWTH_RATIO = 1.3;

setFlagsFromString('--expose-gc');
/** A full collection, so that the heap samples show what is kept, not what is waiting to be collected. */
const gc = runInNewContext('gc') as () => void;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A guest of the signalling server that counts what goes wrong. */
class Guest {
  private socket: WebSocket | undefined;
  private answers: ((message: { type: string; error?: unknown }) => void)[] = [];
  leaving = false;

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly errors: string[],
  ) {}

  async join(): Promise<void> {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; error?: unknown };
      if (message.type === 'ERROR' || message.type === 'END')
        this.errors.push(`${this.name}: ${message.type}`);
      if (message.type.startsWith('RESPONSE_')) this.answers.shift()?.(message);
    });
    socket.on('error', (error) => this.errors.push(`${this.name}: ${error.message}`));
    socket.on('close', (code) => {
      if (!this.leaving) this.errors.push(`${this.name}: closed ${code}`);
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await this.ask({
      type: 'LOGIN',
      meetingId: MEETING,
      userFullName: this.name,
      id: `soak-${this.name.replace(/\W/g, '-').toLowerCase()}`,
      ticket: issueJoinTicket(MEETING),
    });
  }

  /** Sends a frame and checks its answer has no error. */
  async ask(frame: object): Promise<void> {
    const answer = new Promise<{ type: string; error?: unknown }>((resolve) => this.answers.push(resolve));
    this.socket?.send(JSON.stringify(frame));
    const { type, error } = await answer;
    if (error !== null) this.errors.push(`${this.name}: ${type} ${String(error)}`);
  }

  leave(): Promise<void> {
    this.leaving = true;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.close(1000);
    });
  }
}

describe('soak: two minutes of mixed API and signalling load', () => {
  let server: Server;

  before(async () => {
    server = await startTestServer({ seedUsers: 2_000 });
  });
  after(() => server.close());

  test('no error, and the heap stays flat', { timeout: SOAK_MS + 120_000 }, async () => {
    const errors: string[] = [];
    const admin = new TestClient(server.url);
    const user = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
    assert.equal((await user.signIn(USER.email, USER.password)).status, 200);
    const signallingUrl = `${server.url.replace(/^http/, 'ws')}/meet/webrtcsignaling`;
    const staying = Array.from(
      { length: STAYING_GUESTS },
      (_, i) => new Guest(signallingUrl, `Staying ${i}`, errors),
    );
    await Promise.all(staying.map((guest) => guest.join()));

    const expect = async (what: string, answer: Promise<{ status: number; text: string }>, status = 200) => {
      const { status: got, text } = await answer;
      if (got !== status) errors.push(`${what}: ${got} ${text.slice(0, 100)}`);
    };
    const samples: { at: number; heapMb: number }[] = [];
    const started = Date.now();
    let nextSample = started;
    let rounds = 0;
    while (Date.now() - started < SOAK_MS && errors.length < 20) {
      rounds += 1;
      // The API: public settings, the user's own data and a profile save, an administrator's list and export.
      await expect('settings', user.call('GET', 'v1/settings'));
      await expect('me', user.call('GET', 'web/users/me'));
      await expect(
        'profile',
        user.call('PATCH', 'web/users/me', {
          json: {
            firstName: `Soak ${rounds % 7}`,
            lastName: 'User',
            language: 'en',
            timeZoneId: 'Europe/Prague',
          },
        }),
      );
      await expect(
        'users page',
        admin.call('GET', 'web/admin/users', {
          query: { page: 1 + (rounds % 20), size: 50, sort: 'lastName' },
        }),
      );
      if (rounds % 10 === 0) await expect('users export', admin.call('GET', 'web/admin/users/export'));
      // A user created and deleted again: rows, search index and mails come and go.
      const created = await admin.call('POST', 'web/admin/users', {
        json: {
          email: `soak${rounds}@soak.example.org`,
          firstName: 'Soak',
          lastName: `Round ${rounds}`,
          language: 'en',
        },
      });
      const id = (created.body as { id?: number } | undefined)?.id;
      if (created.status !== 200 && created.status !== 201)
        errors.push(`create: ${created.status} ${created.text}`);
      else await expect('delete', admin.call('DELETE', `web/admin/users/${id}`), 204);
      // The signalling: keep-alives and a chat from those who stay, one guest who comes and goes.
      await Promise.all(staying.map((guest) => guest.ask({ type: 'KEEP_ALIVE' })));
      await staying[rounds % STAYING_GUESTS]?.ask({ type: 'CHAT', text: `round ${rounds}` });
      const visitor = new Guest(signallingUrl, `Visitor ${rounds % 100}`, errors);
      await visitor.join();
      await visitor.ask({ type: 'MEDIA_STATE', audio: rounds % 2 === 0, video: true });
      await visitor.leave();
      if (Date.now() >= nextSample) {
        gc();
        samples.push({ at: Date.now() - started, heapMb: process.memoryUsage().heapUsed / 1024 / 1024 });
        nextSample += SAMPLE_EVERY_MS;
      }
      await new Promise((resolve) => setTimeout(resolve, ROUND_PAUSE_MS));
    }
    await Promise.all(staying.map((guest) => guest.leave()));

    console.log(
      `soak: ${rounds} rounds; heap MB after GC ${samples.map((s) => s.heapMb.toFixed(1)).join(' ')}`,
    );
    assert.deepEqual(errors, []);
    assert.ok(rounds >= 20, `only ${rounds} rounds of load in two minutes`);
    const measured = samples.filter((sample) => sample.at >= WARM_UP_MS);
    assert.ok(measured.length >= 6, `only ${measured.length} heap samples`);
    const third = Math.floor(measured.length / 3);
    const early = median(measured.slice(0, third).map((s) => s.heapMb));
    const late = median(measured.slice(-third).map((s) => s.heapMb));
    const report = `heap ${early.toFixed(1)} MB early, ${late.toFixed(1)} MB late, over ${rounds} rounds`;
    assert.ok(late - early < MAX_GROWTH_MB || late < early * MAX_GROWTH_RATIO, report);
  });
});
