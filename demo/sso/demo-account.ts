// The sign-in step of the demo identity providers (OpenID and SAML): any activated account of the server
// with its password, attempts throttled and failures counted as the login's.
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
  // The failures of the application's login count here too: the provider's form is no way around them.
  const hurdles = context.loginGuard.hurdles(email, request.ip);
  if (hurdles.wait > 0) return { error: `Too many failed sign-ins: wait ${hurdles.wait} s.`, status: 429 };
  if (hurdles.captcha)
    return { error: 'This account needs a captcha: sign in to the application first.', status: 401 };
  const user = userByEmail(context.db, email);
  const password = form.get('password') ?? '';
  const ok =
    password !== '' && (await verifyPassword(clientHash(password, email), user?.password_hash ?? null));
  if (!user || !ok) {
    context.loginGuard.fail(email, request.ip);
    return { error: 'The e-mail address or password is not correct.', status: 401 };
  }
  context.loginGuard.succeed(email);
  if (!user.activated) return { error: 'This account is not activated yet.', status: 403 };
  return { user };
}
