// What every single sign-on protocol ends with, checked the same way (test support).
import assert from 'node:assert/strict';
import { SSO_USERNAME } from '../../src/core/constants';
import { TestClient } from './helpers';

const codeOf = (answer: { body: unknown }) =>
  (answer.body as { exception?: { code?: number } }).exception?.code;

/** `POST web/login` under the fixed SSO user name with a one-time token. */
export const ssoLogin = (client: TestClient, token: string) =>
  client.call('POST', 'web/login', { json: { username: SSO_USERNAME, password: token }, anonymous: true });

/** The window came back to `returnUri` with state S1 and a token that signs `email` in, once. */
export async function assertTokenSignsInOnce(serverUrl: string, back: URL, returnUri: string, email: string) {
  assert.equal(`${back.origin}${back.pathname}`, returnUri);
  assert.equal(back.searchParams.get('state'), 'S1');
  const token = back.searchParams.get('token') ?? '';
  const client = new TestClient(serverUrl);
  await client.open();
  const answer = await ssoLogin(client, token);
  assert.equal(answer.status, 200);
  client.sessionToken = (answer.body as { sessionToken: string }).sessionToken;
  assert.equal(((await client.call('GET', 'web/users/me')).body as { email: string }).email, email);
  const again = await ssoLogin(client, token);
  assert.deepEqual([again.status, codeOf(again)], [401, 1015]);
}
