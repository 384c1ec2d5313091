import { useStore } from '@nanostores/react';
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { atom, type WritableAtom } from 'nanostores';
import { render } from '../../../../tests/support/render';
import { deepActiveElement, expectAccessible } from '../../../../tests/support/table';
import { waitUntil } from '../../../../tests/support/wait';
import { ERROR_GENERIC } from '../../../core/constants';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import type { Loadable } from '../../../core/stores/loadable';
import { setColorScheme } from '../../../core/theme/scheme';
import { adoptTheme } from '../../../core/theme/sheet';
import { ADMIN_SHEETS } from '../admin-sheets';
import { columnTable } from './columns';
import { InlineAddForm } from './inline-add-form';
import { SmallList } from './small-list';

interface Period {
  id: number;
  day: string;
}
const PERIODS: Period[] = [
  { id: 1, day: 'Monday' },
  { id: 2, day: 'Tuesday' },
];
const COLUMNS = columnTable<Period>('maintenance:column', { day: { translation: 'Day' } });

const dialog = () =>
  document.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog');
const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

type Calls = { retried: number; removed: number[]; added: string[] };

/** A small list of periods over a store the test drives, with its add form after the table. */
function Periods({
  loaded,
  calls,
  held,
}: {
  loaded: WritableAtom<Loadable<readonly Period[]>>;
  calls: Calls;
  /** Holds each delete's answer until it settles. */
  held?: Promise<void>;
}) {
  return (
    <SmallList
      heading="Scheduled periods"
      loaded={useStore(loaded)}
      retry={() => calls.retried++}
      note={<p className="muted">Times are in Europe/Prague.</p>}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty="No scheduled maintenance."
      remove={{
        title: 'Maintenance',
        label: (row) => `Delete the period of ${row.day}`,
        confirm: (row) => ({ title: 'Delete a period', message: `Delete the period of ${row.day}?` }),
        remove: async (row) => {
          calls.removed.push(row.id);
          await held;
          loaded.set({ state: 'ready', data: PERIODS.filter((period) => period.id !== row.id) });
          return { done: true, value: undefined };
        },
      }}
    >
      <InlineAddForm
        label="Day"
        button="Add a period"
        maxLength={20}
        add={async (day) => {
          calls.added.push(day);
          return { done: true, value: undefined };
        }}
      />
    </SmallList>
  );
}

/** Renders the periods on a screen's page, the console's sheets adopted; answers the calls the list made. */
function renderPeriods(
  loaded = atom<Loadable<readonly Period[]>>({ state: 'loading' }),
  held?: Promise<void>,
) {
  const calls: Calls = { retried: 0, removed: [], added: [] };
  const view = render(
    <div
      className="page"
      ref={(node) => {
        if (node) document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...ADMIN_SHEETS];
      }}
    >
      <Periods loaded={loaded} calls={calls} held={held} />
    </div>,
  );
  return { ...view, loaded, calls };
}

