// Sign-in abuse: failures counted per account, per address and over the server, in the database; the captcha
// they ask for (a sprayed account from many addresses, a sprayed server), the backoff (429, Retry-After).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ADDRESS_FORGET_MS,
  BACKOFF_AFTER,
  BACKOFF_MAX_SECONDS,
  CAPTCHA_AFTER,
  LoginGuard,
  SPRAY_WINDOW_MS,
} from '../auth/login-guard';
import { clientHash } from '../auth/passwords';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/database';
import { startServer } from '../start-server';
import { MANAGER, startTestServer, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
/** The defaults of the server: failures from one address before a captcha, and before a backoff. */
const ADDRESS_CAPTCHA_AFTER = configFromEnv({}).signInAddressFailures;
const ADDRESS_BACKOFF_AFTER = 2 * ADDRESS_CAPTCHA_AFTER;

/** A guard over a fresh database with a clock the test moves. */
function guardAt(start = Date.UTC(2026, 0, 5, 9), sprayFailures = 100) {
  const clock = { now: start };
  const guard = new LoginGuard(
    openDatabase(':memory:'),
    { max: 1000, windowMs: 60_000 },
    { addressFailures: ADDRESS_CAPTCHA_AFTER, sprayFailures },
    () => clock.now,
  );
  return { guard, clock };
}

/** A login from a client address of its own, as a browser would send it (hashed password, XSRF echoed). */
async function signInFrom(server: Server, address: string, login: string, password: string, extra = {}) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/meet/services/json/web/login',
    remoteAddress: address,
    headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
    payload: JSON.stringify({ username: login, password: clientHash(password, login), ...extra }),
  });
  const body = answer.json() as { exception?: { code: number; message: string } };
  return { status: answer.statusCode, code: body.exception?.code, retryAfter: answer.headers['retry-after'] };
}

describe('sign-in failures (the guard)', () => {
  test(`${CAPTCHA_AFTER} failures on one account from as many addresses ask every address for a captcha`, () => {
    const { guard } = guardAt();
    for (let i = 1; i <= CAPTCHA_AFTER; i++) {
      assert.equal(guard.hurdles('Bob@example.com', `198.51.100.${i}`).captcha, false, `failure ${i}`);
      guard.fail('bob@example.com', `198.51.100.${i}`);
    }
    assert.equal(guard.hurdles('BOB@example.com', '203.0.113.9').captcha, true);
    assert.equal(guard.hurdles('alice@example.com', '203.0.113.9').captcha, false, 'another account');
  });

  test('a success clears the account, not the address', () => {
    const { guard } = guardAt();
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER; i++) guard.fail('bob@example.com', '198.51.100.1');
    guard.succeed('bob@example.com');
    assert.equal(guard.hurdles('bob@example.com', '198.51.100.2').captcha, false);
    assert.equal(guard.hurdles('bob@example.com', '198.51.100.1').captcha, true);
  });

  test(`${ADDRESS_CAPTCHA_AFTER} failures from one address, one per account, ask that address for a captcha for any account`, () => {
    const { guard, clock } = guardAt();
    for (let i = 0; i < ADDRESS_CAPTCHA_AFTER; i++) guard.fail(`user${i}@example.com`, '198.51.100.1');
    assert.equal(guard.hurdles('someone@example.com', '198.51.100.1').captcha, true);
    assert.equal(guard.hurdles('someone@example.com', '198.51.100.2').captcha, false);
    clock.now += ADDRESS_FORGET_MS + 1;
    assert.equal(guard.hurdles('someone@example.com', '198.51.100.1').captcha, false, 'an hour later');
  });

  test('password spraying, one failure per account each from an address of its own, asks everyone for a captcha', () => {
    const { guard, clock } = guardAt(Date.UTC(2026, 0, 5, 9), 40);
    for (let i = 0; i < 40; i++) {
      assert.equal(guard.hurdles(`user${i}@example.com`, `10.0.${i}.1`).captcha, false, `try ${i}`);
      guard.fail(`user${i}@example.com`, `10.0.${i}.1`);
    }
    assert.equal(guard.hurdles(MANAGER.email, '192.0.2.7').captcha, true);
    clock.now += SPRAY_WINDOW_MS;
    assert.equal(guard.hurdles(MANAGER.email, '192.0.2.7').captcha, true, 'the next window still');
    clock.now += SPRAY_WINDOW_MS;
    assert.equal(guard.hurdles(MANAGER.email, '192.0.2.7').captcha, false, 'two quiet windows later');
  });

  test('the backoff of an account doubles with each failure past the fifth, up to 15 minutes', () => {
    const { guard, clock } = guardAt();
    const waits: number[] = [];
    for (let i = 1; i <= 17; i++) {
      guard.fail('bob@example.com', `198.51.100.${i}`);
      waits.push(guard.hurdles('bob@example.com', '203.0.113.9').wait);
    }
    assert.deepEqual(waits.slice(0, BACKOFF_AFTER + 3), [0, 0, 0, 0, 1, 2, 4, 8]);
    assert.equal(waits.at(-1), BACKOFF_MAX_SECONDS);
    clock.now += 8_000;
    assert.equal(
      guard.hurdles('bob@example.com', '203.0.113.9').wait,
      BACKOFF_MAX_SECONDS - 8,
      'counts down',
    );
  });

  test(`an address waits too past ${ADDRESS_BACKOFF_AFTER} failures, whatever the accounts`, () => {
    const { guard } = guardAt();
    for (let i = 0; i < ADDRESS_BACKOFF_AFTER; i++) guard.fail(`user${i}@example.com`, '198.51.100.1');
    assert.equal(guard.hurdles('new@example.com', '198.51.100.1').wait, 1);
    assert.equal(guard.hurdles('new@example.com', '198.51.100.2').wait, 0);
  });
});

