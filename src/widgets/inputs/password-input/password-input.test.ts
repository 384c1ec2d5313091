import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-password-input';
import { inner, press, record, render, typeInto, violations } from '../../../../tests/support/inputs';

describe('<meet-password-input>', () => {
  it('password input toggles between hidden and visible text', async () => {
    const element = await render(
      html`<meet-password-input label="Password" value="s3cret"></meet-password-input>`,
    );
    const input = inner<HTMLInputElement>(element, 'input');
    const toggle = inner<HTMLButtonElement>(element, 'button');
    expect(input.type).to.equal('password');
    expect(toggle.querySelector('svg')?.getAttribute('aria-label')).to.equal('Show password');
    toggle.click();
    await press('Shift');
    expect(input.type).to.equal('text');
    expect(toggle.querySelector('svg')?.getAttribute('aria-label')).to.equal('Hide password');
  });

  it('the visibility button is reached and pressed with the keyboard', async () => {
    const element = await render(html`<meet-password-input label="Password"></meet-password-input>`);
    inner(element, 'input').focus();
    await press('Tab');
    await press('Enter');
    expect(inner<HTMLInputElement>(element, 'input').type).to.equal('text');
    await press('Space');
    expect(inner<HTMLInputElement>(element, 'input').type).to.equal('password');
  });

  it('a change not matching the pattern or too long restores the previous value', async () => {
    const element = await render(
      html`<meet-password-input label="PIN" pattern="[0-9]*" max-length="4"></meet-password-input>`,
    );
    const changes = record<string>(element, 'meet-change');
    await typeInto(inner(element, 'input'), '1x23456');
    expect(inner<HTMLInputElement>(element, 'input').value).to.equal('1234');
    expect(changes.at(-1)).to.equal('1234');
  });

  it('an edited password shows the pencil but never the old password', async () => {
    const element = await render(
      html`<meet-password-input label="Password" value="new" old-value="old-secret"></meet-password-input>`,
    );
    expect(element.shadowRoot?.querySelector('.field__edited')).not.to.equal(null);
    expect(inner(element, '.field__old').textContent).not.to.contain('old-secret');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-password-input label="Password" value="x" old-value="y" error="Too short"></meet-password-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
