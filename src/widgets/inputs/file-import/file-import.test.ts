import { expect, html } from '@open-wc/testing';
import '../../../elements/meet-file-import';
import { inner, press, render, settle, violations } from '../../../../tests/support/inputs';

/** What the browser does when the user picks files in the chooser. */
function choose(input: HTMLInputElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<meet-file-import>', () => {
  it('file import uses the accept filter', async () => {
    const element = await render(
      html`<meet-file-import label="Users" accept=".csv,text/csv"></meet-file-import>`,
    );
    expect(inner<HTMLInputElement>(element, 'input').accept).to.equal('.csv,text/csv');
  });

  it('file import emits the first chosen file, then an update event', async () => {
    const element = await render(html`<meet-file-import label="Users"></meet-file-import>`);
    const events: string[] = [];
    let chosen: File | null = null;
    element.addEventListener('meet-change', (event) => {
      events.push('meet-change');
      chosen = (event as CustomEvent<File | null>).detail;
    });
    element.addEventListener('meet-update', () => events.push('meet-update'));
    const first = new File(['a;b'], 'users.csv', { type: 'text/csv' });
    choose(inner(element, 'input'), [first, new File(['x'], 'other.csv')]);
    await settle();
    expect(chosen).to.equal(first);
    expect(events).to.deep.equal(['meet-change', 'meet-update']);
    expect(inner(element, '.file__name').textContent).to.equal('users.csv');
  });

  it('file import emits null when no file is chosen', async () => {
    const element = await render(html`<meet-file-import label="Users"></meet-file-import>`);
    const details: unknown[] = [];
    element.addEventListener('meet-change', (event) => details.push((event as CustomEvent).detail));
    choose(inner(element, 'input'), []);
    await settle();
    expect(details).to.deep.equal([null]);
  });

  it('file import is enabled by default and can be disabled', async () => {
    const enabled = await render(html`<meet-file-import label="Users"></meet-file-import>`);
    expect(inner<HTMLInputElement>(enabled, 'input').disabled).to.equal(false);
    const disabled = await render(html`<meet-file-import label="Users" disabled="true"></meet-file-import>`);
    expect(inner<HTMLInputElement>(disabled, 'input').disabled).to.equal(true);
  });

  it('Enter on the focused field opens the file chooser', async () => {
    const element = await render(html`<meet-file-import label="Users"></meet-file-import>`);
    const input = inner<HTMLInputElement>(element, 'input');
    let opened = 0;
    // Stop the real chooser: a click on a file input is what opens it.
    input.addEventListener('click', (event) => {
      opened++;
      event.preventDefault();
    });
    document.body.focus();
    await press('Tab');
    expect(element.shadowRoot?.activeElement).to.equal(input);
    await press('Enter');
    await settle();
    expect(opened).to.equal(1);
  });

  it('has no axe violations', async () => {
    const element = await render(
      html`<meet-file-import label="Users" helper="CSV, semicolon separated"></meet-file-import>`,
    );
    expect(await violations(element)).to.deep.equal([]);
  });
});
