// Session tokens (short-lived) and refresh tokens (single use, rotating, grouped in families).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** A pair as the login and refresh calls answer it. */
export interface TokenPair {
  sessionToken: string;
  refreshToken: string;
}

/** Who a valid session token belongs to. */
export interface SessionOwner {
  userId: number;
  familyId: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Issues, checks, rotates and revokes tokens; only their SHA-256 is stored. */
export class TokenStore {
  constructor(
    private readonly db: Db,
    private readonly ttl: { sessionMs: number; refreshMs: number; reuseMs: number },
  ) {}

  /** A new family (one sign-in) with its first pair. */
  signIn(userId: number): TokenPair {
    const familyId = randomUUID();
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO token_families (id, user_id, created_at) VALUES (?, ?, ?)')
        .run(familyId, userId, new Date().toISOString());
      return this.issue(familyId);
    })();
  }

  private issue(familyId: string): TokenPair {
    const now = Date.now();
    const pair = { sessionToken: newToken(), refreshToken: newToken() };
    this.db
      .prepare('INSERT INTO sessions (token_hash, family_id, expires_at) VALUES (?, ?, ?)')
      .run(digest(pair.sessionToken), familyId, now + this.ttl.sessionMs);
    this.db
      .prepare('INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES (?, ?, ?)')
      .run(digest(pair.refreshToken), familyId, now + this.ttl.refreshMs);
    return pair;
  }

  /** The owner of a live session token, else undefined. */
  check(sessionToken: string): SessionOwner | undefined {
    const row = this.db
      .prepare(
        `SELECT f.user_id AS userId, f.id AS familyId FROM sessions s JOIN token_families f ON f.id = s.family_id
         WHERE s.token_hash = ? AND s.expires_at > ? AND f.revoked = 0`,
      )
      .get(digest(sessionToken), Date.now()) as SessionOwner | undefined;
    return row;
  }

  /**
   * A new pair for a refresh token of `login`'s user, spending it. A token spent more than `reuseMs` ago revokes its
   * family (someone replayed it). Within that time it answers another pair of the same family: the page that spent it
   * may never have received the answer (it was reloaded or left while the refresh was on its way, or two tabs restored
   * the same sign-in at once), as the reuse interval of the well-known identity providers allows. Answers undefined
   * for anything not valid.
   */
  refresh(refreshToken: string, userId: number | undefined): TokenPair | undefined {
    return this.db.transaction(() => {
      const row = this.db
        .prepare(
          `SELECT r.family_id AS familyId, r.expires_at AS expiresAt, r.spent, f.user_id AS userId, f.revoked
           FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id WHERE r.token_hash = ?`,
        )
        .get(digest(refreshToken)) as
        | { familyId: string; expiresAt: number; spent: number; userId: number; revoked: number }
        | undefined;
      if (!row || row.revoked) return undefined;
      const now = Date.now();
      // `spent` holds when the token was first spent (0: never).
      if (row.spent && now - row.spent > this.ttl.reuseMs) {
        this.revokeFamily(row.familyId);
        return undefined;
      }
      if (row.userId !== userId || row.expiresAt <= now) return undefined;
      if (!row.spent)
        this.db
          .prepare('UPDATE refresh_tokens SET spent = ? WHERE token_hash = ?')
          .run(now, digest(refreshToken));
      this.db.prepare('DELETE FROM sessions WHERE family_id = ? AND expires_at <= ?').run(row.familyId, now);
      return this.issue(row.familyId);
    })();
  }

  /** Ends a sign-in: its sessions and refresh tokens stop working. */
  revokeFamily(familyId: string): void {
    this.db.prepare('UPDATE token_families SET revoked = 1 WHERE id = ?').run(familyId);
    this.db.prepare('DELETE FROM sessions WHERE family_id = ?').run(familyId);
  }

  /** Ends every sign-in of a user (password changed, account deleted). */
  revokeUser(userId: number): void {
    const families = this.db
      .prepare('SELECT id FROM token_families WHERE user_id = ? AND revoked = 0')
      .pluck()
      .all(userId) as string[];
    for (const id of families) this.revokeFamily(id);
  }
}
