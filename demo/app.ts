// The reference server: the contract's routes, the static export, the demo pages, one error shape.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ValidateFunction } from 'ajv';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaCompiler,
} from 'fastify';
import { allHandlers } from './api/index';
import type { Context } from './context';
import { createAjv } from './contract/ajv';
import { loadOperations } from './contract/openapi';
import { demoUser, hostsMeeting, refuseDemo, registerDemoAccess } from './demo-access';
import { isAppRoute } from './http/app-routes';
import { registerCspReports, ViolationStore } from './http/csp-reports';
import { ApiError, errorBody } from './http/errors';
import { applyHeaders, xsrfTokenOf } from './http/headers';
import { pageFile, pageLanguage } from './http/login-page';
import { registerContract } from './http/routes';
import type { AuthUser } from './http/types';
import { readSettings } from './lib/settings';
import { outboxPage } from './outbox';
import { registerSso } from './sso/index';
import { DEMO_LOGOS, DEMO_THEME, DEMO_THEME_PATH } from './theme/demo-theme';
import { HOST_PATH, hostRoute } from './webrtc/index';

const API = '/meet/services/json/';

function registerParsers(app: FastifyInstance, bodyLimit: number): void {
  // CSV imports arrive as text; browsers label .csv files differently, so take the usual names.
  // HTML forms of the demo pages post form-encoded text; the contract never takes it (its bodies are objects).
  for (const type of ['text/csv', 'application/vnd.ms-excel', 'application/x-www-form-urlencoded']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: bodyLimit * 10 }, (_request, body, done) =>
      done(null, body),
    );
  }
}

function registerValidators(app: FastifyInstance): void {
  const coercing = createAjv({ coerce: true });
  const strict = createAjv({ coerce: false });
  // A route's validator is compiled at its first request: a server starts without compiling the contract's hundreds
  // of schemas (a fifth of a test server's start), most of which a test server never receives.
  app.setValidatorCompiler(({ schema, httpPart }) => {
    let compiled: ValidateFunction | undefined;
    const validate: ReturnType<FastifySchemaCompiler<unknown>> = (data: unknown) => {
      compiled ??= (httpPart === 'body' ? strict : coercing).compile(schema as object);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    return validate;
  });
}

function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error.code, error.message));
    }
    if (error.validation) return reply.code(400).send(errorBody(1004, error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send(errorBody(1004, error.message));
    // A 500 is a bug of the reference server: say so on stderr even without the request log.
    console.error(`${request.method} ${request.url}:`, error);
    return reply.code(500).send(errorBody(1000, 'Internal server error.'));
  });
}

