import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../tests/support/wait';
import { configure } from '../core/config';
import { $theme, DEFAULT_THEME, shades } from '../core/theme';
import { defineElement } from './define';

function Probe() {
  return <p>themed</p>;
}
defineElement('meet-test-theme', Probe);

/** A `--meet-*` variable as the element's shadow content sees it. */
async function seen(element: Element, name: string): Promise<string> {
  await waitUntil(() => element.shadowRoot?.querySelector('p'), 'the element rendered');
  const probe = element.shadowRoot?.querySelector('p') as HTMLElement;
  return getComputedStyle(probe).getPropertyValue(`--meet-${name}`).trim();
}

const file = (theme: object) => `data:application/json,${encodeURIComponent(JSON.stringify(theme))}`;

describe('theme in elements', () => {
  afterEach(() => $theme.set(DEFAULT_THEME));

  it("the theme's CSS variables reach every element's shadow root", async () => {
    const element = await fixture(html`<meet-test-theme></meet-test-theme>`);
    expect(await seen(element, 'primary')).to.equal('#f47b20');
    expect(await seen(element, 'primary-50')).to.equal(shades('#f47b20')[50]);
    expect(await seen(element, 'systemRedHover')).to.equal(DEFAULT_THEME.systemRedHover);
    expect(await seen(element, 'neutral-lighter-100')).to.match(/^#[0-9a-f]{6}$/);
    expect(await seen(element, 'surface')).to.equal('#ffffff');
    expect(await seen(element, 'font')).to.contain('system-ui');
  });

  it('a page style on the element still overrides a theme variable', async () => {
    const element = await fixture(html`<meet-test-theme style="--meet-primary: #010203"></meet-test-theme>`);
    expect(await seen(element, 'primary')).to.equal('#010203');
  });

  it('dark mode switches the semantic variables inside the shadow root', async () => {
    const element = await fixture(html`<meet-test-theme></meet-test-theme>`);
    const light = await seen(element, 'surface');
    $theme.set({ ...DEFAULT_THEME, darkMode: true });
    expect(await seen(element, 'surface')).not.to.equal(light);
    expect(await seen(element, 'on-surface')).to.equal('#ffffff');
    const probe = element.shadowRoot?.querySelector('p') as HTMLElement;
    expect(getComputedStyle(probe).colorScheme).to.equal('dark');
  });

  it('an element with theme-url loads the custom theme once, and its shadow root shows it', async () => {
    const url = file({ primary: '#0a7d5a' });
    const realFetch = window.fetch;
    let requests = 0;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input) === url) requests++;
      return realFetch(input, init);
    };
    try {
      const page = await fixture(html`<div>
        <meet-test-theme theme-url=${url}></meet-test-theme>
        <meet-test-theme theme-url=${url}></meet-test-theme>
      </div>`);
      const element = page.querySelector('meet-test-theme') as Element;
      await waitUntil(async () => (await seen(element, 'primary')) === '#0a7d5a', 'custom primary shown');
      expect(requests).to.equal(1);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('a themeUrl set through the configuration ($config / MeetConfig) loads the custom theme', async () => {
    const element = await fixture(html`<meet-test-theme></meet-test-theme>`);
    configure({ themeUrl: file({ secondary: '#223344', darkMode: true }) });
    await waitUntil(() => $theme.get().secondary === '#223344', 'custom theme loaded');
    expect(await seen(element, 'secondary')).to.equal('#223344');
    expect(await seen(element, 'on-surface')).to.equal('#ffffff');
  });
});
