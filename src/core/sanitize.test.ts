import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { decodeGdprText, sanitizeRichText } from './sanitize';

/** The sanitized HTML as inert nodes (a template runs no script and loads nothing). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Every way the sanitized HTML breaks the rule: other elements, other attributes, other URLs. */
function violations(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    const tag = element.localName;
    if (!['a', 'b', 'br'].includes(tag)) found.push(`element ${tag}`);
    for (const { name, value } of element.attributes) {
      if (tag !== 'a' || !['href', 'rel', 'target'].includes(name)) found.push(`attribute ${name} on ${tag}`);
      if (name === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href ${value}`);
    }
  }
  return found;
}

const ATTACKS = [
  '<script>window.pwned()</script>',
  '<img src=x onerror="window.pwned()">',
  '<svg onload=window.pwned()>',
  '<body onload=window.pwned()>',
  '<iframe src="javascript:window.pwned()"></iframe>',
  '<a href="javascript:window.pwned()">click</a>',
  '<a href="JaVaScRiPt:window.pwned()">click</a>',
  '<a href=" javascript:window.pwned()">click</a>',
  '<a href="java&#x09;script:window.pwned()">click</a>',
  '<a href="java\tscript:window.pwned()">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="http://x.test" onclick="window.pwned()">click</a>',
  '<a href="http://x.test"onmouseover="window.pwned()">click</a>',
  `<a href='https://x.test' style='color:red'>click</a>`,
  '<a href="https://x.test/" target="_self" rel="opener">click</a>',
  '<a href="http://x.test/"><img src=x onerror=window.pwned()></a>',
  '<b onmouseover="window.pwned()">bold</b>',
  '<b style="color:red">bold</b>',
  '<br onclick="window.pwned()">',
  '<style>*{display:none}</style>',
  '<div style="background:url(javascript:window.pwned())">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned()>',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned()>">',
  '<!--<img src=x onerror=window.pwned()>-->',
  '"><script>window.pwned()</script>',
  '<<script>script>window.pwned()<</script>/script>',
  '<form><button formaction="javascript:window.pwned()">x</button></form>',
  '<input autofocus onfocus=window.pwned()>',
  '<details open ontoggle=window.pwned()>',
  '<object data="javascript:window.pwned()"></object>',
  '<embed src="javascript:window.pwned()">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.pwned()">',
  '<a href="&#106;avascript:window.pwned()">click</a>',
  '<a href="https://x.test">ok</a><script>window.pwned()</script>',
  '&lt;script&gt;window.pwned()&lt;/script&gt;',
  '<b><i>nested</i></b><u>u</u><strong>s</strong>',
];

describe('sanitizeRichText', () => {
  it('no element other than br, b and a, no attribute other than href, rel and target survive', () => {
    for (const attack of ATTACKS) expect(violations(sanitizeRichText(attack)), attack).to.deep.equal([]);
  });

  it('no attack runs script once the result is in a page', async () => {
    // A frame of its own: should an attack get through, it cannot navigate the test page away.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const page = frame.contentWindow as Window & { pwned?: () => void };
    let pwned = 0;
    page.pwned = () => pwned++;
    page.document.body.innerHTML = ATTACKS.map(sanitizeRichText).join('<br>');
    for (const link of page.document.querySelectorAll('a')) link.dispatchEvent(new MouseEvent('mouseover'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    frame.remove();
    expect(pwned).to.equal(0);
  });

  it('escapes all markup: other tags show as text', () => {
    const fragment = parse(sanitizeRichText('<script>alert(1)</script> & <i>x</i>'));
    expect(fragment.textContent).to.equal('<script>alert(1)</script> & <i>x</i>');
    expect(fragment.children.length).to.equal(0);
  });

  it('re-allows line breaks and bold', () => {
    expect(sanitizeRichText('a<br>b<BR/>c<br />d')).to.equal('a<br>b<br>c<br>d');
    expect(sanitizeRichText('<b>bold</b> and <B>more</B>')).to.equal('<b>bold</b> and <b>more</b>');
  });

  it('re-allows links to http and https, opened apart with rel="noopener noreferrer"', () => {
    const link = parse(sanitizeRichText('See <a href="https://example.com/privacy?a=1&b=2">policy</a>.'))
      .firstElementChild as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('https://example.com/privacy?a=1&b=2');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
    expect(link.textContent).to.equal('policy');
  });

  it('re-allows mailto links, with rel="noopener noreferrer" and no new window', () => {
    const link = parse(sanitizeRichText(`<a href='mailto:dpo@example.com'>DPO</a>`))
      .firstElementChild as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('mailto:dpo@example.com');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.hasAttribute('target')).to.equal(false);
  });

  it('a javascript: link stays as text', () => {
    const fragment = parse(sanitizeRichText('<a href="javascript:alert(1)">x</a>'));
    // A count, not the element: the runner cannot report a node of an inert document.
    expect(fragment.querySelectorAll('a').length).to.equal(0);
    expect(fragment.textContent).to.equal('<a href="javascript:alert(1)">x');
  });

  it('gives no text for no rich text', () => {
    expect(sanitizeRichText('')).to.equal('');
    expect(sanitizeRichText(undefined)).to.equal('');
  });

  it('any text ends as br, b and safe a elements only, and text without < reads the same', () => {
    const token = fc.constantFrom(
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      '&',
      ';',
      '#',
      'a',
      'b',
      'br',
      'i',
      'href',
      'src',
      'on',
      'script',
      'img',
      'javascript:',
      'http://x',
      'mailto:',
      '<a href="',
      '<b>',
      '</a>',
      '&lt;',
      '\t',
      '\n',
    );
    fc.assert(
      fc.property(fc.string({ unit: token }), (text) => {
        const html = sanitizeRichText(text);
        expect(violations(html), text).to.deep.equal([]);
        if (!text.includes('<')) expect(parse(html).textContent).to.equal(text);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('decodeGdprText', () => {
  it('decodes base64 to UTF-8 text, accented characters included', () => {
    const text = 'Données personnelles: účet, Straße, ¿qué?, árvíztűrő 😀';
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
    expect(decodeGdprText(base64)).to.equal(text);
  });

  it('accepts line-wrapped base64 and gives no text for none', () => {
    expect(decodeGdprText('w6ln\nw6k=')).to.equal('égé');
    expect(decodeGdprText('')).to.equal('');
    expect(decodeGdprText(null)).to.equal('');
  });
});
