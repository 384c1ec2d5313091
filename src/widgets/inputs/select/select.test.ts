import { expect, html } from '@open-wc/testing';
import { selectOption } from '@web/test-runner-commands';
import '../../../elements/meet-select';
import { inner, press, record, render, violations } from '../../../../tests/support/inputs';

const OPTIONS = [
  { value: 'cs', label: 'Čeština' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français', disabled: true },
];

describe('<meet-select>', () => {
  it('select shows a hidden disabled placeholder option when no value', async () => {
    const element = await render(html`<meet-select label="Language" .options=${OPTIONS}></meet-select>`);
    const select = inner<HTMLSelectElement>(element, 'select');
    const placeholder = select.options[0];
    expect(placeholder?.textContent).to.equal('Select…');
    expect([placeholder?.hidden, placeholder?.disabled, placeholder?.selected]).to.deep.equal([
      true,
      true,
      true,
    ]);
  });

  it('a select with a value has no placeholder option', async () => {
    const element = await render(
      html`<meet-select label="Language" value="en" .options=${OPTIONS}></meet-select>`,
    );
    const select = inner<HTMLSelectElement>(element, 'select');
    expect(select.options.length).to.equal(3);
    expect(select.value).to.equal('en');
  });

  it('choosing an option emits its value and the placeholder goes away', async () => {
    const element = await render(
      html`<meet-select label="Language" placeholder="Pick" .options=${OPTIONS}></meet-select>`,
    );
    const changes = record<string>(element, 'meet-change');
    const select = inner<HTMLSelectElement>(element, 'select');
    await selectOption({ selector: 'meet-select select', value: 'cs' });
    await press('Shift');
    expect(changes).to.deep.equal(['cs']);
    expect(select.options[0]?.value).to.equal('cs');
  });

  it('the keyboard changes the choice', async () => {
    const element = await render(
      html`<meet-select label="Language" value="cs" .options=${OPTIONS}></meet-select>`,
    );
    const changes = record<string>(element, 'meet-change');
    inner(element, 'select').focus();
    await press('ArrowDown');
    expect(changes).to.deep.equal(['en']);
  });

  it('shows the old option label when edited', async () => {
    const element = await render(
      html`<meet-select label="Language" value="en" old-value="cs" .options=${OPTIONS}></meet-select>`,
    );
    expect(inner(element, '.field__old').textContent).to.equal('old value : Čeština');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-select label="Language" .options=${OPTIONS} error="Required"></meet-select>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
