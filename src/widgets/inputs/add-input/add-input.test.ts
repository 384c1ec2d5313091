import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-add-input';
import { inner, press, record, render, settle, typeInto, violations } from '../../../../tests/support/inputs';

const chips = (element: HTMLElement) =>
  [...(element.shadowRoot?.querySelectorAll('.chip__text') ?? [])].map((chip) => chip.textContent);

describe('<meet-add-input>', () => {
  it('the add button appends the typed value to the list and clears the field', async () => {
    const element = await render(html`<meet-add-input label="Domains" .value=${['a.org']}></meet-add-input>`);
    const changes = record<string[]>(element, 'meet-change');
    await typeInto(inner(element, 'input'), 'b.org');
    inner(element, '.add-input button').click();
    await settle();
    expect(chips(element)).to.deep.equal(['a.org', 'b.org']);
    expect(changes).to.deep.equal([['a.org', 'b.org']]);
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('');
  });

  it('Enter in the field adds like the button', async () => {
    const element = await render(html`<meet-add-input label="Domains"></meet-add-input>`);
    await typeInto(inner(element, 'input'), 'c.org');
    await press('Enter');
    expect(chips(element)).to.deep.equal(['c.org']);
  });

  it('an empty or already listed value is not added', async () => {
    const element = await render(html`<meet-add-input label="Domains" value='["a.org"]'></meet-add-input>`);
    const changes = record<string[]>(element, 'meet-change');
    expect(inner<HTMLButtonElement>(element, '.add-input button').disabled).to.equal(true);
    await typeInto(inner(element, 'input'), '   ');
    await press('Enter');
    await typeInto(inner(element, 'input'), 'a.org');
    await press('Enter');
    expect(chips(element)).to.deep.equal(['a.org']);
    expect(changes).to.deep.equal([]);
  });

  it('each chip is removed with its remove button, and the focus returns to the field', async () => {
    const element = await render(
      html`<meet-add-input label="Domains" .value=${['a.org', 'b.org']}></meet-add-input>`,
    );
    const changes = record<string[]>(element, 'meet-change');
    const remove = inner<HTMLButtonElement>(element, '.chip__remove');
    expect(remove.getAttribute('aria-label')).to.equal('Remove a.org');
    remove.focus();
    await press('Enter');
    expect(chips(element)).to.deep.equal(['b.org']);
    expect(changes).to.deep.equal([['b.org']]);
    expect(element.shadowRoot?.activeElement).to.equal(inner(element, 'input'));
  });

  it('add-input has an optional pattern, maximum length and case forcing', async () => {
    const element = await render(
      html`<meet-add-input label="Codes" pattern="[A-Z]*" max-length="3" letter-case="upper"></meet-add-input>`,
    );
    await typeInto(inner(element, 'input'), 'ab1cd');
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('ABC');
  });

  it('shows the pencil and the old list when the list differs from the old value', async () => {
    const element = await render(
      html`<meet-add-input label="Domains" .value=${['a']} .oldValue=${['a']}></meet-add-input>`,
    );
    await typeInto(inner(element, 'input'), 'b');
    await press('Enter');
    expect(inner(element, '.field__old').textContent).to.equal('old value : a');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-add-input label="Domains" .value=${['a.org', 'b.org']} helper="One per entry"></meet-add-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
