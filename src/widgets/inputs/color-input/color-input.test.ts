import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-color-input';
import { inner, record, render, settle, violations } from '../../../../tests/support/inputs';

describe('<meet-color-input>', () => {
  it('a chosen colour is emitted as #rrggbb and written out', async () => {
    const element = await render(html`<meet-color-input label="Brand" value="#F47B20"></meet-color-input>`);
    const changes = record<string>(element, 'meet-change');
    const input = inner<HTMLInputElement>(element, 'input');
    expect(input.value).to.equal('#f47b20');
    // The browser's own picker cannot be driven; a pick reaches the page as this input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '#336699');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(changes).to.deep.equal(['#336699']);
    expect(inner(element, 'output').textContent).to.equal('#336699');
  });

  it('shows the pencil and the old colour when it differs', async () => {
    const element = await render(
      html`<meet-color-input label="Brand" value="#000000" old-value="#FFFFFF"></meet-color-input>`,
    );
    expect(inner(element, '.field__old').textContent).to.equal('old value : #FFFFFF');
  });

  it('is reached with the keyboard', async () => {
    const element = await render(html`<meet-color-input label="Brand"></meet-color-input>`);
    inner(element, 'input').focus();
    expect(element.shadowRoot?.activeElement?.getAttribute('type')).to.equal('color');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-color-input label="Brand" value="#f47b20" helper="Logo colour"></meet-color-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
