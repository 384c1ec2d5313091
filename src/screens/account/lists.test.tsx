import { expect } from '@open-wc/testing';
import { mountAccount, panel, signedIn, violations } from '../../../tests/support/account';
import { reply } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';

declare global {
  interface Window {
    gdprScriptRan?: boolean;
  }
}

const FEATURES = [
  { name: 'AudioVideo', value: true, description: 'Audio and video in meetings' },
  { name: 'Webinar', value: false, description: 'Conference mode (webinar)' },
  { name: 'RecordingQuota', value: 50, description: 'Recording quota, in GB' },
  { name: 'AudioVideo_MaxVideoSize', value: 720, description: 'Largest video size' },
];
const SUBSCRIPTION = {
  uid: 's1',
  organizationUid: 'o1',
  organizationName: 'Acme',
  product: 'Meet Business',
  seats: 1200,
  maxOrganizers: 10,
  organizerCount: 3,
  exceeding: 0,
  endDate: '2027-03-31',
  perpetual: false,
  enabled: true,
};

/** Base64 of UTF-8 text, as the server sends the GDPR text. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

const rowsOf = (root: HTMLElement) =>
  [...root.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('<meet-account> features, tags, subscriptions and GDPR text', () => {
  afterEach(() => resetFetch());

  it('my features: a table of name, value and description of the features the contract gives', async () => {
    await signedIn({ 'GET web/users/me/features': reply(200, FEATURES) });
    const element = await mountAccount('features');
    const root = panel(element);
    await waitUntil(() => root.querySelector('tbody tr'), 'rows');
    expect([...root.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).to.deep.equal([
      'Name',
      'Value',
      'Description',
    ]);
    expect(rowsOf(root)).to.deep.equal([
      ['AudioVideo', 'Enabled', 'Audio and video in meetings'],
      ['Webinar', 'Disabled', 'Conference mode (webinar)'],
      ['RecordingQuota', '50 GB', 'Recording quota'],
      ['AudioVideo_MaxVideoSize', '720p', 'Largest video size (height)'],
    ]);
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('the feature values and descriptions follow the interface language', async () => {
    await signedIn({ 'GET web/users/me/features': reply(200, FEATURES) });
    const element = await mountAccount('features');
    const root = panel(element);
    await waitUntil(() => root.querySelector('tbody tr'), 'rows');
    await setLanguage('de');
    await loadNamespaces('account');
    await waitUntil(() => rowsOf(root)[0]?.[1] === 'Aktiviert', 'German values');
    expect(rowsOf(root)[0]).to.deep.equal(['AudioVideo', 'Aktiviert', 'Audio und Video in Meetings']);
    expect(rowsOf(root)[2]?.[1]).to.match(/^50\sGB$/);
    await setLanguage('en');
  });

  it('my tags: GET tags/users/me, each tag with its value', async () => {
    const server = await signedIn({
      'GET tags/users/me': reply(200, [
        { tag: 'Department', value: 'Sales' },
        { tag: 'Site', value: 'Lyon' },
      ]),
    });
    const element = await mountAccount('tags');
    const root = panel(element);
    await waitUntil(() => root.querySelector('tbody tr'), 'rows');
    expect(server.calls('GET tags/users/me')).to.have.length(1);
    expect(rowsOf(root)).to.deep.equal([
      ['Department', 'Sales'],
      ['Site', 'Lyon'],
    ]);
  });

  it('subscriptions: organization, product, seats, organizers, end date and status, in the interface language', async () => {
    await signedIn({
      'GET web/users/me/subscriptions': reply(200, [
        SUBSCRIPTION,
        { ...SUBSCRIPTION, uid: 's2', perpetual: true, endDate: null, enabled: false },
      ]),
    });
    const element = await mountAccount('subscriptions');
    const root = panel(element);
    await waitUntil(() => root.querySelector('tbody tr'), 'rows');
    expect(rowsOf(root)).to.deep.equal([
      ['Acme', 'Meet Business', '1,200', '3 of 10', 'Mar 31, 2027', 'Active'],
      ['Acme', 'Meet Business', '1,200', '3 of 10', 'Perpetual', 'Disabled'],
    ]);
    expect(await violations(element.shadowRoot?.firstElementChild as Element)).to.deep.equal([]);
  });

  it('a list that fails to load says so and can be asked again', async () => {
    const server = await signedIn({
      'GET tags/users/me': [reply(404, { exception: { code: 1001, message: 'gone' } }), reply(200, [])],
    });
    const element = await mountAccount('tags');
    const root = panel(element);
    await waitUntil(() => root.querySelector('[role="alert"]'), 'the failure shows');
    expect(root.querySelector('[role="alert"]')?.textContent).to.include(
      'This information could not be loaded. The requested item was not found.',
    );
    root.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    await waitUntil(() => root.textContent?.includes('You have no tags.'), 'the empty list shows');
    expect(server.calls('GET tags/users/me').length).to.be.greaterThan(1);
  });

  it('the GDPR account text is sanitized: a script in the text never runs, bold and web links stay', async () => {
    window.gdprScriptRan = false;
    const text =
      'Your data <b>stays here</b>.<br>Read <a href="https://example.com/privacy">the policy</a>.' +
      '<script>window.gdprScriptRan = true</script><img src="x" onerror="window.gdprScriptRan = true">' +
      '<a href="javascript:window.gdprScriptRan = true">click</a><b onclick="window.gdprScriptRan = true">x</b>';
    const server = await signedIn({
      'GET web/users/gdpr/text/account': reply(200, { gdprText: base64(text) }),
    });
    const element = await mountAccount('delete');
    await waitUntil(() => element.shadowRoot?.querySelector('.rich'), 'the text shows');
    expect(server.calls('GET web/users/gdpr/text/account')[0]?.path).to.equal(
      'web/users/gdpr/text/account?lang=en',
    );
    const rich = element.shadowRoot?.querySelector('.rich') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.gdprScriptRan).to.equal(false);
    expect(rich.querySelectorAll('script, img, [onerror], [onclick]').length).to.equal(0);
    expect(rich.querySelector('b')?.textContent).to.equal('stays here');
    expect([...rich.querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.deep.equal([
      'https://example.com/privacy',
    ]);
    expect(rich.textContent).to.include('<script>');
  });

  it('no GDPR text, no privacy section', async () => {
    await signedIn({ 'GET web/users/gdpr/text/account': reply(200, { gdprText: '' }) });
    const element = await mountAccount('delete');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(element.shadowRoot?.querySelector('.gdpr')).to.equal(null);
  });
});
