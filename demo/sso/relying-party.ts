// The server's OpenID Connect relying party (openid-client): the login screen's SSO window opens `start`,
// which sends the browser to the provider named by the settings' config endpoint (authorization code, PKCE,
// state, nonce); `callback` redeems the code, validates the ID token (issuer, audience, signature, expiry,
// nonce) and sends the window back to the application's `sso` route with a one-time token for
// `POST web/login` under the fixed SSO user name.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Context } from '../context';
import { readSettings } from '../lib/settings';
import { accountFor } from './accounts';
import { OIDC_CALLBACK_PATH, OIDC_START_PATH } from './paths';
import {
  answerExpired,
  back,
  originOf,
  type PendingSignOn,
  PendingSignOns,
  returnOf,
} from './return-address';
import { ssoTokensOf } from './tokens';

/** How long the provider may take to answer the server (discovery, token), as every API call (spec 8). */
export const OIDC_TIMEOUT_S = 10;
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The provider's configuration from the settings' config endpoint (relative: on this server). */
export async function discoverProvider(
  configEndpoint: string,
  origin: string,
  clientId: string,
  secret: string,
) {
  const url = new URL(configEndpoint, origin);
  // Plain HTTP only for a provider on this machine (the demo's); anywhere else TLS is required.
  const execute = url.protocol === 'http:' && isLoopback(url) ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(url, clientId, secret, undefined, { execute, timeout: OIDC_TIMEOUT_S });
}

interface Pending extends PendingSignOn {
  verifier: string;
  nonce: string;
  config: oidc.Configuration;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The account of a validated ID token: its claims, or the provider's userinfo for the same subject when the
 * ID token carries only the subject (providers may keep profile claims out of it).
 */
async function signedInAccount(
  context: Context,
  config: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
) {
  const claims = tokens.claims();
  if (!claims) return undefined;
  const profile: Record<string, unknown> = text(claims.email)
    ? claims
    : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
  const email = text(profile.email);
  if (!email) return undefined;
  const identity = { email, firstName: text(profile.given_name), lastName: text(profile.family_name) };
  return accountFor(context.db, identity, 'SSO');
}

/** Mounts `start` and `callback` of the relying party. */
export function registerRelyingParty(app: FastifyInstance, context: Context): void {
  const pending = new PendingSignOns<Pending>();

  app.get(OIDC_START_PATH, async (request, reply) => {
    const started = returnOf(request, reply);
    if (!started) return reply;
    const { returnUri, clientState } = started;
    const { sso } = readSettings(context.db, 'authentication');
    if (!sso.enabled)
      return reply.redirect(back(returnUri, { error: 'unauthorized_client', state: clientState }), 303);
    let config: oidc.Configuration;
    try {
      config = await discoverProvider(sso.configEndpoint, originOf(request), sso.clientId, sso.clientSecret);
    } catch (error) {
      request.log.warn({ error }, 'OpenID discovery failed');
      return reply.redirect(back(returnUri, { error: 'temporarily_unavailable', state: clientState }), 303);
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = randomBytes(24).toString('base64url');
    pending.put(state, { ...started, verifier, nonce, config });
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: `${originOf(request)}${OIDC_CALLBACK_PATH}`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return reply.header('cache-control', 'no-store').redirect(target.href, 303);
  });

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const started = pending.take(query.state ?? '');
    if (!started) return answerExpired(reply);
    const { returnUri, clientState } = started;
    if (query.error) {
      const error = query.error === 'access_denied' ? 'access_denied' : 'server_error';
      return reply.redirect(back(returnUri, { error, state: clientState }), 303);
    }
    try {
      const tokens = await oidc.authorizationCodeGrant(
        started.config,
        new URL(request.url, originOf(request)),
        {
          pkceCodeVerifier: started.verifier,
          expectedNonce: started.nonce,
          expectedState: query.state,
          idTokenExpected: true,
        },
      );
      const user = await signedInAccount(context, started.config, tokens);
      if (!user)
        return reply.redirect(back(returnUri, { error: 'access_denied_account', state: clientState }), 303);
      const token = ssoTokensOf(context.db).issue(user.id);
      return reply
        .header('cache-control', 'no-store')
        .redirect(back(returnUri, { token, state: clientState }), 303);
    } catch (error) {
      request.log.warn({ error }, 'OpenID sign-in refused');
      return reply.redirect(back(returnUri, { error: 'server_error', state: clientState }), 303);
    }
  });
}
