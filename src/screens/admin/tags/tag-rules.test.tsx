import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServer, holdAnswers, reply, resetForTest } from '../../../../tests/support/fake-server';
import { render } from '../../../../tests/support/render';
import { waitUntil } from '../../../../tests/support/wait';
import type { AdminTag } from '../../../core/admin/tags';
import { resetFetch } from '../../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { startSession } from '../../../core/stores/session';
import { TagRules } from './tag-rules';

const TAG: AdminTag = {
  id: 7,
  name: 'Site',
  userCount: 0,
  rules: [
    { id: 1, value: 'Paris', defaultValue: true },
    { id: 2, value: 'Prague', defaultValue: false },
  ],
};

const button = (host: HTMLElement, name: string) =>
  host.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const deepActive = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('tag rules', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['tags', 'common', 'input', 'error']);
  });

  it('marks the default value and names each edit and delete button after its rule', async () => {
    const { host, unmount } = render(<TagRules tag={TAG} />);
    await waitUntil(() => host.querySelector('table'));
    const rows = [...host.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);
    expect(rows).to.deep.equal(['ParisDefault', 'Prague']);
    expect(button(host, 'Edit the rule Prague')?.textContent).to.equal('Edit');
    expect(button(host, 'Delete the rule Paris')?.textContent).to.equal('Delete');
    unmount();
  });

  it('Escape closes a rule being edited and gives the focus back to its edit button', async () => {
    const { host, unmount } = render(<TagRules tag={TAG} />);
    await waitUntil(() => button(host, 'Edit the rule Prague'));
    button(host, 'Edit the rule Prague')?.click();
    await waitUntil(() => host.querySelector('form[aria-label="Change the rule Prague"] input:focus'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => deepActive() === button(host, 'Edit the rule Prague'));
    expect(host.querySelector('form[aria-label="Change the rule Prague"]')).to.equal(null);
    unmount();
  });

  it('refuses a value already among the rules, in any case, without asking the server', async () => {
    const original = window.fetch;
    let calls = 0;
    window.fetch = (...args) => {
      calls++;
      return original(...args);
    };
    const { host, unmount } = render(<TagRules tag={TAG} />);
    try {
      await waitUntil(() => host.querySelector('form[aria-label="Add a rule"]'));
      const form = host.querySelector('form[aria-label="Add a rule"]') as HTMLFormElement;
      const input = form.querySelector('input[type="text"]') as HTMLInputElement;
      input.focus();
      await sendKeys({ type: 'paris' });
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      await waitUntil(() => form.textContent?.includes('This value is already a rule of the tag.'));
      expect(input.value).to.equal('paris');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(calls).to.equal(0);
    } finally {
      window.fetch = original;
      unmount();
    }
  });

  it('a save answering after Cancel and a reopened edit leaves the reopened edit open as typed, never busy', async () => {
    resetForTest();
    startSession({ sessionToken: 's', refreshToken: 'r' }, 'admin@example.com');
    const saved = { ...TAG, rules: [TAG.rules[0], { id: 2, value: 'Praha', defaultValue: false }] };
    const server = fakeServer({ 'PUT web/admin/tags/7/rules/2': reply(200, saved) });
    const { answer } = holdAnswers(server, (request) => request.method === 'PUT');
    const { host, unmount } = render(<TagRules tag={TAG} />);
    const form = () => host.querySelector<HTMLFormElement>('form[aria-label="Change the rule Prague"]');
    const input = () => form()?.querySelector<HTMLInputElement>('input[type="text"]');
    const named = (name: string) =>
      [...(form()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
    try {
      await waitUntil(() => button(host, 'Edit the rule Prague'));
      button(host, 'Edit the rule Prague')?.click();
      await waitUntil(() => input() === deepActive(), 'the value field focused');
      await sendKeys({ type: 'a' });
      named('Save')?.click();
      await waitUntil(
        () => server.seen.length === 0 && form()?.getAttribute('aria-busy') === 'true',
        'the save sent',
      );
      named('Cancel')?.click();
      await waitUntil(() => button(host, 'Edit the rule Prague'), 'the edit cancelled');
      button(host, 'Edit the rule Prague')?.click();
      await waitUntil(() => input() === deepActive(), 'the edit reopened');
      // The reopened edit has sent nothing: it is not busy, its Save is offered.
      expect(form()?.getAttribute('aria-busy')).to.equal('false');
      expect(named('Save')?.disabled).to.equal(false);
      await sendKeys({ type: 'x' });
      answer();
      await waitUntil(
        () => server.seen.length === 1 && form()?.getAttribute('aria-busy') !== 'true',
        'the answer',
      );
      expect(input()?.value).to.equal('Praguex');
      expect(deepActive()).to.equal(input());
    } finally {
      resetFetch();
      unmount();
    }
  });
});
