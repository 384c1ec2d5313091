// Single sign-on of the reference server: its OpenID Connect relying party and SAML service provider, the
// demo identity providers that `npm start` offers, and the server side of `POST web/login` with the fixed SSO user name.
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import type { Db } from '../db/database';
import { ApiError } from '../http/errors';
import { readSettings } from '../lib/settings';
import { nowIso } from '../lib/time';
import { registerSaml, SAML_START_PATH } from '../saml/index';
import { LOGIN_CSS } from './login-page';
import { LOGIN_CSS_PATH, OIDC_START_PATH } from './paths';
import { registerOidcProvider } from './provider';
import { registerRelyingParty } from './relying-party';
import { ssoTokensOf } from './tokens';

export { DEMO_CLIENT, OIDC_DISCOVERY_PATH, OIDC_START_PATH } from './paths';
export { isReturnAddress } from './return-address';
export { ssoTokensOf } from './tokens';

/** `POST web/login` with the SSO user name: the token's user signs in, once; else 1015 (SSO exception). */
export function ssoLogin(context: Context, token: string) {
  const store = ssoTokensOf(context.db);
  const grant = store.redeem(token);
  const user = grant && context.db.prepare('SELECT * FROM users WHERE id = ?').get(grant.userId);
  if (!grant || !user) throw new ApiError(1015, 'The SSO token is not valid.');
  if (!(user as { activated: number }).activated) throw new ApiError(1012);
  const pair = context.tokens.signIn(grant.userId);
  store.markSignIn(pair.refreshToken, grant.rememberMs);
  context.db.prepare('UPDATE users SET last_login_date = ? WHERE id = ?').run(nowIso(), grant.userId);
  return pair;
}

/** The address the login screen opens for SSO: SAML's start when SAML is enabled, else OpenID's; none if off. */
export function ssoAuthorizationUrl(db: Db): string {
  const { saml, sso } = readSettings(db, 'authentication');
  if (saml.enabled) return SAML_START_PATH;
  return sso.enabled ? OIDC_START_PATH : '';
}

/** Mounts the OpenID relying party, the SAML service provider and the demo identity providers. */
export function registerSso(app: FastifyInstance, context: Context): void {
  app.get(LOGIN_CSS_PATH, (_request, reply) => reply.type('text/css; charset=utf-8').send(LOGIN_CSS));
  registerRelyingParty(app, context);
  registerOidcProvider(app, context);
  registerSaml(app, context);
}
