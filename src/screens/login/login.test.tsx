import { expect, fixture, html } from '@open-wc/testing';
import axe from 'axe-core';
import { fakeServer, reply, resetForTest } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { resetFetch, setFetch } from '../../core/api/transport';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { $captcha } from '../../core/stores/captcha';
import { $publicSettings } from '../../core/stores/public-settings';
import { $ssoPhase, cancelSso } from '../../core/stores/sso';
import '../../elements/meet-login';

const SETTINGS = { ldapDelegate: true, ssoUrl: '/meet/auth/oidc/start', ssoCustomText: 'Company account' };
/** A PNG of one pixel. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

/** Types into a React-controlled input. */
function type(input: HTMLInputElement | null | undefined, value: string): void {
  if (!input) throw new Error('no input');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<meet-login>', () => {
  let element: HTMLElement;
  const $ = <T extends Element = HTMLElement>(selector: string) =>
    element.shadowRoot?.querySelector<T>(selector);
  const alertText = () => $('[role="alert"]')?.textContent ?? '';
  const submit = () => $<HTMLButtonElement>('button[type="submit"]')?.click();

  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['login', 'error', 'input', 'common']);
  });
  async function open(routes: Parameters<typeof fakeServer>[0]) {
    resetForTest();
    $captcha.set(null);
    $publicSettings.set(null);
    setFetch(fakeServer({ 'GET v1/settings': reply(200, SETTINGS), ...routes }).fetch);
    element = await fixture(html`<meet-login></meet-login>`);
    await waitUntil(() => $('form') && $('input[name="username"]'), 'the form renders');
  }
  afterEach(() => {
    element?.remove();
    resetFetch();
    cancelSso();
  });

  it('asks for both fields before calling the server', async () => {
    await open({});
    submit();
    await waitUntil(() => $('[aria-invalid="true"]'), 'the fields are marked');
    expect(element.shadowRoot?.textContent).to.include('Enter your e-mail address or username.');
    expect(element.shadowRoot?.textContent).to.include('Enter your password.');
  });

  it('a failure re-enables the inputs with the translated error and keeps what was typed', async () => {
    await open({ 'POST web/login': reply(401, { exception: { code: 1014 } }) });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => alertText() !== '', 'the error shows');
    expect(alertText()).to.equal('The e-mail address, username or password is not correct.');
    expect($<HTMLInputElement>('input[name="username"]')?.disabled).to.equal(false);
    expect($<HTMLInputElement>('input[name="username"]')?.value).to.equal('ann@example.com');
  });

  it('after a failure the focus returns to the password, where the user types next', async () => {
    await open({ 'POST web/login': reply(401, { exception: { code: 1014 } }) });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => alertText() !== '', 'the error shows');
    await waitUntil(
      () => element.shadowRoot?.activeElement === $('input[name="password"]'),
      'the password has the focus',
    );
  });

  it('an unreachable server is said so, not as a wrong password', async () => {
    await open({ 'POST web/login': new TypeError('Failed to fetch') });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => alertText() !== '', 'the error shows');
    expect(alertText()).to.equal('Cannot connect to the management server.');
  });

  it('codes 1011 and 1029 show the captcha, a PNG image, and send its answer', async () => {
    let sent: unknown;
    await open({
      'POST web/login': [
        reply(401, { exception: { code: 1011 } }),
        (request) => {
          void request.json().then((body) => {
            sent = body;
          });
          return reply(401, { exception: { code: 1029 } });
        },
      ],
      'GET web/captcha': reply(200, { captchaImageBase64: PNG, challenge: 'C1' }),
    });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => $('img'), 'the captcha shows');
    expect($('img')?.getAttribute('src')).to.equal(`data:image/png;base64,${PNG}`);
    await waitUntil(() => $<HTMLImageElement>('img')?.naturalWidth === 1, 'the image decodes');
    expect(alertText()).to.equal('Authentication failed. Please complete the captcha.');
    type($('input[name="captcha"]'), 'k7hwn');
    submit();
    await waitUntil(() => alertText().includes('captcha is not valid'), 'the wrong captcha is said');
    expect(sent).to.deep.equal({
      username: 'ann@example.com',
      password: 'secret',
      challenge: 'C1',
      captcha: 'k7hwn',
    });
    const { violations } = await axe.run(element);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('who cannot read the image has its answer e-mailed: the status says so, and nothing typed is lost', async () => {
    const mailed: unknown[] = [];
    await open({
      'POST web/login': reply(401, { exception: { code: 1011 } }),
      'GET web/captcha': reply(200, { captchaImageBase64: PNG, challenge: 'C7' }),
      'POST web/captcha/mail': (request) => {
        void request.json().then((body) => mailed.push(body));
        return reply(204);
      },
    });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    const mailButton = () =>
      [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'E-mail me the code instead',
      );
    await waitUntil(() => mailButton(), 'the e-mail button shows');
    expect($('[role="status"]')?.textContent).to.equal('');
    mailButton()?.click();
    await waitUntil(() => $('[role="status"]')?.textContent !== '', 'the status speaks');
    expect($('[role="status"]')?.textContent).to.equal(
      'If this account exists, the code was sent to its e-mail address: type or paste it in the field.',
    );
    // The request's body is read after it answered: wait for it, not for the status.
    await waitUntil(() => mailed.length > 0, 'the request was read');
    expect(mailed).to.deep.equal([{ login: 'ann@example.com', challenge: 'C7' }]);
    expect($<HTMLInputElement>('input[name="password"]')?.value).to.equal('secret');
    const { violations } = await axe.run(element);
    expect(violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('a backoff says how long to wait, in seconds, from the Retry-After of the answer', async () => {
    await open({
      'POST web/login': {
        status: 429,
        body: { exception: { code: 1016 } },
        headers: { 'Retry-After': '37' },
      },
    });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => alertText() !== '', 'the error shows');
    expect(alertText()).to.equal('Too many attempts. Try again in 37\u00a0s.');
    expect($<HTMLInputElement>('input[name="username"]')?.value).to.equal('ann@example.com');
    expect($<HTMLInputElement>('input[name="password"]')?.value).to.equal('secret');
  });

  it('a refusal without Retry-After keeps the general wording', async () => {
    await open({ 'POST web/login': reply(429, { exception: { code: 1016 } }) });
    type($('input[name="username"]'), 'ann@example.com');
    type($('input[name="password"]'), 'secret');
    submit();
    await waitUntil(() => alertText() !== '', 'the error shows');
    expect(alertText()).to.equal('Too many attempts. Please wait a minute before trying again.');
  });

  it('offers SSO with the server’s button text only when it names an SSO address', async () => {
    await open({});
    await waitUntil(
      () => element.shadowRoot?.textContent?.includes('Company account'),
      'the SSO button shows',
    );
    element.remove();
    resetForTest();
    $publicSettings.set({ ssoUrl: '', ssoCustomText: 'SSO' } as never);
    element = await fixture(html`<meet-login></meet-login>`);
    await waitUntil(() => $('form'), 'the form renders');
    expect(element.shadowRoot?.textContent).not.to.include('SSO');
  });

  it('a single sign-on problem replaces the form with its message; Back returns to the form', async () => {
    await open({});
    $ssoPhase.set('popupBlocked');
    await waitUntil(() => alertText().includes('blocked'), 'the problem shows');
    expect(alertText()).to.equal('The sign-in window was blocked. Please allow pop-ups for this site.');
    expect($('form')).to.equal(null);
    const back = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Back to sign-in',
    );
    back?.click();
    await waitUntil(() => $('form'), 'the form is back');
    expect($ssoPhase.get()).to.equal(null);
  });
});
