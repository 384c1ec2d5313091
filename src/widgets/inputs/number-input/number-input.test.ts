import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-checkbox';
import '../../../elements/meet-number-input';
import {
  clickMiddle,
  inner,
  press,
  record,
  render,
  typeInto,
  violations,
} from '../../../../tests/support/inputs';

const field = (element: HTMLElement) => inner<HTMLInputElement>(element, 'input');

describe('<meet-number-input>', () => {
  it('number input shows value divided by the multiply factor', async () => {
    const element = await render(
      html`<meet-number-input label="Bitrate" value="1500" multiply="1000"></meet-number-input>`,
    );
    expect(field(element).value).to.equal('1.5');
  });

  it('a typed number is emitted multiplied by the factor once committed', async () => {
    const element = await render(
      html`<meet-number-input label="Bitrate" multiply="1000"></meet-number-input>`,
    );
    const changes = record<number>(element, 'meet-change');
    await typeInto(field(element), '2.5');
    expect(changes).to.deep.equal([]);
    await press('Enter');
    expect(changes).to.deep.equal([2500]);
  });

  it('a number out of range reverts to the previous value', async () => {
    const element = await render(html`<meet-number-input label="Count" value="7"></meet-number-input>`);
    const changes = record<number>(element, 'meet-change');
    field(element).select();
    await typeInto(field(element), '2000000');
    await press('Tab');
    expect(field(element).value).to.equal('7');
    expect(changes).to.deep.equal([]);
  });

  it('min defaults to 0: a negative number reverts', async () => {
    const element = await render(html`<meet-number-input label="Count" value="3"></meet-number-input>`);
    field(element).select();
    await typeInto(field(element), '-4');
    await press('Enter');
    expect(field(element).value).to.equal('3');
  });

  it('an empty number reverts to the previous value', async () => {
    const element = await render(html`<meet-number-input label="Count" value="12"></meet-number-input>`);
    const changes = record<number>(element, 'meet-change');
    field(element).focus();
    field(element).select();
    await press('Backspace');
    expect(field(element).value).to.equal('');
    await press('Tab');
    expect(field(element).value).to.equal('12');
    expect(changes).to.deep.equal([]);
  });

  it('min and max attributes bound what is accepted', async () => {
    const element = await render(
      html`<meet-number-input label="Port" min="10" max="20" value="15"></meet-number-input>`,
    );
    const changes = record<number>(element, 'meet-change');
    field(element).select();
    await typeInto(field(element), '25');
    await press('Tab');
    expect(field(element).value).to.equal('15');
    field(element).select();
    await typeInto(field(element), '18');
    await press('Tab');
    expect(changes).to.deep.equal([18]);
  });

  it('the arrow keys step the number', async () => {
    const element = await render(html`<meet-number-input label="Count" value="4"></meet-number-input>`);
    const changes = record<number>(element, 'meet-change');
    field(element).focus();
    await press('ArrowUp');
    expect(changes).to.deep.equal([5]);
  });

  it('shows the old value divided by the factor when edited', async () => {
    const element = await render(
      html`<meet-number-input label="Bitrate" value="2000" old-value="1000" multiply="1000"></meet-number-input>`,
    );
    expect(inner(element, '.field__old').textContent).to.equal('old value : 1');
  });

  it('the old value shows while a different number is typed: a click after it lands where it was aimed', async () => {
    // Committing on leaving the field used to add the old value line under it as the mouse went down on the next
    // control: that control moved away before the button came up, and the click was lost.
    const form = await render(
      html`<div>
        <meet-number-input label="Seats" value="10" old-value="10"></meet-number-input>
        <meet-checkbox label="Perpetual"></meet-checkbox>
      </div>`,
    );
    const [seats, perpetual] = [...form.children] as [HTMLElement, HTMLElement];
    const changes = record<number>(seats, 'meet-change');
    const toggles = record<boolean>(perpetual, 'meet-change');
    field(seats).select();
    await typeInto(field(seats), '25');
    expect(inner(seats, '.field__old').textContent).to.equal('old value : 10');
    await clickMiddle(inner(perpetual, 'input'));
    expect(changes).to.deep.equal([25]);
    expect(toggles).to.deep.equal([true]);
  });

  it('a number typed back to the old value hides the old value line before it is committed', async () => {
    const element = await render(
      html`<meet-number-input label="Seats" value="25" old-value="10"></meet-number-input>`,
    );
    field(element).select();
    await typeInto(field(element), '10');
    expect(field(element).value).to.equal('10');
    expect(element.shadowRoot?.querySelector('.field__old')).to.equal(null);
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-number-input label="Count" value="1" warning="High"></meet-number-input>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
