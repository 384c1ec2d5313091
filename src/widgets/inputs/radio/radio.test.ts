import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-radio';
import { inner, press, record, render, settle, violations } from '../../../../tests/support/inputs';

describe('<meet-radio>', () => {
  it('radio emits its id when it is not selected and not disabled', async () => {
    const element = await render(html`<meet-radio label="Weekly" value="weekly"></meet-radio>`);
    const changes = record<string>(element, 'meet-change');
    inner(element, 'input').click();
    await settle();
    expect(changes).to.deep.equal(['weekly']);
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(true);
  });

  it('a selected radio emits nothing when clicked', async () => {
    const element = await render(
      html`<meet-radio label="Weekly" value="weekly" checked="true"></meet-radio>`,
    );
    const changes = record<string>(element, 'meet-change');
    inner(element, 'input').click();
    inner(element, 'label').click();
    await settle();
    expect(changes).to.deep.equal([]);
  });

  it('a disabled radio emits nothing when clicked', async () => {
    const element = await render(
      html`<meet-radio label="Weekly" value="weekly" disabled="true"></meet-radio>`,
    );
    const changes = record<string>(element, 'meet-change');
    inner(element, 'input').click();
    inner(element, 'label').click();
    await settle();
    expect(changes).to.deep.equal([]);
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(false);
  });

  it('Space chooses the focused radio', async () => {
    const element = await render(html`<meet-radio label="Daily" value="daily"></meet-radio>`);
    const changes = record<string>(element, 'meet-change');
    inner(element, 'input').focus();
    await press('Space');
    expect(changes).to.deep.equal(['daily']);
  });

  it('the page unselects a radio by setting checked', async () => {
    const element = await render(html`<meet-radio label="Daily" value="daily"></meet-radio>`);
    inner(element, 'input').click();
    await settle();
    (element as HTMLElement & { checked: boolean }).checked = false;
    await settle();
    expect(inner<HTMLInputElement>(element, 'input').checked).to.equal(false);
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-radio label="Daily" value="daily" checked="true" old-value="false"></meet-radio>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
