import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-textarea';
import { inner, press, record, render, typeInto, violations } from '../../../../tests/support/inputs';

const rem = (element: HTMLElement) =>
  Number.parseFloat(getComputedStyle(element).height) /
  Number.parseFloat(getComputedStyle(document.documentElement).fontSize);

describe('<meet-textarea>', () => {
  it('textarea height is 5rem under 3 lines', async () => {
    const element = await render(html`<meet-textarea label="Notes" value="one line"></meet-textarea>`);
    expect(rem(inner(element, 'textarea'))).to.equal(5);
  });

  it('textarea height is 1.25rem times (lines + 1) from 3 to 10 lines, following what is typed', async () => {
    const element = await render(html`<meet-textarea label="Notes"></meet-textarea>`);
    const textarea = inner<HTMLTextAreaElement>(element, 'textarea');
    await typeInto(textarea, 'a');
    for (let i = 0; i < 5; i++) await press('Enter');
    expect(textarea.value.split('\n').length).to.equal(6);
    expect(rem(textarea)).to.equal(8.75);
  });

  it('textarea height is 12.5rem above 10 lines', async () => {
    const value = Array.from({ length: 11 }, (_, i) => `line ${i}`).join('\n');
    const element = await render(html`<meet-textarea label="Notes" .value=${value}></meet-textarea>`);
    expect(rem(inner(element, 'textarea'))).to.equal(12.5);
  });

  it('the height is set through a custom property, never a style attribute in markup', async () => {
    const element = await render(html`<meet-textarea label="Notes"></meet-textarea>`);
    const textarea = inner(element, 'textarea');
    expect(textarea.style.getPropertyValue('--meet-textarea-height')).to.equal('5rem');
    expect(textarea.style.length).to.equal(1);
  });

  it('a change not matching the pattern or too long restores the previous value', async () => {
    const element = await render(
      html`<meet-textarea label="Notes" pattern="[a-z\\n]*" max-length="5"></meet-textarea>`,
    );
    const changes = record<string>(element, 'meet-change');
    await typeInto(inner(element, 'textarea'), 'ab1cdefg');
    expect(inner<HTMLTextAreaElement>(element, 'textarea').value).to.equal('abcde');
    expect(changes.at(-1)).to.equal('abcde');
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-textarea label="Notes" value="x" old-value="y" helper="h"></meet-textarea>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
