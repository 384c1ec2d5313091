import { expect, html } from '@open-wc/testing';
import { waitUntil } from '../../../../tests/support/wait';
import '../../../elements/meet-button';
import { inner, press, record, render, settle, violations } from '../../../../tests/support/inputs';

describe('<meet-button>', () => {
  it('a click reaches the page as the native click of the element', async () => {
    const element = await render(html`<meet-button label="Save"></meet-button>`);
    const clicks = record(element, 'click');
    inner(element, 'button').click();
    expect(clicks.length).to.equal(1);
    expect(inner(element, 'button').textContent).to.equal('Save');
  });

  it('a disabled button is not clicked', async () => {
    const element = await render(html`<meet-button label="Save" disabled="true"></meet-button>`);
    const clicks = record(element, 'click');
    inner(element, 'button').click();
    await settle();
    expect(clicks.length).to.equal(0);
  });

  it('Enter and Space press the focused button', async () => {
    const element = await render(html`<meet-button label="Save"></meet-button>`);
    const clicks = record(element, 'click');
    inner(element, 'button').focus();
    await press('Enter');
    await press('Space');
    expect(clicks.length).to.equal(2);
  });

  it('shows an icon before the text, and is at least 44px tall', async () => {
    const element = await render(
      html`<meet-button label="Add" icon="plus" variant="secondary"></meet-button>`,
    );
    // Icons outside the sign-in set arrive with the whole set, on first use.
    await waitUntil(() => element.shadowRoot?.querySelector('button svg'), 'icon drawn');
    expect(inner(element, 'button').getBoundingClientRect().height).to.be.at.least(44);
  });

  it('has no axe violations in every variant', async () => {
    for (const variant of ['primary', 'secondary', 'danger']) {
      const element = await render(html`<meet-button label="Go" variant=${variant}></meet-button>`);
      expect(await violations(element), variant).to.deep.equal([]);
    }
  });
});
