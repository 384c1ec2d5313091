// One-time SSO tokens of the demo identity provider, and the sign-ins they opened (kept in memory, per
// database: a test server never sees another's tokens).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a token waits for the application to redeem it. */
export const SSO_TOKEN_TTL_MS = 2 * 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens handed out and not yet redeemed, by their SHA-256; and the token families SSO opened. */
export class SsoTokens {
  private readonly pending = new Map<string, { userId: number; expiresAt: number }>();
  private readonly families = new Set<string>();

  constructor(private readonly db: Db) {}

  /** A new one-time token standing for a user. */
  issue(userId: number, now = Date.now()): string {
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    const token = randomBytes(32).toString('base64url');
    this.pending.set(digest(token), { userId, expiresAt: now + SSO_TOKEN_TTL_MS });
    return token;
  }

  /** The user a token stands for, once: a second use, an unknown or an expired token give undefined. */
  redeem(token: string, now = Date.now()): number | undefined {
    const key = digest(token);
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry && entry.expiresAt > now ? entry.userId : undefined;
  }

  /** Remembers that the sign-in owning this refresh token came through SSO. */
  markSignIn(refreshToken: string): void {
    const family = this.familyOf(refreshToken);
    if (family) this.families.add(family.familyId);
  }

  /**
   * The user of a refresh token of an SSO sign-in. The client knows such a session only by the fixed SSO
   * user name, so a refresh under that name is checked against the sign-in, not against a login.
   */
  userOfSsoRefresh(refreshToken: string): number | undefined {
    const family = this.familyOf(refreshToken);
    return family && this.families.has(family.familyId) ? family.userId : undefined;
  }

  private familyOf(refreshToken: string): { familyId: string; userId: number } | undefined {
    return this.db
      .prepare(
        `SELECT f.id AS familyId, f.user_id AS userId FROM refresh_tokens r
         JOIN token_families f ON f.id = r.family_id WHERE r.token_hash = ?`,
      )
      .get(digest(refreshToken)) as { familyId: string; userId: number } | undefined;
  }
}

const stores = new WeakMap<Db, SsoTokens>();

/** The SSO tokens of one database. */
export function ssoTokensOf(db: Db): SsoTokens {
  let store = stores.get(db);
  if (!store) {
    store = new SsoTokens(db);
    stores.set(db, store);
  }
  return store;
}
