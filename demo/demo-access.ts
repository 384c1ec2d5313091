// Who may open the demo pages: the outbox shows reset links and the host page admits guests, so both answer only
// a signed-in user with the right roles, never an address. A page opened in a browser signs in on its own small
// form (a cookie limited to /meet/demo/); a program sends its bearer token. MEET_DEMO_PAGES=off turns every
// demo page off.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '../src/core/constants';
import { clientHash, isWireHash, verifyPassword } from './auth/passwords';
import type { Context } from './context';
import { errorBody } from './http/errors';
import { sessionUser, tokenUser } from './http/guard';
import { cookiesOf, xsrfTokenOf } from './http/headers';
import type { AuthUser } from './http/types';
import { userBySignIn } from './lib/users';

/** Where the demo pages live. */
export const DEMO_PATH = '/meet/demo';
/** The cookie of a demo page's sign-in: a session token, sent back only to the demo pages. */
export const DEMO_COOKIE = 'meet-demo-session';
const SIGN_IN_PATH = `${DEMO_PATH}/sign-in`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The signed-in user of a demo request: its bearer token, else its demo cookie. */
export function demoUser(request: FastifyRequest, context: Context): AuthUser | undefined {
  const bearer = sessionUser(request, context);
  if (bearer) return bearer;
  const token = cookiesOf(request)[DEMO_COOKIE];
  return token ? tokenUser(token, context) : undefined;
}

/** Only demo pages are answered here: a `next` elsewhere (another site) goes to the outbox. */
const safeNext = (next: string | undefined) =>
  next?.startsWith(`${DEMO_PATH}/`) && !next.startsWith('//') ? next : `${DEMO_PATH}/outbox`;

function signInPage(next: string, xsrf: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to the demo pages</title></head>
<body>
<main>
<h1>Sign in to the demo pages</h1>
<p>${escapeHtml(message)}</p>
<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}"><input type="hidden" name="next" value="${escapeHtml(next)}">
<p><label for="email">E-mail or login</label> <input id="email" name="email" autocomplete="username" required></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form>
</main>
</body>
</html>`;
}

const wantsJson = (request: FastifyRequest) =>
  request.url.split('?')[0]?.endsWith('.json') || !(request.headers.accept ?? '').includes('text/html');

/**
 * Answers 401 (the sign-in form for a browser, the error shape for a program) when nobody is signed in, 403 when
 * the signed-in user may not see the page; undefined when the page may be shown.
 */
export function refuseDemo(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser | undefined,
  allowed: (user: AuthUser) => boolean,
): FastifyReply | undefined {
  if (user && allowed(user)) return undefined;
  reply.header('cache-control', 'no-store');
  const [status, code, message] = user
    ? [403, 1005, 'Your account may not open this demo page: sign in with another one.']
    : [401, 1014, 'This demo page needs a sign-in.'];
  if (wantsJson(request)) return reply.code(status).send(errorBody(code, message));
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(signInPage(request.url, xsrfTokenOf(request), message));
}

/** The demo pages' sign-in form and, with MEET_DEMO_PAGES=off, a 404 for every demo page. */
export function registerDemoAccess(app: FastifyInstance, context: Context): void {
  if (!context.config.demoPages) {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === DEMO_PATH || path.startsWith(`${DEMO_PATH}/`))
        return reply.code(404).send(errorBody(1001, 'The demo pages are turned off.'));
    });
    return;
  }
  app.get(SIGN_IN_PATH, (request, reply) => {
    const next = safeNext((request.query as { next?: string }).next);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(signInPage(next, xsrfTokenOf(request), 'Sign in with an account that may see the page.'));
  });
  app.post(SIGN_IN_PATH, async (request, reply) => {
    const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const next = safeNext(fields.get('next') ?? undefined);
    const email = fields.get('email') ?? '';
    const page = (status: number, message: string) =>
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(signInPage(next, xsrfTokenOf(request), message));
    if (!fields.get('xsrf') || fields.get('xsrf') !== cookiesOf(request)[XSRF_COOKIE])
      return page(403, 'The form is out of date: reload the page.');
    if (context.loginGuard.throttle(request.ip) > 0) return page(429, 'Too many attempts: wait a minute.');
    const hurdles = context.loginGuard.hurdles(email, request.ip);
    if (hurdles.wait > 0) return page(429, `Too many failed sign-ins: wait ${hurdles.wait} s.`);
    if (hurdles.captcha) return page(401, 'This account needs a captcha: sign in to the application first.');
    const user = userBySignIn(context.db, email);
    const wire = clientHash(fields.get('password') ?? '', email);
    const ok = isWireHash(wire) && (await verifyPassword(wire, user?.password_hash ?? null));
    if (!user || !ok || !user.activated) {
      context.loginGuard.fail(email, request.ip);
      return page(401, 'Wrong e-mail or password.');
    }
    context.loginGuard.succeed(email);
    const { sessionToken } = context.tokens.signIn(user.id);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${DEMO_COOKIE}=${sessionToken}; Path=${DEMO_PATH}/; HttpOnly; SameSite=Strict${secure}`,
    );
    return reply.code(303).header('location', next).header('cache-control', 'no-store').send();
  });
}

/** True when the user may host this meeting: its organizer, or an administrator. */
export function hostsMeeting(context: Context, user: AuthUser, meetingId: string): boolean {
  if (user.roles.includes('administrator') || user.roles.includes('systemAdmin')) return true;
  return (
    context.db.prepare('SELECT 1 FROM meetings WHERE uid = ? AND creator_id = ?').get(meetingId, user.id) !==
    undefined
  );
}
