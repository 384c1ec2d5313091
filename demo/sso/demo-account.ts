// The sign-in step of the demo identity providers (OpenID and SAML): any activated account of the server
// with its password, attempts throttled per address as the login's.
import type { FastifyRequest } from 'fastify';
import { clientHash, verifyPassword } from '../auth/passwords';
import type { Context } from '../context';
import { type UserRow, userByEmail } from '../lib/users';

/** The account a demo provider's form signs in, or what the form says again (message and status). */
export type DemoSignIn = { user: UserRow } | { error: string; status: number };

/** Checks the e-mail and password of a demo provider's form. */
export async function demoSignIn(
  context: Context,
  request: FastifyRequest,
  form: URLSearchParams,
): Promise<DemoSignIn> {
  if (context.loginGuard.throttle(request.ip) > 0)
    return { error: 'Too many attempts: wait a minute.', status: 429 };
  const email = (form.get('email') ?? '').trim();
  const user = userByEmail(context.db, email);
  const password = form.get('password') ?? '';
  const ok =
    password !== '' && (await verifyPassword(clientHash(password, email), user?.password_hash ?? null));
  if (!user || !ok) return { error: 'The e-mail address or password is not correct.', status: 401 };
  if (!user.activated) return { error: 'This account is not activated yet.', status: 403 };
  return { user };
}