describe('sign-in abuse over HTTP', () => {
  let server: Server;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  test('one wrong password from each of three addresses, then the right one from a fourth, is asked a captcha', async () => {
    for (const i of [2, 3, 4]) {
      const answer = await signInFrom(server, `127.0.0.${i}`, USER.email, `wrong-${i}`);
      assert.equal(answer.code, i < 4 ? 1014 : 1011, `address ${i}`);
    }
    assert.deepEqual(await signInFrom(server, '127.0.0.5', USER.email, USER.password), {
      status: 401,
      code: 1011,
      retryAfter: undefined,
    });
  });

  test('a backoff answers 429 code 1016 with Retry-After, even to the right password and captcha', async () => {
    const login = 'admin@example.com';
    for (let i = 0; i < BACKOFF_AFTER + 4; i++) server.context.loginGuard.fail(login, '192.0.2.1');
    const challenge = server.context.captchas.create(login);
    const answer = await signInFrom(server, '127.0.0.9', login, 'MeetAdmin#2026', {
      challenge: challenge.challenge,
      captcha: challenge.answer,
    });
    assert.deepEqual([answer.status, answer.code], [429, 1016]);
    const retryAfter = Number(answer.retryAfter);
    assert.ok(retryAfter >= 1 && retryAfter <= 16, `Retry-After ${answer.retryAfter}`);
  });
});

describe('password spraying over HTTP', () => {
  let server: Server;
  before(async () => {
    server = await startTestServer({ signInSprayFailures: 8 });
  });
  after(() => server.close());

  test('password spraying, one wrong password per account from many addresses, asks a captcha of every sign-in', async () => {
    for (let i = 0; i < 8; i++) {
      const answer = await signInFrom(server, `127.0.1.${i + 1}`, `sprayed${i}@example.com`, 'Summer2026!');
      assert.equal(answer.code, i < 7 ? 1014 : 1011, `account ${i}`);
    }
    const manager = await signInFrom(server, '127.0.2.1', MANAGER.email, MANAGER.password);
    assert.deepEqual([manager.status, manager.code], [401, 1011]);
  });
});

describe('sign-in failures survive a restart', () => {
  test('an account asked for a captcha is still asked after the server restarts', async () => {
    const first = await startTestServer();
    try {
      for (let i = 0; i < CAPTCHA_AFTER; i++)
        await signInFrom(first, '127.0.0.2', MANAGER.email, `wrong-${i}`);
      await first.app.close();
      const again = await startServer(first.context.config);
      try {
        const answer = await signInFrom(again as Server, '127.0.0.3', MANAGER.email, MANAGER.password);
        assert.deepEqual([answer.status, answer.code], [401, 1011]);
        const challenge = again.context.captchas.create(MANAGER.email);
        const ok = await signInFrom(again as Server, '127.0.0.3', MANAGER.email, MANAGER.password, {
          challenge: challenge.challenge,
          captcha: challenge.answer,
        });
        assert.equal(ok.status, 200, 'the right password and captcha');
        assert.equal(
          (await signInFrom(again as Server, '127.0.0.3', MANAGER.email, MANAGER.password)).status,
          200,
          'a success resets the account',
        );
      } finally {
        await again.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('the captcha by e-mail', () => {
  let server: Server;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  const mailsTo = (email: string) => server.context.outbox.list().filter((mail) => mail.recipient === email);
  const ask = (login: string, challenge: string) =>
    server.app.inject({
      method: 'POST',
      url: '/meet/services/json/web/captcha/mail',
      headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
      payload: JSON.stringify({ login, challenge }),
    });

  test('the answer of a pending captcha goes to the account, and signs in like the image', async () => {
    const { challenge, answer } = server.context.captchas.create(USER.email);
    assert.equal((await ask(USER.email, challenge)).statusCode, 204);
    const [mail] = mailsTo(USER.email);
    assert.ok(mail?.body.includes(answer), mail?.body);
    for (let i = 0; i < CAPTCHA_AFTER; i++) server.context.loginGuard.fail(USER.email, '192.0.2.1');
    const ok = await signInFrom(server, '127.0.0.2', USER.email, USER.password, {
      challenge,
      captcha: answer,
    });
    assert.equal(ok.status, 200);
  });

  test('an unknown login, a foreign challenge or a fourth e-mail in ten minutes sends nothing, and answers the same', async () => {
    const before = server.context.outbox.list().length;
    const unknown = server.context.captchas.create('nobody@example.com');
    assert.equal((await ask('nobody@example.com', unknown.challenge)).statusCode, 204);
    assert.equal(
      (await ask(MANAGER.email, unknown.challenge)).statusCode,
      204,
      'a challenge of another login',
    );
    assert.equal(server.context.outbox.list().length, before);
    for (let i = 0; i < 4; i++) {
      const { challenge } = server.context.captchas.create(MANAGER.email);
      assert.equal((await ask(MANAGER.email, challenge)).statusCode, 204);
    }
    assert.equal(mailsTo(MANAGER.email).length, 3);
  });
});
