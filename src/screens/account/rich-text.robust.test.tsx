import { expect } from '@open-wc/testing';
import { mountAccount, signedIn } from '../../../tests/support/account';
import { reply } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import { BENIGN_RICH_TEXT, richTextViolations, XSS_VECTORS } from '../../../tests/support/xss-vectors';
import { resetFetch } from '../../core/api/transport';
import { loadGdprAccountText } from '../../core/stores/account-lists';

declare global {
  interface Window {
    __xss?: () => void;
  }
}

/** Base64 of UTF-8 text, as the server sends the GDPR text. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Long enough for an image's error, a frame's load or an animation's start to have fired. */
const ASYNC_HANDLERS_MS = 300;

describe('rich text: the GDPR account text under XSS vectors, in the real screen', () => {
  const ran: string[] = [];
  let current = '';
  before(() => {
    window.__xss = () => ran.push(current);
  });
  after(() => {
    delete window.__xss;
    resetFetch();
  });

  it(`none of ${XSS_VECTORS.length} vectors runs a script; only b, br and http(s)/mailto links survive`, async function () {
    this.timeout(60_000);
    const broken: string[] = [];
    let index = 0;
    // The screen asks for the text when it opens; the test asks again for each vector, through the same store.
    await signedIn({
      'GET web/users/gdpr/text/account': () =>
        reply(200, { gdprText: base64(`[vector ${index}] ${current} ${BENIGN_RICH_TEXT}`) }),
    });
    const element = await mountAccount('delete');
    const rich = () => element.shadowRoot?.querySelector('.rich');
    for (const vector of XSS_VECTORS) {
      current = vector;
      const marker = `[vector ${index}]`;
      await loadGdprAccountText('en');
      await waitUntil(() => rich()?.textContent?.startsWith(marker), `${marker} shows`);
      const shown = rich() as Element;
      for (const problem of richTextViolations(shown)) broken.push(`${vector} -> ${problem}`);
      // The author's own markup after the vector is not swallowed by it.
      const links = [...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      if (!links.includes('mailto:dpo@example.com') || !shown.querySelector('b'))
        broken.push(`${vector} -> the rich text after it lost its markup: ${shown.innerHTML}`);
      // A copy stays on the page until the end: late handlers of every vector still have their chance to fire.
      document.body.append(shown.cloneNode(true));
      index += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, ASYNC_HANDLERS_MS));
    for (const copy of document.body.querySelectorAll(':scope > p.rich')) copy.remove();
    expect(ran, 'vectors that called window.__xss').to.deep.equal([]);
    expect(broken).to.deep.equal([]);
  });

  it('the same vectors all at once, one after another in one text, run nothing and keep the rule', async () => {
    current = 'all at once';
    await signedIn({
      'GET web/users/gdpr/text/account': reply(200, { gdprText: base64(XSS_VECTORS.join('\n')) }),
    });
    const element = await mountAccount('delete');
    await waitUntil(() => element.shadowRoot?.querySelector('.rich'), 'the text shows');
    await new Promise((resolve) => setTimeout(resolve, ASYNC_HANDLERS_MS));
    const shown = element.shadowRoot?.querySelector('.rich') as Element;
    expect(ran).to.deep.equal([]);
    expect(richTextViolations(shown)).to.deep.equal([]);
    // Escaped, not dropped: the reader sees what the author wrote.
    expect(shown.textContent).to.include('<script>window.__xss()</script>');
  });

  it('the tripwire works: the same markup unsanitized does call it (the suite can fail)', async () => {
    current = 'control';
    const host = document.createElement('div');
    host.innerHTML = '<img src="x" onerror="window.__xss()">';
    document.body.append(host);
    await waitUntil(() => ran.includes('control'), 'the control vector ran');
    host.remove();
    ran.splice(0);
  });
});
