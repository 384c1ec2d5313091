// The wire format of a hashed password, and the server's own hashing of what it receives.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword } from '../../src/core/auth/password';
import { clientHash, storedHash, verifyPassword } from '../auth/passwords';

test('the client hash follows the wire format of DESIGN.md (Secret123!, Alice@Example.com)', () => {
  assert.equal(
    clientHash('Secret123!', 'Alice@Example.com'),
    'scryptsha1$694256c0cbb34e9cdf9da258f6c83ec82bc978a3b080238a883973520badfab7',
  );
});

test("the seed's client hash equals the browser client's hashPassword", async () => {
  assert.equal(
    clientHash('Žluťoučký kůň 🐴', 'Üser.With.A.Long.Login@example.com'),
    await hashPassword('Žluťoučký kůň 🐴', 'Üser.With.A.Long.Login@example.com'),
  );
});

test('the server stores a salted scrypt of the received string: two stores differ, both verify, a wrong one fails', async () => {
  const received = clientHash('MeetUser#2026', 'user@example.com');
  const [a, b] = [await storedHash(received), await storedHash(received)];
  assert.notEqual(a, b);
  assert.ok(await verifyPassword(received, a));
  assert.ok(await verifyPassword(received, b));
  assert.equal(await verifyPassword(clientHash('other', 'user@example.com'), a), false);
  assert.equal(await verifyPassword(received, null), false);
});
