import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-search-input';
import { inner, press, record, render, settle, typeInto, violations } from '../../../../tests/support/inputs';
import { setLanguage } from '../../../core/i18n';

describe('<meet-search-input>', () => {
  afterEach(() => setLanguage('en'));

  it('the default placeholder is the translation of search', async () => {
    const element = await render(html`<meet-search-input></meet-search-input>`);
    const input = inner<HTMLInputElement>(element, 'input');
    expect(input.placeholder).to.equal('Search');
    await setLanguage('de');
    await settle();
    expect(input.placeholder).to.equal('Suchen');
    expect(input.getAttribute('aria-label')).to.equal('Suchen');
  });

  it('pattern rejection restores the previous value', async () => {
    const element = await render(html`<meet-search-input pattern="[a-z ]*"></meet-search-input>`);
    const changes = record<string>(element, 'meet-change');
    await typeInto(inner(element, 'input'), 'ab1c');
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('abc');
    expect(changes).to.deep.equal(['a', 'ab', 'abc']);
  });

  it('search input has an optional maximum length', async () => {
    const element = await render(html`<meet-search-input max-length="3"></meet-search-input>`);
    await typeInto(inner(element, 'input'), 'abcdef');
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('abc');
  });

  it('search input can force the case', async () => {
    const element = await render(html`<meet-search-input letter-case="lower"></meet-search-input>`);
    await typeInto(inner(element, 'input'), 'ABC');
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('abc');
  });

  it('is reached with Tab and edited with the keyboard', async () => {
    const element = await render(html`<meet-search-input></meet-search-input>`);
    const changes = record<string>(element, 'meet-change');
    document.body.focus();
    await press('Tab');
    await typeInto(element.shadowRoot?.activeElement as HTMLElement, 'room');
    expect(changes.at(-1)).to.equal('room');
  });

  it('has no axe violations, with and without a label', async () => {
    expect(await violations(await render(html`<meet-search-input></meet-search-input>`))).to.deep.equal([]);
    const labelled = await render(
      html`<meet-search-input label="Find" value="a" old-value="b"></meet-search-input>`,
    );
    expect(await violations(labelled)).to.deep.equal([]);
  });
});
