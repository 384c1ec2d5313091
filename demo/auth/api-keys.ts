// API keys of the "API clients" settings: created for a user, stored as a SHA-256 digest, sent as X-Api-Key.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** The header a program sends its API key in (lower case, as Node gives headers). */
export const API_KEY_HEADER = 'x-api-key';

/** A new random key: 160 bits, so a digest without salt cannot be reversed by guessing. */
export function newApiKey(): string {
  return `meet_${randomBytes(20).toString('hex')}`;
}

/** The stored form of a key: only this digest and the last four characters are kept. */
export function apiKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The user a key belongs to, or undefined for a key never issued or revoked. */
export function apiKeyOwner(db: Db, key: string): { userId: number } | undefined {
  const userId = db
    .prepare('SELECT user_id FROM api_clients WHERE key_hash = ?')
    .pluck()
    .get(apiKeyDigest(key)) as number | undefined;
  return userId === undefined ? undefined : { userId };
}
