import { expect } from '@open-wc/testing';
import { hashPasswordInWorker, passwordForLogin } from './hash-client';
import { hashPassword } from './password';

const EXAMPLE = 'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7';

describe('password hashing in a Web Worker', () => {
  const started: string[] = [];
  const RealWorker = globalThis.Worker;
  before(() => {
    globalThis.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(`${options?.type} ${url}`);
      }
    };
  });
  after(() => {
    globalThis.Worker = RealWorker;
  });

  it('gives the same scryptsha1 string as the hash function itself', async () => {
    expect(await hashPasswordInWorker('Secret123!', 'Alice@Example.com')).to.equal(EXAMPLE);
    const login = 'José.Ñúñez@Example.ES-and-more-😀';
    expect(await hashPasswordInWorker('Ünïcödé 🔐', login)).to.equal(await hashPassword('Ünïcödé 🔐', login));
  });

  it('answers each of several requests in flight with its own hash', async () => {
    const hashes = await Promise.all([
      hashPasswordInWorker('one', 'a@example.com'),
      hashPasswordInWorker('Secret123!', 'Alice@Example.com'),
      hashPasswordInWorker('two', 'b@example.com'),
    ]);
    expect(hashes[1]).to.equal(EXAMPLE);
    expect(hashes[0]).to.equal(await hashPassword('one', 'a@example.com'));
    expect(hashes[2]).to.equal(await hashPassword('two', 'b@example.com'));
  });

  it('hashing never blocks the main thread: a timer set just before fires before the hash arrives', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await hashPasswordInWorker('Secret123!', 'Alice@Example.com').then(() => order.push('hash'));
    expect(order).to.deep.equal(['timer', 'hash']);
  });

  it('hashing never blocks the main thread: timers keep firing while the worker hashes', async () => {
    let ticks = 0;
    let hashing = true;
    const tick = () => {
      ticks++;
      if (hashing) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await hashPasswordInWorker('Secret123!', 'Alice@Example.com');
    hashing = false;
    // scrypt takes about 60 ms; chained timers fire every 4 ms or so unless something holds the thread.
    expect(ticks).to.be.greaterThan(2);
  });

  it('starts one module worker, lazily, and reuses it for every hash', () => {
    expect(started).to.have.length(1);
    expect(started[0]).to.match(/^module .*hash-worker/);
  });

  it('a hash that fails in the worker rejects instead of leaving the login waiting', async () => {
    const notAString = undefined as unknown as string;
    const error = await hashPasswordInWorker(notAString, 'a@example.com').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(Error);
    // The worker keeps serving after a failure.
    expect(await hashPasswordInWorker('Secret123!', 'Alice@Example.com')).to.equal(EXAMPLE);
  });
});

describe('password sent by a login', () => {
  it('is the password as typed when the server delegates to LDAP (ldapDelegate)', async () => {
    expect(await passwordForLogin('Secret123! ', 'Alice@Example.com', true)).to.equal('Secret123! ');
  });

  it('is the scryptsha1 hash otherwise', async () => {
    expect(await passwordForLogin('Secret123!', 'Alice@Example.com', false)).to.equal(EXAMPLE);
  });
});