describe('admin kit: small list', () => {
  const before_ = document.adoptedStyleSheets;
  before(async () => {
    adoptTheme(document);
    await setLanguage('en');
    await loadNamespaces(['admin', 'common', 'error', 'overlay', 'table']);
  });
  afterEach(() => {
    document.adoptedStyleSheets = before_;
    setColorScheme('system');
  });

  it('is a section named by its heading: loading, then the failure with "Try again", then the table and its add form after it', async () => {
    const { host, loaded, calls, unmount } = renderPeriods();
    try {
      await waitUntil(() => host.querySelector('[role="status"]'), 'the loading line');
      const section = host.querySelector('section') as HTMLElement;
      expect(section.querySelector('h2')?.textContent).to.equal('Scheduled periods');
      expect(document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
        'Scheduled periods',
      );
      expect(host.querySelector('[role="status"]')?.textContent).to.equal('Loading…');
      expect(host.querySelector('table')).to.equal(null);

      loaded.set({ state: 'failed', code: ERROR_GENERIC });
      await waitUntil(() => host.querySelector('[role="alert"]'), 'the failure');
      expect(host.querySelector('[role="alert"] p')?.textContent).to.not.equal('');
      button(host, 'Try again')?.click();
      expect(calls.retried).to.equal(1);

      loaded.set({ state: 'ready', data: PERIODS });
      await waitUntil(() => host.querySelector('table'), 'the table');
      expect(host.querySelector('[role="alert"]')).to.equal(null);
      expect(host.querySelector('caption')?.textContent).to.equal('Scheduled periods');
      expect([...host.querySelectorAll('tbody td:first-child')].map((td) => td.textContent)).to.deep.equal([
        'Monday',
        'Tuesday',
      ]);
      // Heading, note, table, then the add form, in the order they are read.
      const order = ['h2', 'p.muted', 'table', 'form'].map((selector) => section.querySelector(selector));
      for (const [earlier, later] of order.slice(0, -1).map((node, i) => [node, order[i + 1]] as const)) {
        expect(earlier?.compareDocumentPosition(later as Node)).to.equal(Node.DOCUMENT_POSITION_FOLLOWING);
      }

      loaded.set({ state: 'ready', data: [] });
      await waitUntil(() => !host.querySelector('table'));
      expect(section.textContent).to.contain('No scheduled maintenance.');
      expect(section.querySelector('form')).to.not.equal(null);
    } finally {
      unmount();
    }
  });

  it('a delete on its way asks nothing more: a second press of its button neither asks nor deletes again', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((go) => (answer = go));
    const { host, calls, unmount } = renderPeriods(atom({ state: 'ready', data: PERIODS }), held);
    try {
      const monday = () => button(host, 'Delete the period of Monday') as HTMLButtonElement;
      await waitUntil(() => monday(), 'the rows');
      monday().click();
      await waitUntil(() => dialog()?.open, 'the question');
      dialog()?.querySelector<HTMLButtonElement>('.foot .confirm')?.click();
      await waitUntil(() => calls.removed.length === 1, 'the delete sent');
      await waitUntil(() => !document.querySelector('[data-meet-confirm]'), 'the question closed');
      monday().click();
      answer();
      await waitUntil(() => !monday(), 'the row gone');
      expect(dialog()?.open ?? false, 'no second question').to.equal(false);
      expect(calls.removed).to.deep.equal([1]);
    } finally {
      unmount();
    }
  });

  it('deletes a row only once the question is confirmed, by keyboard alone', async () => {
    const { host, calls, unmount } = renderPeriods(atom({ state: 'ready', data: PERIODS }));
    try {
      await waitUntil(() => button(host, 'Delete the period of Tuesday'), 'the rows');
      (button(host, 'Delete the period of Monday') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Delete the period of Tuesday');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog()?.open, 'the question');
      expect(dialog()?.querySelector('.body')?.textContent).to.equal('Delete the period of Tuesday?');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !document.querySelector('[data-meet-confirm]'), 'the question closed');
      expect(calls.removed).to.deep.equal([]);

      (button(host, 'Delete the period of Tuesday') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog()?.open, 'the question again');
      const confirm = dialog()?.querySelector<HTMLButtonElement>('.foot .confirm');
      confirm?.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => calls.removed.length === 1, 'the delete');
      expect(calls.removed).to.deep.equal([2]);
      await waitUntil(() => !button(host, 'Delete the period of Tuesday'), 'the row gone');

      // After the table, Tab reaches the add form's field, then its button.
      (button(host, 'Delete the period of Monday') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(host.querySelector('form input'));
      await sendKeys({ type: 'Friday' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => calls.added.length === 1, 'the add');
      expect(calls.added).to.deep.equal(['Friday']);
    } finally {
      unmount();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes axe in ${scheme} mode: loading, failed with its retry, and the table with its add form`, async () => {
      setColorScheme(scheme);
      const { host, loaded, unmount } = renderPeriods();
      try {
        await waitUntil(() => host.querySelector('[role="status"]'));
        await expectAccessible(host);
        loaded.set({ state: 'failed', code: ERROR_GENERIC });
        await waitUntil(() => host.querySelector('[role="alert"]'));
        await expectAccessible(host);
        loaded.set({ state: 'ready', data: PERIODS });
        await waitUntil(() => host.querySelector('table'));
        await expectAccessible(host);
      } finally {
        unmount();
      }
    });
  }
});
