// The server as a SAML 2.0 service provider (@node-saml/node-saml), configured by the authentication
// settings: `start` sends the SSO window to the identity provider with an AuthnRequest signed by the key of
// the settings' PKCS#12 file (HTTP-Redirect binding); the provider posts its Response to `acs`, whose
// assertion must be signed by the issuer certificate, be for this audience, within its time, and answer a
// request of this server that was not answered yet. The window then comes back to the application's `sso`
// route with a one-time token for `POST web/login` under the fixed SSO user name, as with OpenID Connect.
import { randomBytes } from 'node:crypto';
import { type CacheProvider, type Profile, SAML, type SamlConfig } from '@node-saml/node-saml';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../context';
import { readSettings, type SettingsGroups } from '../lib/settings';
import { accountFor } from '../sso/accounts';
import {
  answerExpired,
  back,
  originOf,
  PENDING_TTL_MS,
  type PendingSignOn,
  PendingSignOns,
  returnOf,
} from '../sso/return-address';
import { ssoTokensOf } from '../sso/tokens';
import { issuerCertificate, serviceKey } from './keys';
import { SAML_ACS_PATH, SAML_METADATA_PATH, SAML_START_PATH } from './paths';

/** The SAML part of the authentication settings. */
export type SamlSettings = SettingsGroups['authentication']['saml'];

/** How far the identity provider's clock may differ from ours. */
const CLOCK_SKEW_MS = 60_000;
const DAY_MS = 24 * 3_600_000;

/** The requests sent and not answered yet, by id: an answer to another, or a second answer, is refused. */
function requestCache(): CacheProvider {
  const sent = new Map<string, { value: string; createdAt: number }>();
  return {
    saveAsync: async (key, value) => {
      const now = Date.now();
      for (const [id, item] of sent) if (item.createdAt + PENDING_TTL_MS <= now) sent.delete(id);
      if (sent.has(key)) return null;
      const item = { value, createdAt: now };
      sent.set(key, item);
      return item;
    },
    getAsync: async (key) => sent.get(key)?.value ?? null,
    removeAsync: async (key) => {
      const value = key === null ? undefined : sent.get(key)?.value;
      if (key !== null) sent.delete(key);
      return value ?? null;
    },
  };
}

/** The service provider of the settings, on the origin the server is reached by (throws: the key is unusable). */
export function serviceProvider(saml: SamlSettings, origin: string, cacheProvider?: CacheProvider): SAML {
  const key = serviceKey(saml.keyFileP12Base64, saml.keyPassword, saml.keyAlias);
  const config: SamlConfig = {
    entryPoint: new URL(saml.serverUrl, origin).href,
    issuer: saml.clientId,
    audience: saml.clientId,
    idpIssuer: saml.issuer,
    idpCert: issuerCertificate(saml.issuerCertificate),
    callbackUrl: `${origin}${SAML_ACS_PATH}`,
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: 'always' as SamlConfig['validateInResponseTo'],
    requestIdExpirationPeriodMs: PENDING_TTL_MS,
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    cacheProvider,
  };
  return new SAML(config);
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The account of a validated assertion: it must come from the settings' issuer (the library checks the issuer
 * of logout messages only); the person is the assertion's e-mail attribute or e-mail NameID.
 */
function accountOf(context: Context, saml: SamlSettings, profile: Profile | null) {
  if (!profile || profile.issuer !== saml.issuer)
    throw new Error(`SAML assertion of another issuer: ${profile?.issuer}`);
  const email =
    text(profile.email) ?? (profile.nameIDFormat?.endsWith('emailAddress') ? profile.nameID : undefined);
  const identity = {
    email: email ?? '',
    firstName: text(profile.givenName),
    lastName: text(profile.surname),
  };
  return email ? accountFor(context.db, identity, 'SSO') : undefined;
}

/** True when the identity provider refused the request itself (the person cancelled or failed to sign in). */
const refusedByProvider = (error: unknown) =>
  error instanceof Error && /RequestDenied|AuthnFailed/.test(error.message);

/** Mounts `start`, `acs` and the metadata of the service provider. */
export function registerServiceProvider(app: FastifyInstance, context: Context): void {
  const cache = requestCache();
  const pending = new PendingSignOns<PendingSignOn>();
  const settings = () => readSettings(context.db, 'authentication').saml;

  app.get(SAML_START_PATH, async (request, reply) => {
    const started = returnOf(request, reply);
    if (!started) return reply;
    const { returnUri, clientState } = started;
    const saml = settings();
    if (!saml.enabled)
      return reply.redirect(back(returnUri, { error: 'unauthorized_client', state: clientState }), 303);
    let target: string;
    const relayState = randomBytes(24).toString('base64url');
    try {
      target = await serviceProvider(saml, originOf(request), cache).getAuthorizeUrlAsync(
        relayState,
        undefined,
        {},
      );
    } catch (error) {
      request.log.warn({ error }, 'SAML settings unusable');
      return reply.redirect(back(returnUri, { error: 'temporarily_unavailable', state: clientState }), 303);
    }
    pending.put(relayState, started);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });

  app.post(SAML_ACS_PATH, async (request, reply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const started = pending.take(form.get('RelayState') ?? '');
    if (!started) return answerExpired(reply);
    const { returnUri, clientState } = started;
    const saml = settings();
    try {
      const sp = serviceProvider(saml, originOf(request), cache);
      const { profile } = await sp.validatePostResponseAsync({
        SAMLResponse: form.get('SAMLResponse') ?? '',
      });
      const user = accountOf(context, saml, profile);
      if (!user)
        return reply.redirect(back(returnUri, { error: 'access_denied_account', state: clientState }), 303);
      const token = ssoTokensOf(context.db).issue(user.id, saml.rememberMeDays * DAY_MS);
      return reply
        .header('cache-control', 'no-store')
        .redirect(back(returnUri, { token, state: clientState }), 303);
    } catch (error) {
      request.log.warn({ error }, 'SAML sign-in refused');
      const refused = refusedByProvider(error) ? 'access_denied' : 'server_error';
      return reply.redirect(back(returnUri, { error: refused, state: clientState }), 303);
    }
  });

  app.get(SAML_METADATA_PATH, (request, reply) => {
    const saml = settings();
    if (!saml.enabled) return reply.code(404).send();
    const sp = serviceProvider(saml, originOf(request));
    const key = serviceKey(saml.keyFileP12Base64, saml.keyPassword, saml.keyAlias);
    return reply
      .type('application/samlmetadata+xml')
      .send(sp.generateServiceProviderMetadata(null, key.certificate));
  });
}
