import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-checkbox';
import { inner, press, record, render, settle, violations } from '../../../../tests/support/inputs';

describe('<meet-checkbox>', () => {
  it('checkbox toggles on click', async () => {
    const element = await render(html`<meet-checkbox label="Remember me"></meet-checkbox>`);
    const changes = record<boolean>(element, 'meet-change');
    inner(element, 'input').click();
    await settle();
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(true);
    inner(element, 'label').click();
    await settle();
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(false);
    expect(changes).to.deep.equal([true, false]);
  });

  it('a disabled checkbox does not toggle on click', async () => {
    const element = await render(
      html`<meet-checkbox label="Locked" checked="true" disabled="true"></meet-checkbox>`,
    );
    const changes = record<boolean>(element, 'meet-change');
    inner(element, 'input').click();
    inner(element, 'label').click();
    await settle();
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(true);
    expect(changes).to.deep.equal([]);
  });

  it('Space toggles the focused checkbox', async () => {
    const element = await render(html`<meet-checkbox label="Remember me"></meet-checkbox>`);
    const changes = record<boolean>(element, 'meet-change');
    inner(element, 'input').focus();
    await press('Space');
    expect(changes).to.deep.equal([true]);
  });

  it('shows the pencil and the old state when it differs from the old value', async () => {
    const element = await render(html`<meet-checkbox label="Active" old-value="false"></meet-checkbox>`);
    expect(element.shadowRoot?.querySelector('.field__edited')).to.equal(null);
    inner(element, 'input').click();
    await settle();
    expect(inner(element, '.field__old').textContent).to.equal('old value : Unchecked');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-checkbox label="Active" checked="true" old-value="false" helper="h"></meet-checkbox>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
