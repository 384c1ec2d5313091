import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-text-input';
import { inner, press, record, render, settle, typeInto, violations } from '../../../../tests/support/inputs';

describe('<meet-text-input>', () => {
  it('a change not matching the pattern restores the previous value', async () => {
    const element = await render(html`<meet-text-input label="Code" pattern="[0-9]*"></meet-text-input>`);
    const changes = record<string>(element, 'meet-change');
    const input = inner<HTMLInputElement>(element, 'input');
    await typeInto(input, '12a3');
    expect(input.value).to.equal('123');
    expect(changes).to.deep.equal(['1', '12', '123']);
  });

  it('a change longer than the maximum length restores the previous value', async () => {
    const element = await render(html`<meet-text-input label="PIN" max-length="4"></meet-text-input>`);
    const input = inner<HTMLInputElement>(element, 'input');
    await typeInto(input, '123456');
    expect(input.value).to.equal('1234');
  });

  it('text input can force upper case', async () => {
    const element = await render(html`<meet-text-input label="Zone" letter-case="upper"></meet-text-input>`);
    const changes = record<string>(element, 'meet-change');
    const input = inner<HTMLInputElement>(element, 'input');
    await typeInto(input, 'eu-w');
    expect(input.value).to.equal('EU-W');
    expect(changes.at(-1)).to.equal('EU-W');
  });

  it('text input can force lower case', async () => {
    const element = await render(html`<meet-text-input label="Login" letter-case="lower"></meet-text-input>`);
    const input = inner<HTMLInputElement>(element, 'input');
    await typeInto(input, 'Alice@Example.COM');
    expect(input.value).to.equal('alice@example.com');
  });

  it('a refused character typed in the middle keeps the caret where it was', async () => {
    const element = await render(
      html`<meet-text-input label="Code" pattern="[0-9]*" value="1234"></meet-text-input>`,
    );
    const input = inner<HTMLInputElement>(element, 'input');
    input.focus();
    input.setSelectionRange(2, 2);
    await typeInto(input, 'x5');
    expect(input.value).to.equal('12534');
  });

  it('shows the pencil and "old value : X" when the value differs from the old value', async () => {
    const element = await render(
      html`<meet-text-input label="Name" value="Ann" old-value="Ann"></meet-text-input>`,
    );
    expect(element.shadowRoot?.querySelector('.field__edited')).to.equal(null);
    await typeInto(inner(element, 'input'), 'e');
    expect(inner(element, '.field__edited svg').getAttribute('aria-label')).to.equal('Edited');
    expect(inner(element, '.field__old').textContent).to.equal('old value : Ann');
    expect(inner(element, 'input').getAttribute('aria-describedby')).to.contain(
      inner(element, '.field__old').id,
    );
  });

  it('helper, warning and error messages show with their icons and describe the input', async () => {
    const element = await render(
      html`<meet-text-input label="Mail" helper="Work address" warning="Unverified" error="Required"></meet-text-input>`,
    );
    const input = inner(element, 'input');
    const described = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    for (const kind of ['helper', 'warning', 'error']) {
      const message = inner(element, `.field__message--${kind}`);
      expect(described).to.include(message.id);
      expect(message.querySelector('svg')).not.to.equal(null);
    }
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('the label is a real label of the input', async () => {
    const element = await render(html`<meet-text-input label="Name"></meet-text-input>`);
    const input = inner<HTMLInputElement>(element, 'input');
    expect(input.labels?.[0]?.textContent).to.equal('Name');
  });

  it('a new value attribute replaces what the user typed', async () => {
    const element = await render(html`<meet-text-input label="Name" value="a"></meet-text-input>`);
    const input = inner<HTMLInputElement>(element, 'input');
    await typeInto(input, 'bc');
    element.setAttribute('value', 'reset');
    await settle();
    expect(input.value).to.equal('reset');
  });

  it('is operable with the keyboard: Tab reaches the field and typing edits it', async () => {
    const element = await render(html`<meet-text-input label="Name"></meet-text-input>`);
    const changes = record<string>(element, 'meet-change');
    document.body.focus();
    await press('Tab');
    await typeInto(element.shadowRoot?.activeElement as HTMLElement, 'Zoe');
    expect(changes.at(-1)).to.equal('Zoe');
  });

  it('has no axe violations, filled, with messages, and disabled', async () => {
    const element = await render(
      html`<meet-text-input label="Name" value="Ann" old-value="Bob" helper="h" warning="w" error="e"></meet-text-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
    const disabled = await render(html`<meet-text-input label="Name" disabled="true"></meet-text-input>`);
    expect(inner<HTMLInputElement>(disabled, 'input').disabled).to.equal(true);
    expect(await violations(disabled)).to.deep.equal([]);
  });
});
