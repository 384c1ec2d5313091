import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-text-button-input';
import { inner, press, record, render, settle, typeInto, violations } from '../../../../tests/support/inputs';

describe('<meet-text-button-input>', () => {
  it('Enter emits the value as validation and clears the field', async () => {
    const element = await render(html`<meet-text-button-input label="Message"></meet-text-button-input>`);
    const validations = record<string>(element, 'meet-validate');
    await typeInto(inner(element, 'input'), 'Hello');
    await press('Enter');
    expect(validations).to.deep.equal(['Hello']);
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('');
  });

  it('a click on the button emits the value as validation and clears the field', async () => {
    const element = await render(
      html`<meet-text-button-input label="Code" button-label="Join"></meet-text-button-input>`,
    );
    const validations = record<string>(element, 'meet-validate');
    await typeInto(inner(element, 'input'), '1234');
    const button = inner<HTMLButtonElement>(element, 'button');
    expect(button.textContent).to.equal('Join');
    button.click();
    await settle();
    expect(validations).to.deep.equal(['1234']);
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('');
  });

  it('an empty field validates nothing', async () => {
    const element = await render(html`<meet-text-button-input label="Message"></meet-text-button-input>`);
    const validations = record<string>(element, 'meet-validate');
    inner(element, 'input').focus();
    await press('Enter');
    expect(validations).to.deep.equal([]);
    expect(inner<HTMLButtonElement>(element, 'button').disabled).to.equal(true);
  });

  it('the field and the button share the width 60/40', async () => {
    const element = await render(html`<meet-text-button-input label="Message"></meet-text-button-input>`);
    element.style.width = '500px';
    await settle();
    const field = inner(element, 'input').getBoundingClientRect().width;
    const button = inner(element, 'button').getBoundingClientRect().width;
    expect(field / (field + button)).to.be.closeTo(0.6, 0.01);
  });

  it('the button is reached with Tab and pressed with Space', async () => {
    const element = await render(html`<meet-text-button-input label="Message"></meet-text-button-input>`);
    const validations = record<string>(element, 'meet-validate');
    await typeInto(inner(element, 'input'), 'Hi');
    await press('Tab');
    await press('Space');
    expect(validations).to.deep.equal(['Hi']);
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-text-button-input label="Message" value="x" helper="h"></meet-text-button-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
