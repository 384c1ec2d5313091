import { expect } from '@open-wc/testing';
import axe from 'axe-core';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { render } from '../../../tests/support/render';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../../core/api/transport';
import type { PublicSettings } from '../../core/api/types';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $publicSettings } from '../../core/stores/public-settings';
import { JoinWithoutAccount } from './join-without-account';

const JOIN = 'GET web/meetings/join';

/** Types into a React-controlled input. */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('join without account', () => {
  let view: ReturnType<typeof render>;
  let joined: string[];
  const inputs = () => [...view.host.querySelectorAll('input')];
  const submit = () => view.host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  const alertText = () => view.host.querySelector('[role="alert"]')?.textContent ?? '';

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['public', 'error', 'common', 'input']);
  });
  beforeEach(async () => {
    resetForTest();
    $publicSettings.set({ pinCode: true } as PublicSettings);
    joined = [];
  });
  afterEach(() => {
    view.unmount();
    resetFetch();
    resetApiTimings();
  });

  async function open(search: Record<string, string> = {}) {
    view = render(<JoinWithoutAccount search={search} onJoin={(umi) => joined.push(umi)} />);
    await waitUntil(() => inputs().length === 2, 'the form renders');
  }

  it('asks for the meeting ID and the PIN code, labelled, and passes axe', async () => {
    await open();
    const labels = [...view.host.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).to.deep.equal(['Meeting ID', 'PIN code']);
    expect(view.host.querySelector('h1')?.textContent).to.equal('Join a meeting');
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('a wrong pair shows "Invalid meeting identifiers." and keeps everything typed', async () => {
    setFetch(fakeServer({ [JOIN]: reply(404, { exception: { code: 1001 } }) }).fetch);
    await open();
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(id, '100000001');
    type(pin, '9999');
    submit();
    await waitUntil(() => alertText() !== '', 'the message shows');
    expect(alertText()).to.equal('Invalid meeting identifiers.');
    expect([id.value, pin.value]).to.deep.equal(['100000001', '9999']);
    expect(joined).to.deep.equal([]);
    const { violations } = await axe.run(view.host);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('an accepted pair opens the meeting join page with the meeting ID', async () => {
    const server = fakeServer({ [JOIN]: reply(200, { id: '100000001' }) });
    setFetch(server.fetch);
    await open();
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(id, '100 000 001');
    type(pin, '1234');
    submit();
    await waitUntil(() => joined.length === 1);
    expect(joined).to.deep.equal(['100000001']);
    expect(server.calls(JOIN)[0]?.path).to.equal('web/meetings/join?umi=100000001&pinCode=1234');
  });

  it('an empty meeting ID is said on its field, which takes the focus; nothing is sent', async () => {
    const server = fakeServer({});
    setFetch(server.fetch);
    await open();
    submit();
    await waitUntil(() => view.host.textContent?.includes('Please enter the meeting ID.'));
    const [id] = inputs() as [HTMLInputElement];
    expect(id.getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(id);
    expect(server.calls(JOIN)).to.have.length(0);
  });

  it('a server failure shows its error message and keeps what was typed', async () => {
    setFetch(fakeServer({ [JOIN]: reply(503, { exception: { code: 1000 } }) }).fetch);
    await open({ umi: '100000002' });
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    expect(id.value).to.equal('100000002');
    type(pin, '1234');
    submit();
    await waitUntil(() => alertText() !== '');
    expect(alertText()).to.include('internal server error');
    expect([id.value, pin.value]).to.deep.equal(['100000002', '1234']);
  });

  it('letters are refused as typed in the meeting ID and the PIN code', async () => {
    await open();
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(id, '1000');
    type(id, '1000a');
    type(pin, '12x');
    await new Promise((r) => setTimeout(r));
    expect([id.value, pin.value]).to.deep.equal(['1000', '']);
  });
});
