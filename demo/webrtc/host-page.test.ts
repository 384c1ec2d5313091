// The demo host page: waiting guests listed, approved or rejected by form or JSON, mounted in Fastify.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { xsrfTokenOf } from '../http/headers';
import { HOST_PATH, hostRoute } from './index';
import {
  demoMeetings,
  memoryDirectory,
  startServer,
  TestClient,
  type TestServer,
  violations,
} from './test-kit';

/** Mounts the host page in a Fastify app, exactly as the reference server does. */
function mountHostPage(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: `${HOST_PATH}*`,
      handler: (request, reply) => {
        const answer = hostRoute({
          method: request.method,
          url: request.url,
          body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? ''),
          contentType: request.headers['content-type'],
          xsrfToken: xsrfTokenOf(request),
          // Signed in as a host of every meeting: who may host is demo/test/demo-pages.test.ts's concern.
          mayHost: () => true,
        });
        if (!answer) return reply.callNotFound();
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  });
}

/** The browser's XSRF cookie, which a decision echoes in its `xsrf` field. */
const XSRF = { cookie: 'XSRF-TOKEN=host-test-token' };
const xsrf = 'host-test-token';

describe('demo host page', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let guest: TestClient;
  let guestId = '';

  before(async () => {
    server = await startServer(memoryDirectory(demoMeetings()));
    app = Fastify();
    mountHostPage(app);
    await app.ready();
    guest = await TestClient.open(server.port);
    guestId = (await guest.login('100000002', 'Ada "Ace" & Co')).participantId ?? '';
  });
  after(async () => {
    await guest.close();
    await app.close();
    await server.close();
  });

  test('the host page lists the waiting guests with accessible approve and reject buttons, names escaped', async () => {
    const page = await app.inject({ method: 'GET', url: `${HOST_PATH}?meeting=100000002` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /<html lang="en">/);
    assert.match(page.body, /aria-label="Approve Ada &#34;Ace&#34; &#38; Co"/);
    assert.match(page.body, new RegExp(`name="guest" value="${guestId}"`));
    assert.doesNotMatch(page.body, /<script>|style=/, 'nothing inline: the CSP holds');
    const script = await app.inject({ method: 'GET', url: `${HOST_PATH}/host.js` });
    assert.match(script.headers['content-type'] as string, /javascript/);
  });

  test('the JSON endpoint lists the waiting guests', async () => {
    const list = await app.inject({ method: 'GET', url: `${HOST_PATH}/waiting?meeting=100000002` });
    assert.deepEqual(
      list.json().map((g: { id: string; name: string }) => [g.id, g.name]),
      [[guestId, 'Ada "Ace" & Co']],
    );
  });

  test('a refused decision value is a 400, an unknown guest a 404', async () => {
    const bad = { meeting: '100000002', guest: guestId, decision: 'MAYBE', xsrf };
    const url = `${HOST_PATH}/decide`;
    assert.equal((await app.inject({ method: 'POST', url, headers: XSRF, payload: bad })).statusCode, 400);
    const nobody = { meeting: '100000002', guest: 'nobody', decision: 'APPROVED', xsrf };
    assert.equal((await app.inject({ method: 'POST', url, headers: XSRF, payload: nobody })).statusCode, 404);
  });

  test('approving by the form redirects back to the page and tells the guest APPROVED', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: `${HOST_PATH}/decide`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...XSRF },
      payload: new URLSearchParams({
        meeting: '100000002',
        guest: guestId,
        decision: 'APPROVED',
        xsrf,
      }).toString(),
    });
    assert.equal(answer.statusCode, 303);
    assert.equal(answer.headers.location, `${HOST_PATH}?meeting=100000002`);
    assert.equal((await guest.next('MEETING_ATTENDEE_REQUEST_STATUS')).info, 'APPROVED');
    assert.deepEqual(violations, []);
  });

  test('paths outside the host page are left to the server', () => {
    assert.equal(hostRoute({ method: 'GET', url: '/meet/demo/other', mayHost: () => true }), undefined);
  });
});
