import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { aSubscription, consoleTests } from '../../../../tests/support/admin';
import { fakeServer, holdAnswers, reply } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import { setFetch } from '../../../core/api/transport';
import { hasUnsavedEdits } from '../../../core/router';
import { GroupForms } from './group-forms';

describe('the groups of organizers', () => {
  consoleTests(['subscriptions', 'common', 'error', 'input']);

  it('a group edited while its save is on its way keeps the edit, and “saved” is not shown over it', async () => {
    const subscription = aSubscription();
    const server = fakeServer({
      'PATCH web/admin/subscriptions/s1': reply(200, aSubscription({ ldapGroup: 'cn=staff' })),
    });
    const { answer } = holdAnswers(server, (request) => request.method === 'PATCH');
    const { host, unmount } = render(<GroupForms subscription={subscription} />);
    const form = () => host.querySelector<HTMLFormElement>('form[aria-label="LDAP group of organizers"]');
    const field = () => form()?.querySelector<HTMLInputElement>('input') ?? null;
    try {
      await waitUntil(field, 'the LDAP group field');
      field()?.focus();
      await sendKeys({ type: 'cn=staff' });
      form()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await waitUntil(() => form()?.getAttribute('aria-busy') === 'true', 'the save sent');
      await sendKeys({ type: ',ou=x' });
      answer();
      await waitUntil(
        () => server.seen.length === 1 && form()?.getAttribute('aria-busy') === 'false',
        'answered',
      );
      expect(server.seen[0]?.body).to.deep.equal({ ldapGroup: 'cn=staff' });
      expect(field()?.value).to.equal('cn=staff,ou=x');
      expect(form()?.textContent).not.to.include('The group has been saved.');
      expect(document.activeElement).to.equal(field());
    } finally {
      unmount();
    }
  });

  it('an edited group asks before the page is left, until it is saved or typed back', async () => {
    const server = fakeServer({
      'PATCH web/admin/subscriptions/s1': reply(200, aSubscription({ ssoGroup: 'staff' })),
    });
    setFetch(server.fetch);
    const { host, unmount } = render(<GroupForms subscription={aSubscription()} />);
    const form = () => host.querySelector<HTMLFormElement>('form[aria-label="SSO group of organizers"]');
    const field = () => form()?.querySelector<HTMLInputElement>('input') ?? null;
    try {
      await waitUntil(field, 'the SSO group field');
      expect(hasUnsavedEdits()).to.equal(false);
      field()?.focus();
      await sendKeys({ type: 'staff' });
      await waitUntil(() => hasUnsavedEdits(), 'the edit held');
      form()?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await waitUntil(() => server.seen.length > 0 && !hasUnsavedEdits(), 'saved, nothing held');
      // The "saved" message took the focus: back to the field.
      field()?.focus();
      await sendKeys({ type: 'x' });
      await waitUntil(() => hasUnsavedEdits(), 'a new edit held');
      await sendKeys({ press: 'Backspace' });
      await waitUntil(() => !hasUnsavedEdits(), 'typed back to what is saved');
    } finally {
      unmount();
    }
    expect(hasUnsavedEdits()).to.equal(false);
  });
});
