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
import { TIME_ZONES, timeZoneChoices } from '../../core/format/time-zones';
import { $me } from '../../core/stores/me';

describe('<meet-account> information', () => {
  afterEach(() => resetFetch());

  it('shows first name, last name, language and time zone, and saving them sends PATCH web/users/me then "user saved"', async () => {
    const server = await signedIn({ 'PATCH web/users/me': reply(200, { ...USER, firstName: 'Jo' }) });
    const element = await mountAccount();
    const root = panel(element);
    expect(field(root, 'First name').value).to.equal('Jordan');
    expect(field(root, 'Last name').value).to.equal('Lee');
    const language = field<HTMLSelectElement>(root, 'Language');
    expect([...language.options].map((o) => o.value)).to.deep.equal(['cs', 'de', 'en', 'fr', 'hu', 'es']);
    const zone = field<HTMLSelectElement>(root, 'Time zone');
    expect(zone.value).to.equal('Europe/Paris');
    expect(zone.options.length).to.equal(TIME_ZONES.length);
    expect(zone.selectedOptions[0]?.textContent).to.match(/^Paris, France \(UTC\+0[12]:00\)$/);
    type(field(root, 'First name'), 'Jo');
    type(language, 'fr');
    type(zone, 'America/New_York');
    await settle();
    button(root, 'Save').click();
    await waitUntil(() => toasts().length === 1, 'saved');
    expect(server.calls('PATCH web/users/me')[0]?.body).to.deep.equal({
      firstName: 'Jo',
      lastName: 'Lee',
      language: 'fr',
      timeZoneId: 'America/New_York',
    });
    expect(toasts()[0]).to.equal('My account: The user has been saved.');
    expect($me.get()?.timeZoneID).to.equal('America/New_York');
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('a first or last name cannot be emptied', async () => {
    const server = await signedIn({ 'PATCH web/users/me': reply(200, USER) });
    const element = await mountAccount();
    const root = panel(element);
    type(field(root, 'Last name'), '   ');
    await settle();
    button(root, 'Save').click();
    await settle();
    expect(errorOf(root, 'Last name')).to.equal('This field is required.');
    expect(server.calls('PATCH web/users/me')).to.have.length(0);
  });

  it('a name holding a control, right-to-left or zero-width character is named on its field, kept, and not sent', async () => {
    const server = await signedIn({ 'PATCH web/users/me': reply(200, USER) });
    const element = await mountAccount();
    const root = panel(element);
    const message =
      'Remove the invisible or control characters (such as a zero-width space or a right-to-left mark): they are not allowed here.';
    for (const typed of ['Jor\u200bdan', 'Jordan\u202e', 'Jor\u0000dan']) {
      type(field(root, 'First name'), typed);
      await settle();
      expect(errorOf(root, 'First name'), JSON.stringify(typed)).to.equal(message);
      button(root, 'Save').click();
      await settle();
      expect(field(root, 'First name').value).to.equal(typed);
    }
    expect(server.calls('PATCH web/users/me')).to.have.length(0);
    type(field(root, 'First name'), 'Jordan');
    await settle();
    expect(errorOf(root, 'First name')).to.equal('');
  });

  it('a failed save says so with the reason and keeps what was typed', async () => {
    await signedIn({ 'PATCH web/users/me': reply(400, { exception: { code: 1004, message: 'bad' } }) });
    const element = await mountAccount();
    const root = panel(element);
    type(field(root, 'First name'), 'Sam');
    await settle();
    button(root, 'Save').click();
    await waitUntil(() => root.querySelector('[role="alert"]'), 'the failure shows');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal(
      'The information could not be saved. A parameter is not valid.',
    );
    expect(field(root, 'First name').value).to.equal('Sam');
    expect(toasts()).to.deep.equal([]);
  });

  it('external accounts see read-only fields with an explanation', async () => {
    const server = await signedIn({}, { ...USER, source: 'SSO' });
    const element = await mountAccount();
    const root = panel(element);
    expect(root.querySelectorAll('input, select').length).to.equal(0);
    expect(root.querySelector('button[type="submit"]')).to.equal(null);
    expect(root.textContent).to.include("managed by your organization's directory or single sign-on");
    const facts = [...root.querySelectorAll('dd')].map((dd) => dd.textContent);
    const paris = timeZoneChoices('en').find(({ id }) => id === 'Europe/Paris')?.label;
    expect(facts).to.deep.equal(['Jordan', 'Lee', 'user@example.com', 'English', paris]);
    expect(server.calls('PATCH web/users/me')).to.have.length(0);
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('a stored old time zone name (Asia/Calcutta) shows as its current zone and stays stored', async () => {
    await signedIn({}, { ...USER, timeZoneID: 'Asia/Calcutta' });
    const zone = field<HTMLSelectElement>(panel(await mountAccount()), 'Time zone');
    expect(zone.value).to.equal('Asia/Calcutta');
    expect(zone.selectedOptions[0]?.textContent).to.match(/^Kolkata, India \(UTC\+05:30\)$/);
    expect([...zone.options].filter((option) => option.textContent?.includes('Kolkata'))).to.have.length(1);
  });
});
