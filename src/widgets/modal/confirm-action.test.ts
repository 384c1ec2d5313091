import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, expectAccessible, settle } from '../../../tests/support/table';
import { waitUntil } from '../../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import { semanticColors } from '../../core/theme/css';
import { DEFAULT_THEME } from '../../core/theme/default-theme';
import { setColorScheme } from '../../core/theme/scheme';
import { ConfirmationCancelled, type ConfirmOptions, confirmAction, confirmed } from './confirm-action';

const QUESTION: ConfirmOptions = {
  title: 'Delete users',
  message: 'Delete the 3 selected users?',
  validateLabel: 'Delete',
  cancelLabel: 'Cancel',
};

/** Opens a confirmation and waits for its dialog; gives the answer as a settled promise. */
async function ask(options: ConfirmOptions) {
  const answer = confirmAction(options).then(
    () => 'resolved',
    (error: unknown) => (error instanceof ConfirmationCancelled ? 'rejected' : `failed: ${error}`),
  );
  await waitUntil(() => dialog()?.open, 'the confirmation never opened');
  return answer;
}

const dialog = () =>
  document.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog');
const press = (text: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])]
    .find((b) => b.textContent === text || b.getAttribute('aria-label') === text)
    ?.click();

describe('confirmAction', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['overlay']);
  });

  it("takes the application's theme (dark mode included) and adds no landmark to the page", async () => {
    setColorScheme('dark');
    try {
      const answer = ask(QUESTION);
      await waitUntil(() => dialog()?.open);
      const surface = semanticColors({ ...DEFAULT_THEME, darkMode: true }).surface;
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(surface.slice(i, i + 2), 16));
      expect(getComputedStyle(dialog() as HTMLDialogElement).backgroundColor).to.equal(
        `rgb(${r}, ${g}, ${b})`,
      );
      expect(dialog()?.querySelector('header, footer')).to.equal(null);
      press('Cancel');
      await answer;
    } finally {
      setColorScheme('system');
    }
  });

  it("asked from inside a meet-* element, it opens there with the page's theme of that element, never clipped", async () => {
    // An element themed by its page (a rule on the element itself), in a box far too small for a dialog.
    const box = document.createElement('div');
    box.style.cssText = 'width: 40px; height: 40px; overflow: hidden; position: relative;';
    const element = document.createElement('meet-confirm-test');
    element.style.setProperty('--meet-surface', '#102030');
    element.style.setProperty('--meet-on-surface', '#f0f0f0');
    const inner = element.attachShadow({ mode: 'open' });
    const opener = document.createElement('button');
    opener.textContent = 'Delete';
    inner.append(opener);
    box.append(element);
    document.body.append(box);
    try {
      opener.focus();
      const answer = confirmAction(QUESTION).then(
        () => 'resolved',
        () => 'rejected',
      );
      const inside = () => inner.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector('dialog');
      await waitUntil(() => inside()?.open, 'the confirmation opened inside the element');
      const shown = inside() as HTMLDialogElement;
      expect(document.querySelector('body > [data-meet-confirm]')).to.equal(null);
      expect(shown.matches(':modal'), 'on the top layer').to.equal(true);
      const rect = shown.getBoundingClientRect();
      expect(rect.width, 'wider than the clipping box').to.be.greaterThan(200);
      // What shows at the dialog's centre is the dialog: nothing clips or covers it.
      const hit = inner
        .querySelector('[data-meet-confirm]')
        ?.shadowRoot?.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      expect(shown.contains(hit ?? null), 'the dialog is what shows at its centre').to.equal(true);
      expect(getComputedStyle(shown).backgroundColor).to.equal('rgb(16, 32, 48)');
      expect(getComputedStyle(shown).color).to.equal('rgb(240, 240, 240)');
      [...shown.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')?.click();
      expect(await answer).to.equal('rejected');
      await waitUntil(() => !inner.querySelector('[data-meet-confirm]'), 'removed after the answer');
    } finally {
      box.remove();
    }
  });

  it('shows the title, the message, the validate and cancel labels', async () => {
    const answer = ask(QUESTION);
    await waitUntil(() => dialog()?.open);
    expect(dialog()?.querySelector('h2')?.textContent).to.equal('Delete users');
    expect(dialog()?.querySelector('.body')?.textContent).to.equal('Delete the 3 selected users?');
    expect([...(dialog()?.querySelectorAll('.foot button') ?? [])].map((b) => b.textContent)).to.deep.equal([
      'Cancel',
      'Delete',
    ]);
    await expectAccessible(dialog() as HTMLDialogElement);
    press('Cancel');
    await answer;
  });

  it('a destructive question is confirmed by a red button with readable text, a plain one by the primary', async () => {
    const confirmButton = () => dialog()?.querySelector<HTMLButtonElement>('.foot .confirm');
    for (const scheme of ['light', 'dark'] as const) {
      setColorScheme(scheme);
      try {
        const answer = ask({ ...QUESTION, destructive: true });
        await waitUntil(() => dialog()?.open);
        const red = DEFAULT_THEME.systemRed;
        const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(red.slice(i, i + 2), 16));
        expect(getComputedStyle(confirmButton() as HTMLButtonElement).backgroundColor, scheme).to.equal(
          `rgb(${r}, ${g}, ${b})`,
        );
        await expectAccessible(dialog() as HTMLDialogElement);
        press('Cancel');
        await answer;
        await waitUntil(() => !document.querySelector('[data-meet-confirm]'));
        const plain = ask(QUESTION);
        await waitUntil(() => dialog()?.open);
        expect(getComputedStyle(confirmButton() as HTMLButtonElement).backgroundColor, scheme).to.not.equal(
          `rgb(${r}, ${g}, ${b})`,
        );
        press('Cancel');
        await plain;
        await waitUntil(() => !document.querySelector('[data-meet-confirm]'));
      } finally {
        setColorScheme('system');
      }
    }
  });

  it('resolves on validate', async () => {
    const answer = ask(QUESTION);
    await waitUntil(() => dialog()?.open);
    press('Delete');
    expect(await answer).to.equal('resolved');
    await waitUntil(
      () => !document.querySelector('[data-meet-confirm]'),
      'the confirmation stayed on the page',
    );
  });

  it('on cancel, it is rejected if a validate label exists', async () => {
    const answer = ask(QUESTION);
    await waitUntil(() => dialog()?.open);
    press('Cancel');
    expect(await answer).to.equal('rejected');
  });

  it('on cancel, it resolves when there is no validate label', async () => {
    const answer = ask({ title: 'Maintenance', message: 'No scheduled maintenance', cancelLabel: 'Close' });
    await waitUntil(() => dialog()?.open);
    press('Close');
    expect(await answer).to.equal('resolved');
  });

  it('Escape cancels it, and the focus returns to where it was', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'Delete selected';
    document.body.append(opener);
    opener.focus();
    const answer = ask(QUESTION);
    await waitUntil(() => dialog()?.open);
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal('rejected');
    await settle();
    expect(deepActiveElement()).to.equal(opener);
    opener.remove();
  });

  it('confirmed answers true on validate and false on cancel', async () => {
    const yes = confirmed(QUESTION);
    await waitUntil(() => dialog()?.open);
    press('Delete');
    expect(await yes).to.equal(true);
    await waitUntil(() => !document.querySelector('[data-meet-confirm]'));
    const no = confirmed(QUESTION);
    await waitUntil(() => dialog()?.open);
    press('Cancel');
    expect(await no).to.equal(false);
  });
});
