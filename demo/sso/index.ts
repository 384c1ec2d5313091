// The demo identity provider (OpenID style): a sign-in page that hands the application a one-time SSO
// token at its `sso` route, and the server side of `POST web/login` with the fixed SSO user name.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientHash, verifyPassword } from '../auth/passwords';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import { xsrfTokenOf } from '../http/headers';
import { nowIso } from '../lib/time';
import { userByEmail } from '../lib/users';
import {
  SSO_AUTHORIZE_PATH,
  SSO_CSS,
  SSO_CSS_PATH,
  SSO_DISCOVERY_PATH,
  SSO_PATH,
  ssoErrorPage,
  ssoPage,
} from './page';
import { ssoTokensOf } from './tokens';

export { SSO_AUTHORIZE_PATH, SSO_DISCOVERY_PATH } from './page';
export { ssoTokensOf } from './tokens';

/** The only page the provider sends a token to: the application's `sso` route on this very server. */
const RETURN_PATH = '/meet/sso';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

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

/** The address the login screen opens for SSO: the demo provider's sign-in page for its discovery URL. */
export function ssoAuthorizationUrl(configEndpoint: string): string {
  return configEndpoint === SSO_DISCOVERY_PATH ? SSO_AUTHORIZE_PATH : configEndpoint;
}

/** `POST web/login` with the SSO user name: the token's user signs in, once; else 1015 (SSO exception). */
export function ssoLogin(context: Context, token: string) {
  const store = ssoTokensOf(context.db);
  const userId = store.redeem(token);
  const user =
    userId === undefined ? undefined : context.db.prepare('SELECT * FROM users WHERE id = ?').get(userId);
  if (!user) throw new ApiError(1015, 'The SSO token is not valid.');
  if (!(user as { activated: number }).activated) throw new ApiError(1012);
  const pair = context.tokens.signIn(userId as number);
  store.markSignIn(pair.refreshToken);
  context.db.prepare('UPDATE users SET last_login_date = ? WHERE id = ?').run(nowIso(), userId);
  return pair;
}

function back(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** Mounts the demo identity provider under /meet/demo/sso. */
export function registerSso(app: FastifyInstance, context: Context): void {
  const html = 'text/html; charset=utf-8';
  app.get(SSO_CSS_PATH, (_request, reply) => reply.type('text/css; charset=utf-8').send(SSO_CSS));
  app.get(SSO_DISCOVERY_PATH, (request) => ({
    issuer: `${originOf(request)}${SSO_PATH}`,
    authorization_endpoint: `${originOf(request)}${SSO_AUTHORIZE_PATH}`,
    response_types_supported: ['token'],
  }));
  app.get(SSO_AUTHORIZE_PATH, (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const redirectUri = query.redirect_uri ?? '';
    if (!isReturnAddress(redirectUri, originOf(request))) {
      return reply
        .code(400)
        .type(html)
        .send(ssoErrorPage('Unknown return address: sign-in is only for Meet.'));
    }
    const state = (query.state ?? '').slice(0, 200);
    return reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(ssoPage({ redirectUri, state, xsrf: xsrfTokenOf(request) }));
  });
  app.post(SSO_AUTHORIZE_PATH, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const redirectUri = form.get('redirect_uri') ?? '';
    const state = (form.get('state') ?? '').slice(0, 200);
    const email = (form.get('email') ?? '').trim();
    if (!isReturnAddress(redirectUri, originOf(request))) {
      return reply
        .code(400)
        .type(html)
        .send(ssoErrorPage('Unknown return address: sign-in is only for Meet.'));
    }
    const xsrf = xsrfTokenOf(request);
    if (!xsrf || form.get('xsrf') !== xsrf) {
      return reply.code(403).type(html).send(ssoErrorPage('This form expired: open the sign-in again.'));
    }
    if (form.get('action') === 'cancel')
      return reply.redirect(back(redirectUri, { error: 'access_denied', state }), 303);
    const again = (error: string, status: number) =>
      reply.code(status).type(html).send(ssoPage({ redirectUri, state, xsrf, email, error }));
    if (context.loginGuard.throttle(request.ip) > 0) return again('Too many attempts: wait a minute.', 429);
    const user = userByEmail(context.db, email);
    const password = form.get('password') ?? '';
    const ok =
      password !== '' && (await verifyPassword(clientHash(password, email), user?.password_hash ?? null));
    if (!user || !ok) return again('The e-mail address or password is not correct.', 401);
    if (!user.activated) return again('This account is not activated yet.', 403);
    const token = ssoTokensOf(context.db).issue(user.id);
    return reply.header('cache-control', 'no-store').redirect(back(redirectUri, { token, state }), 303);
  });
}
