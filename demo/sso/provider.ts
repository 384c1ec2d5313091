// The demo OpenID Provider (oidc-provider, a certified implementation) with the demo server's accounts: what
// `npm start` offers as "company account" out of the box. Only its login step is ours (every provider has
// its own sign-in page); discovery, authorization codes, PKCE, ID tokens and keys are the library's.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import type { Context } from '../context';
import { demoSignIn } from './demo-account';
import { loginErrorPage, loginPage } from './login-page';
import { DEMO_CLIENT, OIDC_CALLBACK_PATH, OIDC_PATH } from './paths';

/** The providers' signing key, made when the first provider starts: most servers (every test's) never need one. */
let signingKey: JsonWebKey | undefined;
const signingKeyOnce = () =>
  (signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }));
const cookieKeys = [randomBytes(32).toString('base64url')];

function configuration(context: Context, origin: string): Configuration {
  return {
    clients: [
      {
        client_id: DEMO_CLIENT.clientId,
        client_secret: DEMO_CLIENT.clientSecret,
        redirect_uris: [`${origin}${OIDC_CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...signingKeyOnce(), kid: 'demo', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true, methods: ['S256'] },
    responseTypes: ['code'],
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = context.db.prepare('SELECT * FROM users WHERE id = ?').get(Number(sub)) as
        | { id: number; email: string; first_name: string; last_name: string }
        | undefined;
      return user
        ? {
            accountId: sub,
            claims: () => ({
              sub,
              email: user.email,
              email_verified: true,
              given_name: user.first_name,
              family_name: user.last_name,
            }),
          }
        : undefined;
    },
    // The client is the operator's own application: no consent screen, the grant covers what it asks.
    loadExistingGrant: async (ctx) => {
      const { Grant } = ctx.oidc.provider;
      const clientId = ctx.oidc.client?.clientId ?? '';
      const grantId = ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, _out, error) => {
      ctx.type = 'html';
      ctx.body = loginErrorPage(error instanceof Error ? error.message : 'The sign-in cannot continue.');
    },
  };
}

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? ''}`;

/** Mounts the demo OpenID Provider under /meet/demo/oidc: one provider per origin the server is reached by. */
export function registerOidcProvider(app: FastifyInstance, context: Context): void {
  const providers = new Map<string, Provider>();
  const providerFor = (request: FastifyRequest) => {
    const origin = originOf(request);
    let provider = providers.get(origin);
    if (!provider) {
      provider = new Provider(`${origin}${OIDC_PATH}`, configuration(context, origin));
      providers.set(origin, provider);
    }
    return provider;
  };

  app.get(`${OIDC_PATH}/interaction/:uid`, async (request, reply) => {
    const details = await providerFor(request).interactionDetails(request.raw, reply.raw);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(loginPage({ action: `${OIDC_PATH}/interaction/${details.uid}` }));
  });

  app.post(`${OIDC_PATH}/interaction/:uid`, async (request, reply) => {
    const provider = providerFor(request);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const finish = async (result: Parameters<Provider['interactionResult']>[2]) =>
      reply.redirect(
        await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false }),
        303,
      );
    if (form.get('action') === 'cancel')
      return finish({ error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
    const email = (form.get('email') ?? '').trim();
    const again = (error: string, status: number) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(loginPage({ action: `${OIDC_PATH}/interaction/${details.uid}`, email, error }));
    const signedIn = await demoSignIn(context, request, form);
    if ('error' in signedIn) return again(signedIn.error, signedIn.status);
    return finish({ login: { accountId: String(signedIn.user.id) } });
  });

  // Everything else under the path is the provider's own: it reads the untouched request stream.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = (request: FastifyRequest, reply: FastifyReply) => {
      const provider = providerFor(request);
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value);
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(OIDC_PATH.length) || '/';
      provider.callback()(raw, reply.raw);
    };
    scope.route({ method: ['GET', 'POST'], url: `${OIDC_PATH}/*`, handler: handle });
  });
}
