import { expect } from '@open-wc/testing';
import { parse } from 'yaml';
import contract from '../../../dist-spec/openapi.yaml?raw';
import { resetForTest } from '../../../tests/support/fake-server';
import { $config } from '../config';
import { startSession } from '../stores/session';
import * as authCalls from './auth-calls';
import * as meCalls from './me-calls';
import * as meetingCalls from './meeting-calls';
import { resetApiTimings, resetFetch, setFetch } from './transport';

type Node = Record<string, unknown>;

/** What the contract says of one operation, as far as a call can break it. */
interface Operation {
  id: string;
  method: string;
  path: RegExp;
  query: string[];
  requiredQuery: string[];
  headers: string[];
  /** `security: []`: no bearer may be sent. */
  open: boolean;
  /** The session is optional (logout). */
  optional: boolean;
  body: boolean;
}

function operations(): Operation[] {
  const document = parse(contract) as Node;
  const resolve = (node: Node): Node =>
    typeof node.$ref === 'string'
      ? (node.$ref
          .slice(2)
          .split('/')
          .reduce<unknown>((at, key) => (at as Node)[key], document) as Node)
      : node;
  const all: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const parameters = [...((item.parameters as Node[]) ?? []), ...((op.parameters as Node[]) ?? [])].map(
        resolve,
      );
      const named = (where: string) => parameters.filter((p) => p.in === where);
      const security = (op.security ?? document.security) as Node[];
      all.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path: new RegExp(`^${path.slice(1).replace(/\{\w+\}/g, '[^/]+')}$`),
        query: named('query').map((p) => p.name as string),
        requiredQuery: named('query')
          .filter((p) => p.required)
          .map((p) => p.name as string),
        headers: named('header').map((p) => (p.name as string).toLowerCase()),
        open: security.length === 0,
        optional: security.some((s) => Object.keys(s).length === 0),
        body: op.requestBody !== undefined,
      });
    }
  }
  return all;
}

const OPERATIONS = operations();
const HASH = `scryptsha1$${'0'.repeat(64)}`;

/** Every call function of the core API with arguments the contract accepts. */
const CALLS: Record<string, () => Promise<unknown>> = {
  getPublicSettings: () => authCalls.getPublicSettings(),
  getPasswordConstraints: () => authCalls.getPasswordConstraints(),
  login: () => authCalls.login({ username: 'alice@example.com', password: HASH }),
  logout: () => authCalls.logout(),
  getCaptcha: () => authCalls.getCaptcha('alice@example.com'),
  mailCaptcha: () => authCalls.mailCaptcha('alice@example.com', 'C1'),
  changePassword: () => authCalls.changePassword('alice@example.com', 'uuid', HASH),
  refresh: () => authCalls.refresh('alice@example.com', 'R1'),
  getMe: () => meCalls.getMe(),
  updateMe: () =>
    meCalls.updateMe({ firstName: 'Alice', lastName: 'Martin', language: 'fr', timeZoneId: 'Europe/Paris' }),
  changeMyPassword: () => meCalls.changeMyPassword({ oldPassword: HASH, newPassword: HASH }),
  deleteMe: () => meCalls.deleteMe(HASH),
  getMyTags: () => meCalls.getMyTags(),
  getGdprAccountText: () => meCalls.getGdprAccountText('de'),
  joinMeeting: () => meetingCalls.joinMeeting('100000001', '1234'),
  getWebrtcServers: () => meetingCalls.getWebrtcServers(),
};

interface Sent {
  method: string;
  path: string;
  query: string[];
  headers: Headers;
  body: boolean;
}

/** The requests a call sends, answered 200 `{}`. */
async function sentBy(call: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  setFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const base = new URL($config.get().apiBase, document.baseURI);
    sent.push({
      method: request.method,
      path: url.pathname.slice(base.pathname.length),
      query: [...url.searchParams.keys()],
      headers: request.headers,
      body: (await request.text()) !== '',
    });
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  });
  await call();
  return sent;
}

/** The problems of one request against the contract (empty: the contract has it as sent). */
function problems(request: Sent): string[] {
  const op = OPERATIONS.find((o) => o.method === request.method && o.path.test(request.path));
  if (!op) return [`${request.method} ${request.path} is not an operation of the contract`];
  const found: string[] = [];
  for (const name of request.query)
    if (!op.query.includes(name)) found.push(`${op.id}: unknown query ${name}`);
  for (const name of op.requiredQuery) if (!request.query.includes(name)) found.push(`${op.id}: no ${name}`);
  for (const name of op.headers) if (!request.headers.has(name)) found.push(`${op.id}: no header ${name}`);
  const bearer = request.headers.has('authorization');
  if (op.open && bearer) found.push(`${op.id}: sends a bearer to a call without security`);
  if (!op.open && !op.optional && !bearer) found.push(`${op.id}: sends no bearer`);
  if (request.body !== op.body) found.push(`${op.id}: ${request.body ? 'sends a body' : 'sends no body'}`);
  return found;
}

describe('the core API calls and the contract (dist-spec/openapi.yaml)', () => {
  beforeEach(() => {
    resetForTest();
    startSession({ sessionToken: 'S1', refreshToken: 'R1' }, 'alice@example.com');
  });
  afterEach(() => {
    resetFetch();
    resetApiTimings();
  });

  it('every call function of auth-calls, me-calls and meeting-calls is checked here', () => {
    const exported = [authCalls, meCalls, meetingCalls].flatMap((module) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name),
    );
    expect(exported.filter((name) => !(name in CALLS))).to.deep.equal([]);
  });

  for (const [name, call] of Object.entries(CALLS)) {
    it(`${name} sends a method, path, query, headers, body and bearer that the contract declares`, async () => {
      const sent = await sentBy(call);
      expect(sent).to.have.length(1);
      expect(problems(sent[0] as Sent)).to.deep.equal([]);
    });
  }

  it('a path or method the contract lacks, or a query it does not name, is reported', () => {
    const request = (method: string, path: string, query: string[] = []): Sent => ({
      method,
      path,
      query,
      headers: new Headers({ authorization: 'Bearer S1' }),
      body: false,
    });
    expect(problems(request('GET', 'web/users/you'))).to.have.length(1);
    expect(problems(request('DELETE', 'web/users/me'))).to.have.length(1);
    expect(problems(request('GET', 'web/users/gdpr/text/account', ['language']))).to.include(
      'getGdprAccountText: unknown query language',
    );
    expect(problems(request('GET', 'web/admin/users/42'))).to.deep.equal([]);
  });
});
