import { expect } from '@open-wc/testing';
import { render } from '../../../../tests/support/render';
import { settle, waitUntil } from '../../../../tests/support/wait';
import type { Result } from '../../../core/admin/result';
import { ERROR_ALREADY_EXISTS, ERROR_GENERIC } from '../../../core/constants';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { AddForm } from './add-form';

interface Contact {
  email: string;
  name: string;
}
const BLANK: Contact = { email: '', name: '' };

/** Types `text` into an input as React hears it. */
function type(field: HTMLInputElement | undefined, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, text);
  field?.dispatchEvent(new Event('input', { bubbles: true }));
}
const inputs = (host: HTMLElement) => [...host.querySelectorAll('input')];
const submit = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
const alertText = (host: HTMLElement) => host.querySelector('[role="alert"]')?.textContent;

/** A two-field form answering `answers` in turn, recording what it sent and what it added. */
function contactForm(
  answers: (Result<string> | Promise<Result<string>>)[],
  extra: { refusedAlert?: string } = {},
) {
  const sent: Contact[] = [];
  const added: string[] = [];
  const edited: boolean[] = [];
  const view = render(
    <AddForm<Contact, string>
      title="Add a contact"
      submit="Add"
      blank={BLANK}
      check={({ email }) => (email.includes('@') ? undefined : { email: 'Not an e-mail.' })}
      add={async (contact) => {
        sent.push(contact);
        return (await answers.shift()) as Result<string>;
      }}
      refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? { email: 'Already a contact.' } : undefined)}
      done={(id) => added.push(id)}
      onEdited={(value) => edited.push(value)}
      {...extra}
    >
      {({ text }) => [
        text('email', { label: 'E-mail', type: 'email', maxLength: 320 }),
        text('name', { label: 'Name', maxLength: 100 }),
      ]}
    </AddForm>,
  );
  return { ...view, sent, added, edited };
}

describe('admin kit: add form', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'common', 'error']);
  });

  it('values its check refuses stay typed, the error is on the field it names and read out from there once, nothing is sent', async () => {
    const { host, unmount, sent } = contactForm([]);
    await waitUntil(() => inputs(host).length === 2);
    type(inputs(host)[0], 'nobody');
    type(inputs(host)[1], 'Ana');
    await settle();
    submit(host);
    await waitUntil(() => alertText(host), 'the error is read out');
    expect(alertText(host)).to.equal('Not an e-mail.');
    expect(host.querySelectorAll('[role="alert"]')).to.have.length(1);
    expect(host.textContent?.split('Not an e-mail.')).to.have.length(2, 'the message is on the page once');
    expect(host.querySelector('.alert')).to.equal(null, 'a field error is not a visible alert of the form');
    expect(inputs(host).map((input) => input.value)).to.deep.equal(['nobody', 'Ana']);
    expect(sent).to.deep.equal([]);
    unmount();
  });

  it('a refusal the form knows goes on its field, another in words of the catalogue above the button; values stay', async () => {
    const { host, unmount, sent } = contactForm([
      { done: false, code: ERROR_ALREADY_EXISTS, message: '' },
      { done: false, code: ERROR_GENERIC, message: 'boom' },
    ]);
    await waitUntil(() => inputs(host).length === 2);
    type(inputs(host)[0], 'ana@example.com');
    type(inputs(host)[1], ' Ana ');
    await settle();
    submit(host);
    await waitUntil(() => alertText(host) === 'Already a contact.', 'the known refusal is on the e-mail');
    submit(host);
    await waitUntil(() => host.querySelector('.alert'), 'the other refusal is an alert of the form');
    expect(host.querySelector('.alert')?.textContent).to.not.equal('');
    expect(host.querySelector('.alert')?.textContent).to.not.include('boom');
    expect(inputs(host).map((input) => input.value)).to.deep.equal(['ana@example.com', ' Ana ']);
    expect(sent, 'texts sent trimmed').to.deep.equal([
      { email: 'ana@example.com', name: 'Ana' },
      { email: 'ana@example.com', name: 'Ana' },
    ]);
    unmount();
  });

  it('the refused alert shows above the reason only when the server refused', async () => {
    const { host, unmount } = contactForm([{ done: false, code: ERROR_GENERIC, message: '' }], {
      refusedAlert: 'The contact could not be added.',
    });
    await waitUntil(() => inputs(host).length === 2);
    type(inputs(host)[0], 'x');
    await settle();
    submit(host);
    await waitUntil(() => alertText(host));
    expect(host.querySelector('.alert')).to.equal(null);
    type(inputs(host)[0], 'ana@example.com');
    await settle();
    submit(host);
    await waitUntil(() => host.querySelector('.alert'));
    expect(host.querySelector('.alert')?.textContent).to.match(/^The contact could not be added\. \S/);
    unmount();
  });

  it('an add blanks every field, puts the cursor in the first, and tells the page the form holds no edit', async () => {
    const { host, unmount, added, edited } = contactForm([{ done: true, value: 'c1' }]);
    await waitUntil(() => inputs(host).length === 2);
    type(inputs(host)[0], 'ana@example.com');
    type(inputs(host)[1], 'Ana');
    await settle();
    expect(edited.at(-1)).to.equal(true);
    submit(host);
    await waitUntil(() => added.length === 1, 'added');
    await waitUntil(() => inputs(host)[0]?.value === '' && inputs(host)[1]?.value === '', 'blank again');
    expect(added).to.deep.equal(['c1']);
    expect(edited.at(-1)).to.equal(false);
    expect(host.contains(document.activeElement)).to.equal(true);
    expect(alertText(host)).to.equal(undefined);
    unmount();
  });
  /**
   * Types `first` into a contact form and submits it; while the add is on its way, types `meanwhile` (a value per
   * field, undefined leaves it); then the add is done. Answers the values shown afterwards.
   */
  async function addWhileTyping(first: string[], meanwhile: (string | undefined)[]): Promise<string[]> {
    let answer: (result: Result<string>) => void = () => undefined;
    const { host, unmount, added, sent } = contactForm([new Promise((resolve) => (answer = resolve))]);
    await waitUntil(() => inputs(host).length === 2);
    for (const [at, text] of first.entries()) type(inputs(host)[at], text);
    await settle();
    submit(host);
    await waitUntil(() => sent.length === 1, 'sent');
    for (const [at, text] of meanwhile.entries()) if (text !== undefined) type(inputs(host)[at], text);
    await settle();
    answer({ done: true, value: 'c1' });
    await waitUntil(() => added.length === 1, 'added');
    await settle();
    const shown = inputs(host).map((input) => input.value);
    unmount();
    return shown;
  }
  it('values typed while the server answers are kept after the add, not blanked with what was sent', async () => {
    expect(await addWhileTyping(['ana@example.com'], ['bo@example.com', 'Bo'])).to.deep.equal([
      'bo@example.com',
      'Bo',
    ]);
  });
  it('a field left as it was sent goes blank even when another one was typed in while the server answered', async () => {
    // The next e-mail is typed at once; the name, still the one sent, is not the next contact's.
    expect(await addWhileTyping(['ana@example.com', 'Ana'], ['bo@example.com'])).to.deep.equal([
      'bo@example.com',
      '',
    ]);
  });
});
