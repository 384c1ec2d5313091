// Every operation of openapi.yaml, called on a running server: each answer must be one the contract declares.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientHash } from '../auth/passwords';
import { meetingSteps, organizationSteps, serviceSteps, settingsSteps } from './contract-admin-steps';
import { callOp, OPERATIONS } from './contract-support';
import type { CallOptions } from './helpers';
import { ADMIN, startTestServer, TestClient, USER } from './helpers';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const covered = new Set<string>();
let server: Server;
let admin: TestClient;

function call(
  client: TestClient,
  id: string,
  options: CallOptions & { params?: Record<string, string | number>; expect?: number } = {},
) {
  covered.add(id);
  return callOp(client, id, options);
}

const body = <T>(answer: { body: unknown }) => answer.body as T;

describe('the contract holds for every operation', () => {
  before(async () => {
    // With the demo directory, so the LDAP operations answer from it.
    server = await startTestServer({ directoryPort: 0 });
    admin = new TestClient(server.url);
    assert.equal((await admin.signIn(ADMIN.email, ADMIN.password)).status, 200);
  });
  after(() => server.close());

  test('visitor calls answer as declared', async () => {
    const visitor = new TestClient(server.url);
    await call(visitor, 'getPublicSettings');
    await call(visitor, 'getPasswordConstraints');
    await call(visitor, 'getDownloads');
    await call(visitor, 'getWebRtcServers');
    await call(visitor, 'joinMeeting', { query: { umi: '100000001', pinCode: '1234' } });
    await call(visitor, 'joinMeeting', { query: { umi: '100000001', pinCode: '9999' }, expect: 404 });
    const captcha = await call(visitor, 'getCaptcha', { query: { login: USER.email } });
    const { challenge } = body<{ challenge: string }>(captcha);
    await call(visitor, 'mailCaptcha', { json: { login: USER.email, challenge } });
    await call(visitor, 'forgotPassword', { json: { email: USER.email } });
    const signUp = { email: 'new.person@example.org', firstName: 'New', lastName: 'Person', language: 'fr' };
    await call(visitor, 'signUp', {
      json: { ...signUp, password: clientHash('NewPerson#2026', signUp.email) },
    });
    const mail = server.context.outbox.list().find((m) => m.recipient === signUp.email);
    const code = /code=(\d+)/.exec(mail?.body ?? '')?.[1] ?? '';
    await call(visitor, 'confirmSignUp', { json: { email: signUp.email, code: '00000000' }, expect: 400 });
    await call(visitor, 'confirmSignUp', { json: { email: signUp.email, code } });
    await call(visitor, 'confirmSignUp', { json: { email: signUp.email, code }, expect: 409 });
    covered.add('login');
    assert.equal((await visitor.signIn(signUp.email, 'NewPerson#2026')).status, 200);
    const refreshed = await call(visitor, 'refreshSession', {
      headers: { username: signUp.email, refreshToken: visitor.refreshToken },
      anonymous: true,
    });
    visitor.sessionToken = body<{ sessionToken: string }>(refreshed).sessionToken;
    await call(visitor, 'logout');
  });

  test('own-account calls answer as declared', async () => {
    const user = new TestClient(server.url);
    await user.signIn(USER.email, USER.password);
    await call(user, 'getMe');
    await call(user, 'getMyTags');
    await call(user, 'getMyFeatures');
    await call(user, 'getMySubscriptions');
    await call(user, 'getMyDashboard');
    await call(user, 'getGdprAccountText', { query: { lang: 'de' } });
    await call(user, 'updateMe', {
      json: { firstName: 'Jordan', lastName: 'Lee', language: 'fr', timeZoneId: 'Europe/Paris' },
    });
    const wrong = clientHash('Wrong#2026', USER.email);
    await call(user, 'deleteMe', { json: { password: wrong }, expect: 400 });
    const next = clientHash('MeetUser#2027', USER.email);
    await call(user, 'updateMe', {
      json: { oldPassword: clientHash(USER.password, USER.email), newPassword: next },
      expect: 204,
    });
    await call(user, 'getMe', { expect: 401 });
    await user.signIn(USER.email, 'MeetUser#2027');
    await call(user, 'deleteMe', { json: { password: next }, expect: 204 });
  });

  test('user administration answers as declared', async () => {
    await call(admin, 'getSystemDashboard');
    await call(admin, 'listUsers', {
      query: { page: 2, size: 5, sort: 'lastName', order: 1, filter: 'role=all&language=cs' },
    });
    await call(admin, 'exportUsers', { query: { filter: 'activated=true' } });
    const created = await call(admin, 'createUser', {
      json: {
        email: 'eva.kral@example.org',
        firstName: 'Eva',
        lastName: 'Král',
        language: 'cs',
        roles: ['userManager'],
      },
      expect: 201,
    });
    const id = body<{ id: number }>(created).id;
    await call(admin, 'getUser', { params: { id } });
    await call(admin, 'updateUser', { params: { id }, json: { language: 'hu', activated: true } });
    await call(admin, 'bulkUsers', { json: { ids: [id], action: 'activate' } });
    const link = body<{ url: string }>(
      await call(admin, 'createResetPasswordLink', { params: { id }, query: { sendMail: true } }),
    );
    const query = new URL(link.url).searchParams;
    const visitor = new TestClient(server.url);
    await visitor.open();
    await call(visitor, 'changePassword', {
      json: {
        email: query.get('email'),
        uuid: query.get('uuid'),
        password: clientHash('Eva#Kral2026', 'eva.kral@example.org'),
      },
      expect: 204,
    });
    await call(admin, 'importUsers', {
      body: 'email;firstName;lastName;language\nada.new@example.org;Ada;New;en\nnot-an-email;X;Y;en\n',
      contentType: 'text/csv',
      query: { dryRun: true },
    });
    await call(admin, 'migrateUserEmails', {
      body: 'oldEmail;newEmail\neva.kral@example.org;eva.kralova@example.org\nnobody@example.org;x@example.org\n',
      contentType: 'text/csv',
      query: { dryRun: false, sendResetMail: true },
    });
    await call(admin, 'deleteUser', { params: { id }, expect: 204 });
    await call(admin, 'getUser', { params: { id }, expect: 404 });
  });

  test('tag administration answers as declared', async () => {
    await call(admin, 'listTags', { query: { filter: 'name=i' } });
    const tag = body<{ id: number }>(
      await call(admin, 'createTag', { json: { name: 'Floor' }, expect: 201 }),
    );
    const withRule = body<{ rules: { id: number }[] }>(
      await call(admin, 'addTagRule', {
        params: { id: tag.id },
        json: { value: 'Ground', defaultValue: true },
        expect: 201,
      }),
    );
    const ruleId = withRule.rules[0]?.id ?? 0;
    await call(admin, 'updateTagRule', {
      params: { id: tag.id, ruleId },
      json: { value: 'First', defaultValue: true },
    });
    await call(admin, 'getTag', { params: { id: tag.id } });
    const value = body<{ userId: number }>(
      await call(admin, 'addTagUser', { params: { id: tag.id }, json: { email: 'manager@example.com' } }),
    );
    await call(admin, 'listTagUsers', { params: { id: tag.id }, query: { sort: 'value' } });
    await call(admin, 'exportTagUserEmails', { params: { id: tag.id } });
    await call(admin, 'removeTagUser', { params: { id: tag.id, userId: value.userId } });
    await call(admin, 'deleteTagRule', { params: { id: tag.id, ruleId } });
    await call(admin, 'deleteTag', { params: { id: tag.id } });
  });

  test('organization and subscription administration answers as declared', () =>
    organizationSteps(call, admin));

  test('meeting and file administration answers as declared', () => meetingSteps(call, admin));

  test('statistics, services and maintenance answer as declared', () => serviceSteps(call, admin));

  test('settings answer as declared, and a group read can be written back', () => settingsSteps(call, admin));

  test('the audit trail answers as declared', async () => {
    await call(admin, 'listAuditEntries', { query: { sort: 'operation', order: 0, filter: 'outcome=done' } });
    await call(admin, 'exportAuditEntries', { query: { filter: 'operation=login' } });
    await call(admin, 'verifyAuditTrail');
  });

  test('every operation of the contract was called', () => {
    const missing = [...OPERATIONS.keys()].filter((id) => !covered.has(id));
    assert.deepEqual(missing, []);
  });
});
