// Passwords: what a client sends (for the seed and the tests) and how the server stores what it received.
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import {
  HASH_PREFIX,
  SALT_LENGTH,
  SCRYPT_KEY_LENGTH,
  SCRYPT_N,
  SCRYPT_P,
  SCRYPT_R,
} from '../../src/core/constants';

const SCRYPT_MAXMEM = 64 * 1024 * 1024;

/**
 * What the client sends for a password (DESIGN.md wire format): `scryptsha1$` + hex of scrypt over the
 * hex SHA-1 of the password, salted with the first 20 code points of the lower-cased login.
 */
export function clientHash(password: string, login: string): string {
  const digest = createHash('sha1').update(password, 'utf8').digest('hex');
  const salt = Array.from(login.toLowerCase()).slice(0, SALT_LENGTH).join('');
  const key = scryptSync(digest, salt, SCRYPT_KEY_LENGTH, {
    N: SCRYPT_N,
    r: SCRYPT_R,
    p: SCRYPT_P,
    maxmem: SCRYPT_MAXMEM,
  });
  return HASH_PREFIX + key.toString('hex');
}

/** True for a string in the wire format of a hashed password. */
export function isWireHash(value: string): boolean {
  return /^scryptsha1\$[0-9a-f]{64}$/.test(value);
}

function derive(secret: string, salt: Buffer, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, 32, { N: n, r: 8, p: 1, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * What the server stores: never the received string, but scrypt of it with a per-user random salt,
 * as `scrypt$N$saltBase64$keyBase64`.
 */
export async function storedHash(received: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(received, salt, SCRYPT_N);
  return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Compares a received password with the stored hash in constant time. */
export async function verifyPassword(received: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 4 || parts[0] !== 'scrypt') {
    // Same work as a real check, so an unknown account cannot be told apart by timing.
    await derive(received, Buffer.alloc(16), SCRYPT_N);
    return false;
  }
  const expected = Buffer.from(parts[3] ?? '', 'base64');
  const key = await derive(received, Buffer.from(parts[2] ?? '', 'base64'), Number(parts[1]));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** The stored hash computed synchronously, for the seed (which writes in one transaction). */
export function storedHashSync(received: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(received, salt, 32, { N: SCRYPT_N, r: 8, p: 1, maxmem: SCRYPT_MAXMEM });
  return `scrypt$${SCRYPT_N}$${salt.toString('base64')}$${key.toString('base64')}`;
}
