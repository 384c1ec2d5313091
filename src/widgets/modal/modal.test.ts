import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import '../../elements/meet-modal';
import {
  deepActiveElement,
  expectAccessible,
  recordEvents,
  settle,
  shadowAll,
  shadowQuery,
} from '../../../tests/support/table';

type ModalElement = HTMLElement & { shown?: boolean };

interface Options {
  shown?: boolean;
  confirm?: string;
  cancel?: string;
  keyboardDisabled?: boolean;
  width?: string;
}

/** A page with an opener button and a modal holding one text field. */
async function page(options: Options = {}) {
  const { shown = true, confirm, cancel, keyboardDisabled = false, width } = options;
  const wrapper = await fixture(html`<div>
    <button id="opener">Open</button>
    <meet-modal
      heading="Server zone"
      .shown=${shown}
      .confirmLabel=${confirm}
      .cancelLabel=${cancel}
      .keyboardDisabled=${keyboardDisabled}
      .width=${width}
    ><label>Name <input id="name" /></label></meet-modal>
  </div>`);
  const modal = wrapper.querySelector('meet-modal') as ModalElement;
  const opener = wrapper.querySelector('#opener') as HTMLButtonElement;
  const dialog = await shadowQuery<HTMLDialogElement>(modal, 'dialog');
  if (shown) await waitUntil(() => dialog.open, 'the modal never opened');
  return { modal, opener, dialog, input: wrapper.querySelector('#name') as HTMLInputElement };
}

const button = (modal: Element, text: string) =>
  shadowAll<HTMLButtonElement>(modal, 'button').find(
    (b) => b.textContent === text || b.getAttribute('aria-label') === text,
  ) as HTMLButtonElement;

describe('meet-modal', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('is shown or hidden', async () => {
    const hidden = await page({ shown: false });
    expect(hidden.dialog.open).to.equal(false);
    hidden.modal.shown = true;
    await waitUntil(() => hidden.dialog.open, 'showing it did not open it');
    const { dialog } = await page();
    expect(dialog.open).to.equal(true);
  });

  it('Escape closes like cancel', async () => {
    const { modal, dialog, input } = await page({ confirm: 'Save', cancel: 'Cancel' });
    const events = recordEvents(modal, 'meet-cancel', 'meet-validate', 'meet-change');
    input.focus();
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialog.open).to.equal(false);
    expect(events).to.deep.equal([
      ['meet-cancel', null],
      ['meet-change', false],
    ]);
  });

  it('Escape does not close it when the keyboard listener is disabled', async () => {
    const { modal, dialog, input } = await page({ cancel: 'Cancel', keyboardDisabled: true });
    const events = recordEvents(modal, 'meet-cancel', 'meet-change');
    input.focus();
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(dialog.open).to.equal(true);
    expect(events).to.deep.equal([]);
  });

  for (const [what, label] of [
    ['cancel', 'Cancel'],
    ['the close icon', 'Close'],
  ]) {
    it(`${what} emits cancel then hides, and a change event follows`, async () => {
      const { modal, dialog } = await page({ confirm: 'Save', cancel: 'Cancel' });
      const events = recordEvents(modal, 'meet-cancel', 'meet-validate', 'meet-change');
      button(modal, label as string).click();
      await settle();
      expect(dialog.open).to.equal(false);
      expect(modal.shown).to.equal(false);
      expect(events).to.deep.equal([
        ['meet-cancel', null],
        ['meet-change', false],
      ]);
    });
  }

  it('confirm emits validate then hides, and a change event follows', async () => {
    const { modal, dialog } = await page({ confirm: 'Save', cancel: 'Cancel' });
    const events = recordEvents(modal, 'meet-cancel', 'meet-validate', 'meet-change');
    button(modal, 'Save').click();
    await settle();
    expect(dialog.open).to.equal(false);
    expect(events).to.deep.equal([
      ['meet-validate', null],
      ['meet-change', false],
    ]);
  });

  it('shows again when shown is set after it hid itself', async () => {
    const { modal, dialog } = await page({ cancel: 'Cancel' });
    button(modal, 'Cancel').click();
    await settle();
    modal.shown = true;
    await waitUntil(() => dialog.open, 'it did not show again');
  });

  it('the footer shows only if a confirm or cancel label is given', async () => {
    const bare = await page();
    expect(shadowAll(bare.modal, '.foot')).to.have.length(0);
    const confirmOnly = await page({ confirm: 'Save' });
    expect(shadowAll(confirmOnly.modal, '.foot button').map((b) => b.textContent)).to.deep.equal(['Save']);
    const cancelOnly = await page({ cancel: 'Close it' });
    expect(shadowAll(cancelOnly.modal, '.foot button').map((b) => b.textContent)).to.deep.equal(['Close it']);
  });

  it('the cancel button takes default focus only when there is no confirm button', async () => {
    const cancelOnly = await page({ cancel: 'Cancel' });
    expect(deepActiveElement()).to.equal(button(cancelOnly.modal, 'Cancel'));
    cancelOnly.modal.remove();
    const both = await page({ confirm: 'Save', cancel: 'Cancel' });
    expect(deepActiveElement()).to.equal(both.input);
  });

  it('is 25vw wide by default, the width it is given otherwise, and fits a small screen', async () => {
    await setViewport({ width: 1600, height: 900 });
    const standard = await page();
    expect(standard.dialog.getBoundingClientRect().width).to.be.closeTo(400, 1);
    const wide = await page({ width: '600px' });
    expect(wide.dialog.getBoundingClientRect().width).to.be.closeTo(600, 1);
    await setViewport({ width: 360, height: 640 });
    expect(standard.dialog.getBoundingClientRect().width).to.be.closeTo(360 - 32, 1);
  });

  it('keeps the focus inside while open: Tab wraps from the last button to the first, Shift+Tab back', async () => {
    const { modal, input } = await page({ confirm: 'Save', cancel: 'Cancel' });
    expect(deepActiveElement()).to.equal(input);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(modal, 'Cancel'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(modal, 'Save'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(button(modal, 'Close'));
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(button(modal, 'Save'));
  });

  it('returns the focus to the opener when it hides', async () => {
    const { modal, opener, dialog } = await page({ shown: false, cancel: 'Cancel' });
    opener.focus();
    modal.shown = true;
    await waitUntil(() => dialog.open);
    expect(deepActiveElement()).to.equal(button(modal, 'Cancel'));
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(dialog.open).to.equal(false);
    expect(deepActiveElement()).to.equal(opener);
  });

  it('is a modal dialog named by its heading and passes axe-core', async () => {
    const { modal, dialog } = await page({ confirm: 'Save', cancel: 'Cancel' });
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const heading = modal.shadowRoot?.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).to.equal('Server zone');
    await expectAccessible(modal);
  });
});
