// The demo SAML identity provider that `npm start` offers with the demo accounts: it takes the AuthnRequest
// of the service provider the settings describe (HTTP-Redirect binding, its signature checked against the
// certificate of the settings' key file), signs in a demo account, and posts a Response whose assertion it
// signs (HTTP-POST binding). Only the protocol's edges are here; XML signing is xml-crypto's.
import { randomBytes, verify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context';
import { readSettings } from '../lib/settings';
import { demoSignIn } from '../sso/demo-account';
import { loginErrorPage, loginPage } from '../sso/login-page';
import { LOGIN_CSS_PATH } from '../sso/paths';
import { originOf, PENDING_TTL_MS, PendingSignOns } from '../sso/return-address';
import { refusalResponse, samlResponse } from './assertion';
import { DEMO_KEYS, serviceKey } from './keys';
import { DEMO_IDP_ENTITY_ID, DEMO_IDP_PATH, DEMO_IDP_POST_SCRIPT, SAML_ACS_PATH } from './paths';

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const html = 'text/html; charset=utf-8';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A request being answered: who asked, where to post, and the state to give back. */
interface Interaction {
  requestId: string;
  audience: string;
  acs: string;
  relayState: string;
  expiresAt: number;
}

/** The raw (still URL-encoded) values of a query string, as the signature covers them. */
function rawQuery(url: string): Map<string, string> {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return new Map(
    query.split('&').map((pair) => [pair.split('=')[0] ?? '', pair.slice(pair.indexOf('=') + 1)]),
  );
}

/**
 * The AuthnRequest of a redirect, when its signature (RSA-SHA256 over SAMLRequest, RelayState and SigAlg as
 * sent) is the service provider's: else undefined.
 */
function signedRequest(url: string, certificate: string) {
  const raw = rawQuery(url);
  const [request, relay, alg, signature] = ['SAMLRequest', 'RelayState', 'SigAlg', 'Signature'].map((name) =>
    raw.get(name),
  );
  if (!request || !signature || !alg || decodeURIComponent(alg) !== RSA_SHA256) return undefined;
  const signed = `SAMLRequest=${request}${relay === undefined ? '' : `&RelayState=${relay}`}&SigAlg=${alg}`;
  const signatureBytes = Buffer.from(decodeURIComponent(signature), 'base64');
  if (!verify('sha256', Buffer.from(signed), certificate, signatureBytes)) return undefined;
  const xml = inflateRawSync(Buffer.from(decodeURIComponent(request), 'base64')).toString('utf8');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  const issuer = root?.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer').item(0);
  return {
    id: root?.getAttribute('ID') ?? '',
    acs: root?.getAttribute('AssertionConsumerServiceURL') ?? '',
    issuer: issuer?.textContent?.trim() ?? '',
    relayState: relay === undefined ? '' : decodeURIComponent(relay),
  };
}

/** The page that posts the Response to the service provider (by its script, or by the person's click). */
function postPage(acs: string, response: string, relayState: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in - Demo identity provider</title>
<link rel="stylesheet" href="${LOGIN_CSS_PATH}">
<script src="${DEMO_IDP_POST_SCRIPT}" defer></script></head>
<body><main><p class="brand">Demo identity provider</p><h1>Signing in to Meet</h1>
<form method="post" action="${escapeHtml(acs)}" id="saml-post">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(Buffer.from(response).toString('base64'))}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<button type="submit">Continue</button>
</form></main></body>
</html>`;
}

/** Mounts the demo identity provider under /meet/demo/saml. */
export function registerSamlIdentityProvider(app: FastifyInstance, context: Context): void {
  const interactions = new PendingSignOns<Interaction>();
  const refuse = (reply: FastifyReply, message: string) =>
    reply.code(400).type(html).send(loginErrorPage(message));
  const action = (uid: string) => `${DEMO_IDP_PATH}/login/${uid}`;

  app.get(DEMO_IDP_POST_SCRIPT, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send("document.getElementById('saml-post').submit();\n"),
  );

  app.get(DEMO_IDP_PATH, (request, reply) => {
    const saml = readSettings(context.db, 'authentication').saml;
    let certificate: string;
    try {
      certificate = serviceKey(saml.keyFileP12Base64, saml.keyPassword, saml.keyAlias).certificate;
    } catch {
      return refuse(reply, 'The service provider of the settings has no usable key.');
    }
    const authn = signedRequest(request.url, certificate);
    if (!authn) return refuse(reply, 'The sign-in request is not signed by Meet.');
    if (authn.issuer !== saml.clientId || authn.acs !== `${originOf(request)}${SAML_ACS_PATH}`)
      return refuse(reply, 'The sign-in request comes from an unknown service provider.');
    const uid = randomBytes(16).toString('base64url');
    interactions.put(uid, {
      requestId: authn.id,
      audience: authn.issuer,
      acs: authn.acs,
      relayState: authn.relayState,
      expiresAt: Date.now() + PENDING_TTL_MS,
    });
    return reply
      .type(html)
      .header('cache-control', 'no-store')
      .send(loginPage({ action: action(uid) }));
  });

  app.post(
    `${DEMO_IDP_PATH}/login/:uid`,
    async (request: FastifyRequest<{ Params: { uid: string } }>, reply) => {
      const { uid } = request.params;
      const interaction = interactions.take(uid);
      if (!interaction) return refuse(reply, 'This sign-in expired: open it again from Meet.');
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const answer = {
        issuer: DEMO_IDP_ENTITY_ID,
        destination: interaction.acs,
        inResponseTo: interaction.requestId,
      };
      const post = (response: string) =>
        reply
          .type(html)
          .header('cache-control', 'no-store')
          .send(postPage(interaction.acs, response, interaction.relayState));
      if (form.get('action') === 'cancel') return post(refusalResponse(answer));
      const signedIn = await demoSignIn(context, request, form);
      if ('error' in signedIn) {
        interactions.put(uid, interaction);
        const email = (form.get('email') ?? '').trim();
        return reply
          .code(signedIn.status)
          .type(html)
          .send(loginPage({ action: action(uid), email, error: signedIn.error }));
      }
      const { user } = signedIn;
      return post(
        samlResponse({
          ...answer,
          audience: interaction.audience,
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          privateKey: DEMO_KEYS.idpPrivateKey,
          certificate: DEMO_KEYS.idpCertificate,
        }),
      );
    },
  );
}
