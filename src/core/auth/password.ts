import { sha1 } from '@noble/hashes/legacy.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { HASH_PREFIX, SALT_LENGTH, SCRYPT_KEY_LENGTH, SCRYPT_N, SCRYPT_P, SCRYPT_R } from '../constants';

/** The scrypt salt of a login: its first SALT_LENGTH code points once lower-cased, as UTF-8 bytes. */
export function saltOf(login: string): Uint8Array {
  // Array.from splits by code point, so an emoji counts as one character, as the server counts it.
  return utf8ToBytes(Array.from(login.toLowerCase()).slice(0, SALT_LENGTH).join(''));
}

/**
 * The password as the server expects it on the wire: `scryptsha1$` + hex of scrypt over the hex SHA-1.
 * About 60 ms of synchronous work in Chromium: call it from the hash worker, not from the main thread.
 */
export async function hashPassword(password: string, login: string): Promise<string> {
  const digest = utf8ToBytes(bytesToHex(sha1(utf8ToBytes(password))));
  const key = scrypt(digest, saltOf(login), {
    N: SCRYPT_N,
    r: SCRYPT_R,
    p: SCRYPT_P,
    dkLen: SCRYPT_KEY_LENGTH,
  });
  return HASH_PREFIX + bytesToHex(key);
}
