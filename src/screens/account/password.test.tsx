import { expect } from '@open-wc/testing';
import {
  button,
  errorOf,
  field,
  mountAccount,
  panel,
  settle,
  signedIn,
  toasts,
  type,
  USER,
  violations,
} from '../../../tests/support/account';
import { reply } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch } from '../../core/api/transport';
import { hashPassword } from '../../core/auth/password';
import { startRouting } from '../../core/router';
import { $session } from '../../core/stores/session';

const CURRENT = 'Current password';
const NEW = 'New password';
const CONFIRM = 'Confirm the new password';

describe('<meet-account> password change', () => {
  const address = location.href;
  let stopRouting: () => void;
  beforeEach(() => {
    // Routed like the application, so "back to login" moves the history instead of leaving the test page.
    stopRouting = startRouting();
  });
  afterEach(() => {
    stopRouting();
    history.replaceState(null, '', address);
    resetFetch();
  });

  async function fill(element: HTMLElement, current: string, next: string, confirmation: string) {
    const root = panel(element);
    type(field(root, CURRENT), current);
    type(field(root, NEW), next);
    type(field(root, CONFIRM), confirmation);
    await settle();
    button(root, 'Change the password').click();
    await settle();
  }

  it('each problem of the new password shows a translated message next to its field, and nothing is sent', async () => {
    const server = await signedIn({});
    const element = await mountAccount('password');
    await waitUntil(
      () => panel(element).textContent?.includes('At least 10 characters'),
      'constraints shown',
    );
    await fill(element, 'Old#Secret1', 'abc', 'abd');
    const root = panel(element);
    const problems = errorOf(root, NEW);
    expect(problems).to.include('at least 10 characters');
    expect(problems).to.include('must contain a digit');
    expect(problems).to.include('must contain an uppercase letter');
    expect(problems).to.include('must contain a special character');
    expect(problems).not.to.include('lowercase');
    expect(errorOf(root, CONFIRM)).to.equal('The new password and its confirmation are different.');
    expect(field(root, NEW).getAttribute('aria-invalid')).to.equal('true');
    expect(server.calls('PATCH web/users/me')).to.have.length(0);
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('a password change requires the current password', async () => {
    const server = await signedIn({});
    const element = await mountAccount('password');
    await fill(element, '', 'New#Secret2026', 'New#Secret2026');
    expect(errorOf(panel(element), CURRENT)).to.equal('Enter your current password.');
    expect(server.calls('PATCH web/users/me')).to.have.length(0);
  });

  it('after a password change the user is logged out with a message and sent to the login', async () => {
    const server = await signedIn({ 'PATCH web/users/me': reply(204) });
    const element = await mountAccount('password');
    await fill(element, 'Old#Secret1', 'New#Secret2026', 'New#Secret2026');
    await waitUntil(() => server.calls('PATCH web/users/me').length === 1, 'the change is sent');
    await waitUntil(() => $session.get().sessionToken === '', 'the session ends');
    // Both passwords travel hashed, salted with the login the user signed in with.
    expect(server.calls('PATCH web/users/me')[0]?.body).to.deep.equal({
      oldPassword: await hashPassword('Old#Secret1', USER.login),
      newPassword: await hashPassword('New#Secret2026', USER.login),
    });
    await waitUntil(() => toasts().length === 1, 'a message');
    expect(toasts()[0]).to.equal(
      'Password changed: Your password has been changed. Please sign in again with your new password.',
    );
    await waitUntil(() => location.pathname === '/meet/', 'back to the login page');
  });

  it('a wrong current password is reported next to it: the password change failed, still signed in', async () => {
    await signedIn({ 'PATCH web/users/me': reply(400, { exception: { code: 1002, message: 'wrong' } }) });
    const element = await mountAccount('password');
    await fill(element, 'Wrong#Secret1', 'New#Secret2026', 'New#Secret2026');
    const root = panel(element);
    await waitUntil(() => errorOf(root, CURRENT) !== '', 'the error shows');
    expect(errorOf(root, CURRENT)).to.equal('The current password is wrong.');
    expect(root.querySelector('[role="alert"]')?.textContent).to.include(
      'The password could not be changed.',
    );
    expect($session.get().sessionToken).to.equal('S1');
  });

  it('external accounts cannot change their password here and are told why', async () => {
    await signedIn({}, { ...USER, source: 'LDAP' });
    const element = await mountAccount('password');
    const root = panel(element);
    expect(root.querySelector('input')).to.equal(null);
    expect(root.textContent).to.include("managed by your organization's directory");
  });
});
