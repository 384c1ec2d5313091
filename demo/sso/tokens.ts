// One-time SSO tokens of the demo identity provider, and the sign-ins they opened (kept in memory, per
// database: a test server never sees another's tokens).
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

/** How long a token waits for the application to redeem it. */
export const SSO_TOKEN_TTL_MS = 2 * 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a token stands for: the user, and how long its sign-in may be renewed (none: as any session). */
export interface SsoGrant {
  userId: number;
  rememberMs?: number;
}

/**
 * Tokens handed out and not yet redeemed, by their SHA-256; and the token families SSO opened, each with
 * the time until which its session may be renewed.
 */
export class SsoTokens {
  private readonly pending = new Map<string, SsoGrant & { expiresAt: number }>();
  private readonly families = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /** A new one-time token standing for a user (SAML: with its remember-me validity). */
  issue(userId: number, rememberMs?: number, now = Date.now()): string {
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    const token = randomBytes(32).toString('base64url');
    this.pending.set(digest(token), { userId, rememberMs, expiresAt: now + SSO_TOKEN_TTL_MS });
    return token;
  }

  /** What a token stands for, once: a second use, an unknown or an expired token give undefined. */
  redeem(token: string, now = Date.now()): SsoGrant | undefined {
    const key = digest(token);
    const entry = this.pending.get(key);
    this.pending.delete(key);
    return entry && entry.expiresAt > now
      ? { userId: entry.userId, rememberMs: entry.rememberMs }
      : undefined;
  }

  /** Remembers that the sign-in owning this refresh token came through SSO, renewable for `rememberMs`. */
  markSignIn(refreshToken: string, rememberMs?: number, now = Date.now()): void {
    const family = this.familyOf(refreshToken);
    if (family) this.families.set(family.familyId, rememberMs === undefined ? Infinity : now + rememberMs);
  }

  /**
   * The user of a refresh token of an SSO sign-in. The client knows such a session only by the fixed SSO
   * user name, so a refresh under that name is checked against the sign-in, not against a login; past its
   * remember-me validity (SAML) the sign-in is not renewed.
   */
  userOfSsoRefresh(refreshToken: string, now = Date.now()): number | undefined {
    const family = this.familyOf(refreshToken);
    return family && (this.families.get(family.familyId) ?? 0) > now ? family.userId : undefined;
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
