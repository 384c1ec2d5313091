import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetApiTimings, resetFetch, setFetch } from '../../core/api/transport';
import { $config } from '../../core/config';
import { BASE_PATH } from '../../core/constants';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { resetPageHost, setPageHost } from '../../core/router/page';
import '../../elements/meet-join';

function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<meet-join> on a portal page', () => {
  let element: HTMLElement;
  const root = () => element.shadowRoot as ShadowRoot;
  const inputs = () => [...root().querySelectorAll('input')] as HTMLInputElement[];

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['public', 'error', 'common', 'input']);
  });
  beforeEach(() => resetForTest());
  afterEach(() => {
    element.remove();
    resetFetch();
    resetApiTimings();
    resetPageHost();
    $config.setKey('basePath', BASE_PATH);
  });

  it('asks for the meeting ID and PIN code in its shadow root, filled from meeting-id, and passes axe', async () => {
    setFetch(fakeServer({}).fetch);
    element = await fixture(html`<meet-join meeting-id="100000001"></meet-join>`);
    await waitUntil(() => inputs().length === 2, 'the form renders');
    expect(root().querySelector('h2')?.textContent).to.equal('Join a meeting');
    expect(inputs()[0]?.value).to.equal('100000001');
    const { violations } = await axe.run(root().firstElementChild as Element);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('checks the pair with the deployment of app-url and says "Invalid meeting identifiers." when wrong', async () => {
    const server = fakeServer({ 'GET web/meetings/join': reply(404, { exception: { code: 1001 } }) });
    setFetch(server.fetch);
    element = await fixture(html`<meet-join app-url="https://meet.example.com/meet"></meet-join>`);
    await waitUntil(() => inputs().length === 2, 'the form renders');
    expect($config.get()).to.include({
      basePath: 'https://meet.example.com/meet/',
      apiBase: 'https://meet.example.com/meet/services/json/',
    });
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(id, '100000001');
    type(pin, '0000');
    root().querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitUntil(() => root().querySelector('[role="alert"]'), 'the message shows');
    expect(root().querySelector('[role="alert"]')?.textContent).to.equal('Invalid meeting identifiers.');
    expect(server.calls('GET web/meetings/join')[0]?.url).to.equal(
      'https://meet.example.com/meet/services/json/web/meetings/join?umi=100000001&pinCode=0000',
    );
    expect([id.value, pin.value]).to.deep.equal(['100000001', '0000']);
  });

  it('an accepted pair loads the deployment’s meeting join page in full, the PIN code in the fragment no server receives', async () => {
    const loads: string[] = [];
    const record = (href: string) => loads.push(href);
    setPageHost({ canGoBack: () => false, back() {}, assign: record, replace: record, reload() {} });
    setFetch(fakeServer({ 'GET web/meetings/join': reply(200, { umi: '100000001' }) }).fetch);
    element = await fixture(html`<meet-join app-url="https://meet.example.com/meet/"></meet-join>`);
    await waitUntil(() => inputs().length === 2, 'the form renders');
    const [id, pin] = inputs() as [HTMLInputElement, HTMLInputElement];
    type(id, '100 000 001');
    type(pin, '1234');
    root().querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitUntil(() => loads.length > 0, 'the join page is loaded');
    expect(loads).to.deep.equal(['https://meet.example.com/meet/meeting/join?umi=100000001#pin=1234']);
  });
});
