// A React 19 page using the elements as their JSX typings say (jsx.ts): objects and functions reach the
// element as properties, and `onmeet-*` props listen to our events with their typed detail.
import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { waitUntil } from '../../tests/support/wait';
import { loadNamespaces, setLanguage } from '../core/i18n';
import type { TableColumn, TableRow } from '../widgets/table/table-types';
import './meet-table';
import type { MeetTableElement } from './meet-table';

const COLUMNS: TableColumn[] = [{ name: 'name', translation: 'Name', sortable: true }];
const ROWS: TableRow[] = Array.from({ length: 12 }, (_, i) => ({ name: `Person ${i + 1}` }));

describe('elements on a React 19 page', () => {
  let host: HTMLElement;
  let root: Root;
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['table']);
  });
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    // Detached first: the element's own React root unmounts outside the page's render.
    host.remove();
    root.unmount();
  });

  it('sets declared props as properties and calls onmeet-* listeners with the detail', async () => {
    const pages: number[] = [];
    const cells: string[] = [];
    let element: MeetTableElement | null = null;
    root.render(
      <meet-table
        ref={(node) => {
          element = node;
        }}
        label="People"
        columns={COLUMNS}
        rows={ROWS}
        pageSize={5}
        renderCell={(row, column) => {
          cells.push(String(row[column]));
          return undefined;
        }}
        onmeet-page-change={(event) => pages.push(event.detail.page)}
      />,
    );
    await waitUntil(() => host.querySelector('meet-table'), 'React renders the element');
    const table = host.querySelector('meet-table') as MeetTableElement;
    expect(element).to.equal(table);
    expect(table.rows).to.deep.equal(ROWS, 'the array (which the element reflects as JSON)');
    expect(table.pageSize).to.equal(5);
    const bodyRows = () => table.shadowRoot?.querySelectorAll('tbody tr').length;
    await waitUntil(() => bodyRows() === 5, `five rows of a page, got ${bodyRows()}`);
    expect(cells).to.include('Person 1', 'the function reached the element');
    const next = () =>
      [...(table.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (button) => button.getAttribute('aria-label') === 'Go to page 2',
      );
    await waitUntil(next, 'the paging bar offers page 2');
    next()?.click();
    await waitUntil(() => pages.length > 0, 'the listener heard meet-page-change');
    expect(pages).to.deep.equal([2]);
  });
});
