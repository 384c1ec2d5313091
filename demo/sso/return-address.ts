// Where a sign-on window comes back to: only the application's `sso` route on this very server, with the
// token or the error and the state the login screen gave.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginErrorPage } from './login-page';

/** The only page the server sends tokens to: the application's `sso` route on this very server. */
const RETURN_PATH = '/meet/sso';
/** How long a started sign-in waits for the identity provider's answer. */
export const PENDING_TTL_MS = 10 * 60_000;

/** The origin a request reached this server by. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

/** True when `uri` is the application's `sso` route on `origin` (never another site: tokens stay here). */
export function isReturnAddress(uri: string, origin: string): boolean {
  try {
    const url = new URL(uri);
    return (
      url.origin === origin && url.pathname === RETURN_PATH && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** The return address with the outcome's parameters. */
export function back(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** A sign-on the login screen started, waiting for the identity provider's answer. */
export interface PendingSignOn {
  returnUri: string;
  clientState: string;
  expiresAt: number;
}

/** Sign-ons waiting for their answer, by the state sent to the provider; each is taken once. */
export class PendingSignOns<T extends { expiresAt: number }> {
  private readonly entries = new Map<string, T>();

  /** Keeps a started sign-on (and forgets the expired ones). */
  put(state: string, entry: T, now = Date.now()): void {
    for (const [key, old] of this.entries) if (old.expiresAt <= now) this.entries.delete(key);
    this.entries.set(state, entry);
  }

  /** The sign-on of a state, once: a second answer for it, or a late one, finds nothing. */
  take(state: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(state);
    this.entries.delete(state);
    return entry && entry.expiresAt > now ? entry : undefined;
  }
}

/** Where a start request wants to come back and its state; undefined (answered 400) when not to this app. */
export function returnOf(request: FastifyRequest, reply: FastifyReply): PendingSignOn | undefined {
  const query = request.query as Record<string, string | undefined>;
  const returnUri = query.redirect_uri ?? '';
  if (isReturnAddress(returnUri, originOf(request)))
    return {
      returnUri,
      clientState: (query.state ?? '').slice(0, 200),
      expiresAt: Date.now() + PENDING_TTL_MS,
    };
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(loginErrorPage('Unknown return address: sign-in is only for Meet.'));
  return undefined;
}

/** Answers an identity provider's answer that belongs to no waiting sign-on (unknown, used or late). */
export const answerExpired = (reply: FastifyReply) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(loginErrorPage('This sign-in expired: open it again from Meet.'));