function registerPages(app: FastifyInstance, context: Context): void {
  const root = context.config.staticRoot;
  const hasExport = existsSync(join(root, 'index.html'));
  app.get('/', (_request, reply) => reply.redirect('/meet/'));
  app.get('/meet', (_request, reply) => reply.redirect('/meet/'));
  registerDemoAccess(app, context);
  // The outbox shows reset links: a system administrator's eyes only.
  const systemAdmin = (user: AuthUser) => user.roles.includes('systemAdmin');
  app.get('/meet/demo/outbox', (request, reply) => {
    if (refuseDemo(request, reply, demoUser(request, context), systemAdmin)) return reply;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(context.outbox.list()));
  });
  app.get('/meet/demo/outbox.json', (request, reply) => {
    if (refuseDemo(request, reply, demoUser(request, context), systemAdmin)) return reply;
    return reply.header('cache-control', 'no-store').send(context.outbox.list());
  });
  registerSso(app, context);
  // A custom theme to try: MEET_CUSTOM_THEME_URL=/meet/demo/theme.json (or an element's theme-url) loads it.
  app.get(DEMO_THEME_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').send(DEMO_THEME));
  for (const [path, svg] of Object.entries(DEMO_LOGOS)) {
    app.get(path, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'no-cache').send(svg),
    );
  }
  // The demo host's page, where waiting guests are approved (the signalling server owns its content).
  app.route({
    method: ['GET', 'POST'],
    url: `${HOST_PATH}*`,
    handler: (request, reply) => {
      const user = demoUser(request, context);
      const mayHost = (meetingId: string) => user !== undefined && hostsMeeting(context, user, meetingId);
      const script = request.url.split('?')[0] === `${HOST_PATH}/host.js`;
      // Anonymous: 401 whatever the address; the page itself says which meetings the user may host.
      if (!script && refuseDemo(request, reply, user, () => true)) return reply;
      const body =
        typeof request.body === 'string'
          ? request.body
          : request.body
            ? JSON.stringify(request.body)
            : undefined;
      const answer = hostRoute({
        method: request.method,
        url: request.url,
        body,
        contentType: request.headers['content-type'],
        xsrfToken: xsrfTokenOf(request),
        mayHost,
      });
      if (!answer) return reply.code(404).send(errorBody(1001, 'Not found.'));
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });
  // The login page (the application's root) comes prerendered in the browser's language; every other page of the
  // application is `app.html`, without that view (an export built before it had `index.html` alone).
  const appPage = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  /** A prerendered page in the visitor's language, else `fallback` (an export built without it). */
  const sendPrerendered = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: 'index' | 'join',
    fallback: string,
  ) => {
    const language = pageLanguage(
      request.headers['accept-language'],
      readSettings(context.db, 'general').defaultLanguage,
    );
    const file = pageFile(page, language);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language')
      .sendFile(existsSync(join(root, file)) ? file : fallback);
  };
  if (hasExport)
    app.get('/meet/', (request, reply) => sendPrerendered(request, reply, 'index', 'index.html'));
  // The meeting join page comes with its frame prerendered (join.html), in the browser's language too.
  if (hasExport)
    app.get('/meet/meeting/join', (request, reply) => sendPrerendered(request, reply, 'join', appPage));
  if (hasExport) {
    app.register(fastifyStatic, {
      root,
      prefix: '/meet/',
      index: false,
      // The export carries each text file brotli- and gzip-compressed beside it (vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(root, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The gateway entry is the application's one route outside /meet/ (spec 2).
  if (hasExport)
    app.get('/meeting/webrtc/gateway', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(appPage),
    );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const page = url.startsWith('/meet/') && !url.startsWith(API) && ['GET', 'HEAD'].includes(request.method);
    // Application paths load the application; unknown ones too (its not-found screen shows), answering 404.
    if (page && hasExport)
      return reply
        .code(isAppRoute(url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile(appPage);
    return reply.code(404).send(errorBody(1001, `No such path: ${request.method} ${url}`));
  });
}

/** A ready-to-listen server over a context (the database, configuration and services). */
export async function buildApp(context: Context): Promise<FastifyInstance> {
  const app = Fastify({
    logger: process.env.MEET_LOG === '1',
    // Errors of the router itself (a bad escape, an over-long parameter) answer like every other error.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      applyHeaders(request, reply, context.config);
      reply.header('cache-control', 'no-store');
      reply.code((error as FastifyError).statusCode ?? 400).send(errorBody(1004, error.message));
    },
    bodyLimit: context.config.bodyLimit,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  registerParsers(app, context.config.bodyLimit);
  registerValidators(app);
  registerErrors(app);
  const started = new WeakMap<object, number>();
  app.addHook('onRequest', async (request, reply) => {
    started.set(request, performance.now());
    if (applyHeaders(request, reply, context.config)) return reply;
  });
  // The time the server spent on a request up to its answer's head (the benches read it; so do devtools).
  app.addHook('onSend', async (request, reply, payload) => {
    // Answers of the API carry tokens and personal data: no cache keeps them.
    if (request.url.startsWith(API) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    const start = started.get(request);
    if (start !== undefined)
      reply.header('server-timing', `app;dur=${(performance.now() - start).toFixed(2)}`);
    return payload;
  });
  app.options('/*', (_request, reply) => reply.code(404).send(errorBody(1001, 'Not found.')));
  registerContract(app, loadOperations(), allHandlers(context), context);
  registerCspReports(app, new ViolationStore(), context.config.cspReportsReadable);
  registerPages(app, context);
  await app.ready();
  return app;
}
