import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { consoleTests, renderScreen } from '../../../tests/support/admin';
import { reply } from '../../../tests/support/fake-server';
import { waitUntil } from '../../../tests/support/wait';
import type { FilterDefinition } from '../../core/filters/types';
import { listStore } from '../../core/lists/list-store';
import { Badge } from '../../widgets/badge/badge';
import { ToggleSwitch } from '../../widgets/inputs/toggle-switch/toggle-switch';
import { InlineAddForm } from './kit/inline-add-form';
import { SmallTable } from './kit/small-table';
import { ListScreen } from './list-screen';

const COLUMNS = [{ name: 'email', translation: 'E-mail', sortable: true }];
const FILTERS: FilterDefinition[] = [{ name: 'email', type: 'string', translation: 'E-mail' }];

const box = (node: Element | null) => (node as Element).getBoundingClientRect();

describe('list screen layout', () => {
  consoleTests(['admin', 'table', 'error'], {
    'GET web/admin/users': reply(200, { items: [{ email: 'a@x.org' }], total: 1 }),
  });

  for (const width of [1280, 360]) {
    it(`the quick search's button stands beside its box, on one line, at ${width} px`, async () => {
      const users = listStore('listUsers', { sort: 'email' });
      const { $, unmount } = renderScreen(
        <ListScreen list={users} label="Users" columns={COLUMNS} filters={FILTERS} quickSearch="email" />,
        width,
      );
      await waitUntil(() => $('.quick-search button'), 'the quick search renders');
      const input = box($('.quick-search input'));
      const button = box($('.quick-search button'));
      expect(button.top, 'same line').to.equal(input.top);
      expect(button.left, 'after the box').to.be.at.least(input.right);
      expect(input.width, 'the box keeps room to type').to.be.at.least(200);
      unmount();
    });
  }

  it("a toolbar's labelled field and the buttons beside it meet at their bottom edge", async () => {
    const users = listStore('listUsers', { sort: 'email' });
    const { $, unmount } = renderScreen(
      <ListScreen
        list={users}
        label="Users"
        columns={COLUMNS}
        columnChoice="layout-test"
        toolbar={
          <InlineAddForm
            label="Name of the new tag"
            button="Add a tag"
            maxLength={64}
            add={async () => ({ done: true, value: 1 })}
          />
        }
      />,
      1280,
    );
    await waitUntil(() => $('.toolbar input') && $('.toolbar > :last-child button'), 'the toolbar renders');
    const field = box($('.toolbar input'));
    const columns = box($('.toolbar > :last-child button'));
    expect(columns.top, 'the chooser is below the label, on the field').to.be.above(field.top - 1);
    expect(Math.round(columns.bottom)).to.equal(Math.round(field.bottom));
    unmount();
  });

  it("a filter panel's styles stay in the panel: a switch beside it keeps its 24 px track", async () => {
    const users = listStore('listUsers', { sort: 'email' });
    const { $, unmount } = renderScreen(
      <>
        <ListScreen list={users} label="Users" columns={COLUMNS} filters={FILTERS} />
        <ToggleSwitch label="Activated" checked />
      </>,
      1280,
    );
    await waitUntil(() => $('.meet-filters') && $('[role="switch"]'), 'the panel and the switch render');
    expect(box($('[role="switch"]')).height).to.equal(24);
    unmount();
  });

  it("a screen's heading stands at the start and its buttons together at the end, never one in the middle", async () => {
    const { $, unmount } = renderScreen(
      <div className="admin admin__head">
        <h1>Organizations</h1>
        <button type="button" className="button">
          All subscriptions
        </button>
        <button type="button" className="button">
          Subscriptions over their organizer limit
        </button>
      </div>,
      1248,
    );
    await waitUntil(() => $('h1'), 'the heading renders');
    const [first, last] = [...($('.admin__head')?.querySelectorAll('button') ?? [])].map(box);
    const head = box($('.admin__head'));
    expect(Math.round(head.right - (last?.right ?? 0))).to.equal(0);
    expect((last?.left ?? 0) - (first?.right ?? 0)).to.be.at.most(13);
    expect(box($('h1')).left).to.equal(head.left);
    unmount();
  });

  it("on a phone a small table's rows are cards like a list's, each value under its label; its head hidden from the eye only", async () => {
    const { $, unmount } = renderScreen(
      <SmallTable
        caption="Scheduled periods"
        columns={[
          { name: 'name', translation: 'Name', cell: (row: { name: string }) => row.name },
          { name: 'state', translation: 'State', cell: () => <Badge text="Running" tone="success" /> },
        ]}
        rows={[{ name: 'Night' }]}
        rowKey={(row) => row.name}
        empty="None"
      />,
      360,
    );
    const head = () => box($('thead'));
    try {
      await setViewport({ width: 390, height: 800 });
      await waitUntil(() => head().height <= 1, 'the head is hidden');
      expect($('thead th')?.textContent).to.equal('Name');
      expect(getComputedStyle($('td') as Element, '::before').content).to.equal('"Name"');
      // As a list's card: the value under its column's name (never beside it), in a card bordered all round.
      const cell = $('td') as HTMLElement;
      const value = document.createRange();
      value.selectNodeContents(cell.lastChild as Node);
      expect(value.getBoundingClientRect().top - cell.getBoundingClientRect().top).to.be.above(12);
      expect(value.getBoundingClientRect().left).to.be.closeTo(cell.getBoundingClientRect().left + 12, 1);
      expect(getComputedStyle(cell, '::before').fontSize).to.equal('14px');
      expect(getComputedStyle($('tr:has(td)') as Element).borderLeftWidth).to.equal('1px');
      // A badge keeps its own width under its label, never stretched across the card.
      expect(box($('td .badge')).width).to.be.below(box($('td')).width / 2);
      await setViewport({ width: 1280, height: 800 });
      await waitUntil(() => head().height > 10, 'the head shows over its columns');
    } finally {
      await setViewport({ width: 800, height: 600 });
      unmount();
    }
  });
});
