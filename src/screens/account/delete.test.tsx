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

const DELETE = 'POST web/users/me/delete';

describe('<meet-account> account deletion', () => {
  const address = location.href;
  let stopRouting: () => void;
  beforeEach(() => {
    stopRouting = startRouting();
  });
  afterEach(() => {
    stopRouting();
    history.replaceState(null, '', address);
    resetFetch();
  });

  const dialog = (element: HTMLElement) => element.shadowRoot?.querySelector('dialog') as HTMLDialogElement;

  async function openConfirmation(element: HTMLElement): Promise<HTMLDialogElement> {
    button(panel(element), 'Delete my account…').click();
    await waitUntil(() => dialog(element)?.open && dialog(element).querySelector('input'), 'the modal opens');
    return dialog(element);
  }

  it('deleting needs a confirmation and the current password', async () => {
    const server = await signedIn({ [DELETE]: reply(204) });
    const element = await mountAccount('delete');
    const modal = await openConfirmation(element);
    expect(modal.textContent).to.include('Delete your account?');
    expect(server.calls(DELETE)).to.have.length(0);
    button(modal, 'Delete my account').click();
    await settle();
    expect(errorOf(modal, 'Current password')).to.equal('Enter your current password.');
    expect(server.calls(DELETE)).to.have.length(0);
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const server = await signedIn({ [DELETE]: reply(204) });
    const element = await mountAccount('delete');
    const modal = await openConfirmation(element);
    type(field(modal, 'Current password'), 'MeetUser#2026');
    button(modal, 'Cancel').click();
    await waitUntil(() => !dialog(element).open, 'the modal closes');
    expect(server.calls(DELETE)).to.have.length(0);
    expect($session.get().sessionToken).to.equal('S1');
  });

  it('once confirmed with the password (hashed), the account is deleted: "account deleted", back to login', async () => {
    const server = await signedIn({ [DELETE]: reply(204) });
    const element = await mountAccount('delete');
    const modal = await openConfirmation(element);
    type(field(modal, 'Current password'), 'MeetUser#2026');
    await settle();
    button(modal, 'Delete my account').click();
    await waitUntil(() => toasts().length === 1, 'a message');
    expect(server.calls(DELETE)[0]?.body).to.deep.equal({
      password: await hashPassword('MeetUser#2026', USER.login),
    });
    expect(toasts()[0]).to.equal('My account: The account has been deleted.');
    expect($session.get().sessionToken).to.equal('');
    await waitUntil(() => location.pathname === '/meet/', 'back to the login page');
  });

  it('a refused deletion says "account deletion failed" with the reason; the user stays signed in', async () => {
    await signedIn({ [DELETE]: reply(409, { exception: { code: 1027, message: 'admin' } }) });
    const element = await mountAccount('delete');
    const modal = await openConfirmation(element);
    type(field(modal, 'Current password'), 'MeetAdmin#2026');
    await settle();
    button(modal, 'Delete my account').click();
    await waitUntil(() => modal.querySelector('[role="alert"]'), 'the failure shows');
    expect(modal.querySelector('[role="alert"]')?.textContent).to.equal(
      'The account could not be deleted. The administrator account cannot be deleted.',
    );
    expect(modal.open).to.equal(true);
    expect($session.get().sessionToken).to.equal('S1');
  });

  it('a wrong password is reported next to the password field', async () => {
    await signedIn({ [DELETE]: reply(400, { exception: { code: 1002, message: 'wrong' } }) });
    const element = await mountAccount('delete');
    const modal = await openConfirmation(element);
    type(field(modal, 'Current password'), 'nope');
    await settle();
    button(modal, 'Delete my account').click();
    await waitUntil(() => errorOf(modal, 'Current password') !== '', 'the error shows');
    expect(errorOf(modal, 'Current password')).to.equal('The current password is wrong.');
  });
});
