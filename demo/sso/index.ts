// Single sign-on of the reference server: its OpenID Connect relying party, the demo OpenID Provider that
// `npm start` offers, and the server side of `POST web/login` with the fixed SSO user name.
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import { ApiError } from '../http/errors';
import { nowIso } from '../lib/time';
import { LOGIN_CSS } from './login-page';
import { LOGIN_CSS_PATH, OIDC_START_PATH } from './paths';
import { registerOidcProvider } from './provider';
import { registerRelyingParty } from './relying-party';
import { ssoTokensOf } from './tokens';

export { DEMO_CLIENT, OIDC_DISCOVERY_PATH, OIDC_START_PATH } from './paths';
export { isReturnAddress } from './relying-party';
export { ssoTokensOf } from './tokens';

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

/** The address the login screen opens for SSO: the relying party's start. */
export const ssoAuthorizationUrl = (): string => OIDC_START_PATH;

/** Mounts the relying party and the demo OpenID Provider. */
export function registerSso(app: FastifyInstance, context: Context): void {
  app.get(LOGIN_CSS_PATH, (_request, reply) => reply.type('text/css; charset=utf-8').send(LOGIN_CSS));
  registerRelyingParty(app, context);
  registerOidcProvider(app, context);
}
