import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../../../tests/support/wait';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../../core/constants';
import { loadNamespaces, setLanguage } from '../../core/i18n';
import '../../elements/meet-table';
import {
  deepActiveElement,
  expectAccessible,
  recordEvents,
  settle,
  shadowAll,
  shadowQuery,
} from '../../../tests/support/table';
import type { CellRenderer, TableColumn, TableRow } from './table-types';

type TableElement = HTMLElement & { rows: TableRow[]; disabled: boolean; page: number };

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'Name', sortable: true },
  { name: 'age', translation: 'Age', sortable: true, width: '6rem' },
  { name: 'secret', translation: 'Secret', hidden: true },
  { name: 'city', translation: 'City' },
];

/** `count` people named Person 1..count, ages not in name order. */
function people(count: number): TableRow[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Person ${i + 1}`,
    age: 20 + ((i * 7) % 30),
    city: 'Lyon',
  }));
}

interface Options {
  rows?: TableRow[];
  total?: number;
  selectable?: boolean;
  deletable?: boolean;
  disabled?: boolean;
  renderCell?: CellRenderer;
}

async function table(options: Options = {}): Promise<TableElement> {
  const {
    rows = people(3),
    total,
    selectable = false,
    deletable = false,
    disabled = false,
    renderCell,
  } = options;
  const element = await fixture<TableElement>(html`<meet-table
    label="People"
    .columns=${COLUMNS}
    .rows=${rows}
    .total=${total}
    .selectable=${selectable}
    .deletable=${deletable}
    .disabled=${disabled}
    .renderCell=${renderCell}
  ></meet-table>`);
  await shadowQuery(element, 'table');
  await settle();
  return element;
}

/** The texts of one column, in the order the rows show. */
function column(element: Element, name: string): string[] {
  const headers = shadowAll(element, 'thead th');
  const index = headers.findIndex((th) => th.textContent === name);
  return shadowAll<HTMLTableRowElement>(element, 'tbody tr').map((tr) => tr.cells[index]?.textContent ?? '');
}

const button = (element: Element, label: string) =>
  shadowAll<HTMLButtonElement>(element, 'button').find(
    (b) => b.getAttribute('aria-label') === label || b.textContent === label,
  ) as HTMLButtonElement;
const header = (element: Element, name: string) =>
  shadowAll(element, 'thead th').find((th) => th.textContent === name) as HTMLElement;
const sortButton = (element: Element, name: string) =>
  header(element, name).querySelector('button') as HTMLElement;
const checkboxes = (element: Element) => shadowAll<HTMLInputElement>(element, 'tbody input[type=checkbox]');
const selectAll = (element: Element) => shadowAll<HTMLInputElement>(element, 'thead input[type=checkbox]')[0];
const currentPage = (element: Element) =>
  shadowAll(element, '[aria-current=page]').map((b) => b.textContent)[0];
const pageNumbers = (element: Element) =>
  shadowAll(element, 'button.number').map((b) => Number(b.textContent));
const sizeSelect = (element: Element) =>
  shadowAll<HTMLSelectElement>(element, '.paging select')[0] as HTMLSelectElement;

async function click(target: HTMLElement | undefined) {
  target?.click();
  await settle();
}

async function choosePageSize(element: Element, size: number) {
  const select = sizeSelect(element);
  select.value = String(size);
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

describe('meet-table', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['table']);
  });

  describe('sorting', () => {
    it('clicking an unsorted sortable column sorts ascending', async () => {
      const element = await table({ rows: [{ name: 'b' }, { name: 'c' }, { name: 'a' }] });
      const events = recordEvents(element, 'meet-sort-change');
      expect(header(element, 'Name').hasAttribute('aria-sort')).to.equal(false);
      await click(sortButton(element, 'Name'));
      expect(column(element, 'Name')).to.deep.equal(['a', 'b', 'c']);
      expect(header(element, 'Name').getAttribute('aria-sort')).to.equal('ascending');
      expect(events).to.deep.equal([['meet-sort-change', { column: 'name', order: 0 }]]);
    });

    it('ascending becomes descending', async () => {
      const element = await table({ rows: [{ name: 'b' }, { name: 'c' }, { name: 'a' }] });
      await click(sortButton(element, 'Name'));
      const events = recordEvents(element, 'meet-sort-change');
      await click(sortButton(element, 'Name'));
      expect(column(element, 'Name')).to.deep.equal(['c', 'b', 'a']);
      expect(header(element, 'Name').getAttribute('aria-sort')).to.equal('descending');
      expect(events).to.deep.equal([['meet-sort-change', { column: 'name', order: 1 }]]);
    });

    it('descending becomes ascending', async () => {
      const element = await table({ rows: [{ name: 'b' }, { name: 'c' }, { name: 'a' }] });
      await click(sortButton(element, 'Name'));
      await click(sortButton(element, 'Name'));
      await click(sortButton(element, 'Name'));
      expect(column(element, 'Name')).to.deep.equal(['a', 'b', 'c']);
      expect(header(element, 'Name').getAttribute('aria-sort')).to.equal('ascending');
    });

    it('a column that is not sortable has no sort button; hidden columns are not shown', async () => {
      const element = await table();
      expect(header(element, 'City').querySelector('button')).to.equal(null);
      expect(header(element, 'Secret')).to.equal(undefined);
      expect(shadowAll(element, 'thead th').length).to.equal(3);
    });
  });

  it('sorting, paging and deleting are ignored while all actions are disabled', async () => {
    const element = await table({ rows: people(25), selectable: true, deletable: true, disabled: true });
    const events = recordEvents(
      element,
      'meet-sort-change',
      'meet-page-change',
      'meet-delete',
      'meet-change',
    );
    const before = column(element, 'Name');
    await click(sortButton(element, 'Name'));
    await click(button(element, 'Next page'));
    await click(button(element, 'Go to page 3'));
    await click(checkboxes(element)[0]);
    await click(button(element, 'Delete'));
    expect(column(element, 'Name')).to.deep.equal(before);
    expect(currentPage(element)).to.equal('1');
    expect(sizeSelect(element).disabled).to.equal(true);
    expect(events).to.deep.equal([]);
  });

  describe('selection', () => {
    it('checking a row adds it to the selection, unchecking removes it', async () => {
      const element = await table({ selectable: true });
      const events = recordEvents(element, 'meet-selection-change');
      await click(checkboxes(element)[2]);
      await click(checkboxes(element)[0]);
      expect(checkboxes(element).map((c) => c.checked)).to.deep.equal([true, false, true]);
      await click(checkboxes(element)[2]);
      expect(checkboxes(element).map((c) => c.checked)).to.deep.equal([true, false, false]);
      expect(events.map(([, detail]) => detail)).to.deep.equal([[2], [0, 2], [0]]);
    });

    it('the header checkbox selects all rows not marked non-deletable, or clears if all are selected', async () => {
      const rows = [{ name: 'a' }, { name: 'b', nonDeletable: true }, { name: 'c' }];
      const element = await table({ rows, selectable: true });
      const events = recordEvents(element, 'meet-selection-change');
      expect(checkboxes(element)[1]?.disabled).to.equal(true);
      await click(selectAll(element));
      expect(checkboxes(element).map((c) => c.checked)).to.deep.equal([true, false, true]);
      expect(selectAll(element)?.checked).to.equal(true);
      await click(selectAll(element));
      expect(checkboxes(element).map((c) => c.checked)).to.deep.equal([false, false, false]);
      expect(events.map(([, detail]) => detail)).to.deep.equal([[0, 2], []]);
    });

    it('a selection bar shows the count with delete (when enabled) and cancel', async () => {
      const element = await table({ selectable: true, deletable: true });
      expect(shadowAll(element, '.selection')).to.have.length(0);
      await click(checkboxes(element)[0]);
      await click(checkboxes(element)[1]);
      const bar = await shadowQuery(element, '.selection');
      expect(bar.querySelector('[role=status]')?.textContent).to.equal('2 selected');
      expect([...bar.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
        'Delete',
        'Cancel',
      ]);
      const readOnly = await table({ selectable: true });
      await click(checkboxes(readOnly)[0]);
      const readOnlyBar = await shadowQuery(readOnly, '.selection');
      expect([...readOnlyBar.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Cancel']);
    });

    it('after delete the table keeps the focus (the selection bar leaves with the selection)', async () => {
      const element = await table({ rows: people(3), selectable: true, deletable: true });
      await click(checkboxes(element)[0]);
      shadowAll<HTMLButtonElement>(element, '.danger')[0]?.click();
      await settle();
      expect(deepActiveElement()?.localName).to.equal('table');
    });

    it('delete emits the selected line indexes then a change event', async () => {
      const element = await table({ selectable: true, deletable: true });
      await click(sortButton(element, 'Name'));
      await click(sortButton(element, 'Name'));
      await click(checkboxes(element)[0]); // Person 3, line 2, shown first in descending order
      await click(checkboxes(element)[2]); // Person 1, line 0
      const events = recordEvents(element, 'meet-delete', 'meet-change');
      await click(button(element, 'Delete'));
      expect(events).to.deep.equal([
        ['meet-delete', [0, 2]],
        ['meet-change', null],
      ]);
      expect(shadowAll(element, '.selection')).to.have.length(0);
    });

    it('cancelling clears the selection', async () => {
      const element = await table({ selectable: true, deletable: true });
      await click(checkboxes(element)[1]);
      const events = recordEvents(element, 'meet-selection-change', 'meet-delete');
      await click(button(element, 'Cancel'));
      expect(checkboxes(element).some((c) => c.checked)).to.equal(false);
      expect(shadowAll(element, '.selection')).to.have.length(0);
      expect(events).to.deep.equal([['meet-selection-change', []]]);
    });

    it('changing page clears the selection', async () => {
      const element = await table({ rows: people(25), selectable: true });
      await click(checkboxes(element)[0]);
      await click(button(element, 'Next page'));
      await click(button(element, 'Previous page'));
      expect(checkboxes(element).some((c) => c.checked)).to.equal(false);
    });

    it('changing page size clears the selection', async () => {
      const element = await table({ rows: people(25), selectable: true });
      await click(checkboxes(element)[0]);
      await choosePageSize(element, 20);
      expect(checkboxes(element).some((c) => c.checked)).to.equal(false);
      expect(shadowAll(element, '.selection')).to.have.length(0);
    });
  });

  it('with no rows, the empty message shows and paging is hidden', async () => {
    const element = await table({ rows: [], selectable: true });
    await waitUntil(() => shadowAll(element, 'td.empty')[0]?.textContent === 'No data to display');
    expect(shadowAll(element, 'nav')).to.have.length(0);
    expect(selectAll(element)).to.equal(undefined);
    const custom = await fixture(
      html`<meet-table .columns=${COLUMNS} .rows=${[]} empty-message="Nobody"></meet-table>`,
    );
    expect((await shadowQuery(custom, 'td.empty')).textContent).to.equal('Nobody');
  });

  it('rows that fit on one page show no paging bar; past the default page size it shows', async () => {
    for (const count of [1, 6, 10]) {
      const element = await table({ rows: people(count) });
      expect(shadowAll(element, 'tbody tr'), `${count} rows`).to.have.length(count);
      expect(shadowAll(element, 'nav.paging'), `${count} rows`).to.have.length(0);
    }
    // Eleven rows need a second page; fifteen on a chosen page of 20 keep the bar to choose a smaller size again.
    expect(shadowAll(await table({ rows: people(11) }), 'nav.paging')).to.have.length(1);
    const larger = await table({ rows: people(15) });
    await choosePageSize(larger, 20);
    expect(shadowAll(larger, 'tbody tr')).to.have.length(15);
    expect(shadowAll(larger, 'nav.paging')).to.have.length(1);
  });

  describe('paging', () => {
    it('paging has first, previous, next, last, disabled at the bounds', async () => {
      const element = await table({ rows: people(35) });
      const names = ['First page', 'Previous page', 'Next page', 'Last page'];
      const disabled = () => names.map((name) => button(element, name).disabled);
      expect(disabled()).to.deep.equal([true, true, false, false]);
      await click(button(element, 'Next page'));
      expect(currentPage(element)).to.equal('2');
      expect(disabled()).to.deep.equal([false, false, false, false]);
      await click(button(element, 'Last page'));
      expect(currentPage(element)).to.equal('4');
      expect(column(element, 'Name')).to.deep.equal([
        'Person 31',
        'Person 32',
        'Person 33',
        'Person 34',
        'Person 35',
      ]);
      expect(disabled()).to.deep.equal([false, false, true, true]);
      await click(button(element, 'Previous page'));
      expect(currentPage(element)).to.equal('3');
      await click(button(element, 'First page'));
      expect(currentPage(element)).to.equal('1');
    });

    it('shows a window of at most 5 page numbers centred on the current page and pinned near the bounds', async () => {
      const element = await table({ rows: people(120) });
      expect(pageNumbers(element)).to.deep.equal([1, 2, 3, 4, 5]);
      await click(button(element, 'Go to page 5'));
      expect(pageNumbers(element)).to.deep.equal([3, 4, 5, 6, 7]);
      await click(button(element, 'Last page'));
      expect(pageNumbers(element)).to.deep.equal([8, 9, 10, 11, 12]);
      expect(currentPage(element)).to.equal('12');
    });

    it('if the page count drops below the current page, the table jumps to the last page', async () => {
      const element = await table({ rows: people(45) });
      await click(button(element, 'Last page'));
      expect(currentPage(element)).to.equal('5');
      const events = recordEvents(element, 'meet-page-change');
      element.rows = people(15);
      await waitUntil(() => currentPage(element) === '2');
      expect(column(element, 'Name')).to.deep.equal([
        'Person 11',
        'Person 12',
        'Person 13',
        'Person 14',
        'Person 15',
      ]);
      expect(events).to.deep.equal([['meet-page-change', { page: 2, pageSize: 10 }]]);
    });

    it('changing page size resets to page 1', async () => {
      const element = await table({ rows: people(45) });
      await click(button(element, 'Go to page 3'));
      const events = recordEvents(element, 'meet-page-change');
      await choosePageSize(element, 5);
      expect(currentPage(element)).to.equal('1');
      expect(column(element, 'Name')).to.have.length(5);
      expect(events).to.deep.equal([['meet-page-change', { page: 1, pageSize: 5 }]]);
    });

    it('offers page sizes 5, 10, 15, 20, 50, 100, 200, 500, 10 by default', async () => {
      const element = await table({ rows: people(12) });
      expect([...sizeSelect(element).options].map((o) => Number(o.value))).to.deep.equal([...PAGE_SIZES]);
      expect(Number(sizeSelect(element).value)).to.equal(PAGE_SIZE_DEFAULT);
      expect(column(element, 'Name')).to.have.length(10);
    });
  });

  it('on rows a server pages, shows them as given and reports page, size and sort changes', async () => {
    const rows = [{ name: 'z' }, { name: 'a' }];
    const element = await table({ rows, total: 42 });
    const events = recordEvents(element, 'meet-page-change', 'meet-sort-change');
    expect(pageNumbers(element)).to.deep.equal([1, 2, 3, 4, 5]);
    await click(sortButton(element, 'Name'));
    expect(column(element, 'Name')).to.deep.equal(['z', 'a']);
    await click(button(element, 'Last page'));
    await choosePageSize(element, 20);
    expect(events).to.deep.equal([
      ['meet-sort-change', { column: 'name', order: 0 }],
      ['meet-page-change', { page: 5, pageSize: 10 }],
      ['meet-page-change', { page: 1, pageSize: 20 }],
    ]);
    expect(pageNumbers(element)).to.deep.equal([1, 2, 3]);
  });

  it('cells render text by default and a render function when given', async () => {
    const renderCell: CellRenderer = (row, name) => {
      if (name === 'age') return `${row.age} years`;
      if (name !== 'name') return undefined;
      const link = document.createElement('a');
      link.href = `#${row.name}`;
      link.textContent = String(row.name);
      return link;
    };
    const element = await table({ rows: [{ name: 'Ada', age: 36, city: 'London' }], renderCell });
    await waitUntil(() => shadowAll(element, 'tbody a').length === 1);
    expect(shadowAll(element, 'tbody a')[0]?.getAttribute('href')).to.equal('#Ada');
    expect(column(element, 'Age')).to.deep.equal(['36 years']);
    expect(column(element, 'City')).to.deep.equal(['London']);
  });

  describe('numbers', () => {
    const ranking: TableColumn[] = [
      { name: 'uid', translation: 'Meeting ID' },
      { name: 'name', translation: 'Name' },
      { name: 'minutes', translation: 'Minutes', numeric: true },
    ];
    const rows: TableRow[] = [
      { uid: 123456789, name: 'Contoso', minutes: 1680 },
      { uid: 5550100, name: 'Fabrikam', minutes: 1234567.5 },
    ];
    const ranked = () =>
      fixture<TableElement>(
        html`<meet-table label="Ranking" .columns=${ranking} .rows=${rows}></meet-table>`,
      );
    const texts = (element: Element, nth: number) =>
      shadowAll(element, `tbody td:nth-child(${nth})`).map((td) => td.textContent);
    afterEach(() => setLanguage('en'));

    for (const [language, minutes] of [
      ['en', ['1,680', '1,234,567.5']],
      ['de', ['1.680', '1.234.567,5']],
      ['fr', ['1\u202f680', '1\u202f234\u202f567,5']],
    ] as const) {
      it(`a numeric column writes its numbers with the language's separators (${language}); an ID column never`, async () => {
        await setLanguage(language);
        const element = await ranked();
        await waitUntil(() => texts(element, 3).length === 2);
        expect(texts(element, 3)).to.deep.equal(minutes);
        expect(texts(element, 1)).to.deep.equal(['123456789', '5550100']);
      });
    }

    it('aligns numeric columns to the end, header included; an ID column of digits stays at the start', async () => {
      const element = await ranked();
      await waitUntil(() => texts(element, 3).length === 2);
      const align = (selector: string) =>
        getComputedStyle(shadowAll(element, selector)[0] as Element).textAlign;
      expect(align('tbody td:nth-child(3)')).to.equal('end');
      expect(align('thead th:nth-child(3)')).to.equal('end');
      expect(align('tbody td:nth-child(1)')).to.equal('start');
      expect(align('thead th:nth-child(1)')).to.equal('start');
    });
  });

  it('a squeezed table wraps between words, never inside a word or an ID', async () => {
    const columns: TableColumn[] = [
      { name: 'uid', translation: 'ID' },
      { name: 'subject', translation: 'Subject' },
      { name: 'server', translation: 'Server' },
      { name: 'users', translation: 'Present', numeric: true },
    ];
    const rows: TableRow[] = [
      {
        uid: '392249399',
        subject: 'Architecture review of the supplier negotiation',
        server: 'media1.meet.example.com media2.meet.example.com',
        users: 1680,
      },
    ];
    const frame = await fixture<HTMLElement>(html`<div style="width: 36rem">
      <meet-table label="Meetings" .columns=${columns} .rows=${rows}></meet-table>
    </div>`);
    const element = frame.firstElementChild as Element;
    await waitUntil(() => shadowAll(element, 'tbody td').length === 4);
    const words = shadowAll(element, 'tbody td').flatMap((td) => {
      const text = td.firstChild as Text;
      // Each word's own box: a word cut across two lines has two.
      return [...(text.textContent ?? '').matchAll(/\S+/g)].map((match) => {
        const range = document.createRange();
        range.setStart(text, match.index ?? 0);
        range.setEnd(text, (match.index ?? 0) + match[0].length);
        return `${match[0]}: ${range.getClientRects().length}`;
      });
    });
    expect(words.filter((word) => !word.endsWith(': 1'))).to.deep.equal([]);
  });

  describe('a table narrower than its columns', () => {
    it('leaves out the least useful columns first, says which, and brings them back when the frame widens', async () => {
      const columns: TableColumn[] = [
        { name: 'name', translation: 'Name' },
        { name: 'email', translation: 'E-mail' },
        { name: 'roles', translation: 'Roles', priority: 1 },
        { name: 'language', translation: 'Language', priority: 3 },
        { name: 'registered', translation: 'Registered', priority: 2 },
      ];
      const rows: TableRow[] = [
        {
          name: 'Alexandra Konstantinopoulou',
          email: 'alexandra.konstantinopoulou@example.com',
          roles: 'User manager, Administrator',
          language: 'Français',
          registered: '14 March 2026, 09:30',
        },
      ];
      const frame = await fixture<HTMLElement>(html`<div style="width: 1200px">
        <meet-table style="display: block" label="People" .columns=${columns} .rows=${rows}></meet-table>
      </div>`);
      const element = frame.firstElementChild as Element;
      const headers = () => shadowAll(element, 'thead th').map((th) => th.textContent);
      const note = () => element.shadowRoot?.querySelector('.left-out')?.textContent ?? '';
      const scroll = () => element.shadowRoot?.querySelector('.scroll') as HTMLElement;
      await waitUntil(() => headers().length === 5, 'every column fits 1200 px');
      expect(note()).to.equal('');
      // Narrowed step by step, the frame loses one column after another: the least useful first.
      const gone: string[] = [];
      for (let width = 1160; width >= 360; width -= 40) {
        frame.style.width = `${width}px`;
        await waitUntil(
          () => scroll().scrollWidth <= scroll().clientWidth + 1 || headers().join() === 'Name,E-mail',
          `the table fits ${width} px, or keeps only the columns that stay`,
        );
        for (const name of ['Roles', 'Language', 'Registered'])
          if (!headers().includes(name) && !gone.includes(name)) gone.push(name);
      }
      expect(gone).to.deep.equal(['Language', 'Registered', 'Roles']);
      expect(headers()).to.deep.equal(['Name', 'E-mail']);
      expect(note()).to.equal('Left out for lack of room: Roles, Language, and Registered.');
      frame.style.width = '1200px';
      await waitUntil(() => headers().length === 5, 'all back in a wide frame');
      expect(note()).to.equal('');
    });
  });

  describe('e-mail addresses', () => {
    const LONG = 'alexandra.konstantinopoulou@procurement.example.com';
    async function emails() {
      const columns: TableColumn[] = [
        { name: 'name', translation: 'Name' },
        { name: 'email', translation: 'E-mail', email: true },
        { name: 'city', translation: 'City' },
      ];
      const rows: TableRow[] = [
        { name: 'Alexandra', email: LONG, city: 'Lyon' },
        { name: 'Bo', email: 'bo@example.com', city: 'Brno' },
      ];
      const frame = await fixture<HTMLElement>(html`<div>
        <button type="button">Before</button>
        <meet-table style="display: block" label="People" .columns=${columns} .rows=${rows}></meet-table>
      </div>`);
      const element = frame.querySelector('meet-table') as Element;
      await waitUntil(() => shadowAll(element, 'a.email').length === 2);
      const [long, short] = shadowAll<HTMLAnchorElement>(element, 'a.email') as [
        HTMLAnchorElement,
        HTMLAnchorElement,
      ];
      return { frame, element, long, short };
    }
    /** Whether the address is drawn whole: the point just before its last letter shows the address. */
    function wholeShown(element: Element, link: HTMLAnchorElement): boolean {
      // The address's last piece (widgets/address splits it after its "@" and dots).
      const text = [...link.querySelectorAll('.host-name')].at(-1)?.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, (text.textContent ?? '').length - 1);
      range.setEnd(text, (text.textContent ?? '').length);
      const last = range.getBoundingClientRect();
      const seen = element.shadowRoot?.elementFromPoint(
        last.left + last.width / 2,
        last.top + last.height / 2,
      );
      return link.contains(seen ?? null);
    }

    it('a long address is cut with an ellipsis to its column, a short one shown whole; each writes to its address', async () => {
      const { long, short } = await emails();
      const cut = long.firstElementChild as HTMLElement;
      const whole = short.firstElementChild as HTMLElement;
      expect(cut.scrollWidth, 'the long address is cut').to.be.greaterThan(cut.clientWidth);
      expect(getComputedStyle(cut).textOverflow).to.equal('ellipsis');
      expect(whole.scrollWidth, 'the short one fits').to.be.at.most(whole.clientWidth);
      expect(long.getAttribute('href')).to.equal(`mailto:${LONG}`);
      expect(long.textContent, 'read out whole').to.equal(LONG);
    });

    it('the whole address shows while hovered and while focused by the keyboard, over its neighbours', async () => {
      const { frame, element, long } = await emails();
      expect(wholeShown(element, long), 'cut at rest').to.equal(false);
      const box = long.getBoundingClientRect();
      const row = long.closest('tr')?.getBoundingClientRect().height;
      await sendMouse({
        type: 'move',
        position: [Math.round(box.x + 8), Math.round(box.y + box.height / 2)],
      });
      await settle();
      expect(wholeShown(element, long), 'whole while hovered').to.equal(true);
      expect(long.closest('tr')?.getBoundingClientRect().height, 'the row keeps its height').to.equal(row);
      await sendMouse({ type: 'move', position: [0, 0] });
      await settle();
      expect(wholeShown(element, long), 'cut again once the pointer leaves').to.equal(false);
      (frame.querySelector('button') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Tab' });
      await settle();
      expect(deepActiveElement()).to.equal(long);
      expect(wholeShown(element, long), 'whole while focused').to.equal(true);
      await expectAccessible(element);
    });
  });

  describe('accessibility', () => {
    it('a row without a name or any text names its checkbox by its position', async () => {
      const element = await table({ rows: [{ name: ' ', city: '' }, { name: 'Ada' }], selectable: true });
      expect(checkboxes(element).map((box) => box.getAttribute('aria-label'))).to.deep.equal([
        'Select row 1',
        'Select Ada',
      ]);
    });

    it('is a real table with aria-sort, labelled checkboxes and paging in a nav marking the current page', async () => {
      const element = await table({ rows: people(25), selectable: true, deletable: true });
      await click(sortButton(element, 'Age'));
      await click(checkboxes(element)[0]);
      expect((await shadowQuery(element, 'table')).getAttribute('aria-label')).to.equal('People');
      expect(header(element, 'Age').getAttribute('aria-sort')).to.equal('ascending');
      expect(selectAll(element)?.getAttribute('aria-label')).to.equal('Select all rows');
      // A row's checkbox is named after the row, as its first cell reads.
      expect(checkboxes(element)[1]?.getAttribute('aria-label')).to.equal(
        `Select ${column(element, 'Name')[1]}`,
      );
      expect((await shadowQuery(element, 'nav [aria-current=page]')).textContent).to.equal('1');
      expect((await shadowQuery(element, 'nav')).getAttribute('aria-label')).to.equal('Pages of People');
      await expectAccessible(element);
    });

    it('is operated with the keyboard: Tab reaches the sort buttons, Enter sorts, Tab reaches the paging', async () => {
      const element = await table({ rows: people(25) });
      sortButton(element, 'Name').focus();
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(header(element, 'Name').getAttribute('aria-sort')).to.equal('ascending');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(sortButton(element, 'Age'));
      await sendKeys({ press: 'Space' });
      await settle();
      expect(header(element, 'Age').getAttribute('aria-sort')).to.equal('ascending');
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(sizeSelect(element));
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()?.getAttribute('aria-label')).to.equal('Go to page 2');
      await sendKeys({ press: 'Enter' });
      await settle();
      expect(currentPage(element)).to.equal('2');
    });
  });

  describe('on a phone (390 px)', () => {
    beforeEach(() => setViewport({ width: 390, height: 800 }));
    afterEach(() => setViewport({ width: 800, height: 600 }));
    const group = (element: Element) => shadowAll(element, 'fieldset.phone-head')[0] as HTMLElement;
    const labelled = (element: Element, text: string) =>
      shadowAll<HTMLLabelElement>(element, '.phone-head label').find((label) =>
        label.textContent?.startsWith(text),
      )?.control as HTMLInputElement & HTMLSelectElement;

    it('select-all and the sort are one group of labelled controls, in place of the column headers', async () => {
      const element = await table({ rows: people(3), selectable: true });
      expect(group(element).getAttribute('aria-label')).to.equal('Select and sort: People');
      expect(getComputedStyle(await shadowQuery(element, 'thead')).display).to.equal('none');
      expect(labelled(element, 'Select all rows')?.type).to.equal('checkbox');
      const sortBy = labelled(element, 'Sort by');
      expect([...sortBy.options].map((option) => option.text)).to.deep.equal(['Not sorted', 'Name', 'Age']);
      expect(labelled(element, 'Order').disabled).to.equal(true);
      // The controls sit inside the group's box, the selects side by side under select-all.
      const box = group(element).getBoundingClientRect();
      for (const control of shadowAll(element, '.phone-head input, .phone-head select')) {
        const rect = control.getBoundingClientRect();
        expect(rect.left).to.be.at.least(box.left);
        expect(rect.right).to.be.at.most(box.right);
        expect(rect.height).to.be.at.least(20);
      }
      const order = labelled(element, 'Order').getBoundingClientRect();
      expect(Math.abs(order.top - sortBy.getBoundingClientRect().top)).to.be.below(1);
      expect(sortBy.getBoundingClientRect().top).to.be.above(
        labelled(element, 'Select all rows').getBoundingClientRect().bottom,
      );
      await expectAccessible(element);
    });

    it('a card leaves out a value that is empty, its label with it; the table on a wider screen keeps the cell', async () => {
      const element = await table({ rows: [{ name: 'Ada', age: 36 }] });
      const cells = () => shadowAll<HTMLTableCellElement>(element, 'tbody td');
      const shown = () => cells().filter((cell) => cell.getBoundingClientRect().height > 0);
      expect(shown().map((cell) => cell.dataset.label)).to.deep.equal(['Name', 'Age']);
      await setViewport({ width: 800, height: 600 });
      await waitUntil(() => shown().length === 3, 'the empty city cell is a column of the row again');
    });

    it('is operated with the keyboard: Space selects every card, the sort and its order change by arrows', async () => {
      const element = await table({ rows: [{ name: 'b' }, { name: 'c' }, { name: 'a' }], selectable: true });
      const events = recordEvents(element, 'meet-sort-change');
      labelled(element, 'Select all rows').focus();
      await sendKeys({ press: 'Space' });
      await settle();
      expect(checkboxes(element).map((box) => box.checked)).to.deep.equal([true, true, true]);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(labelled(element, 'Sort by'));
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(labelled(element, 'Sort by').value).to.equal('name');
      expect(column(element, 'Name')).to.deep.equal(['a', 'b', 'c']);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(labelled(element, 'Order'));
      await sendKeys({ press: 'ArrowDown' });
      await settle();
      expect(column(element, 'Name')).to.deep.equal(['c', 'b', 'a']);
      expect(labelled(element, 'Order').selectedOptions[0]?.text).to.equal('Descending');
      expect(events).to.deep.equal([
        ['meet-sort-change', { column: 'name', order: 0 }],
        ['meet-sort-change', { column: 'name', order: 1 }],
      ]);
    });

    it('a card breaks an e-mail only after its @ and dots, never at its hyphen', async () => {
      const columns: TableColumn[] = [{ name: 'email', translation: 'E-mail', email: true }];
      const email = 'amelia.evans@acme-health-and-care-services.example.com';
      const element = await fixture<Element>(
        html`<meet-table style="display: block; width: 14rem" label="People" .columns=${columns} .rows=${[{ email }]}></meet-table>`,
      );
      await waitUntil(() => shadowAll(element, 'a.email').length === 1, 'the address');
      const link = shadowAll(element, 'a.email')[0] as HTMLElement;
      expect(link.textContent).to.equal(email);
      // The character before each line's end, read from the boxes of the text's characters.
      const ends: string[] = [];
      let previous: { char: string; top: number } | undefined;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode())
        for (let index = 0; index < (text.textContent ?? '').length; index++) {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          const top = range.getBoundingClientRect().top;
          if (previous && top > previous.top + 5) ends.push(previous.char);
          previous = { char: text.textContent?.[index] ?? '', top };
        }
      expect(ends.length, 'the address takes more than one line').to.be.above(0);
      for (const char of ends) expect(['@', '.']).to.include(char);
    });

    it('is not shown on a wider screen, where the column headers sort', async () => {
      await setViewport({ width: 800, height: 600 });
      const element = await table({ selectable: true });
      expect(getComputedStyle(group(element)).display).to.equal('none');
      expect(getComputedStyle(await shadowQuery(element, 'thead')).display).not.to.equal('none');
    });
  });

  describe('a table wider than its frame', () => {
    it('scrolls as a named region the keyboard reaches; a table that fits adds no stop', async () => {
      const element = await table();
      const scroll = () => element.shadowRoot?.querySelector<HTMLElement>('.scroll');
      expect(scroll()?.hasAttribute('tabindex')).to.equal(false);
      element.style.display = 'block';
      element.style.width = '120px';
      await waitUntil(() => scroll()?.getAttribute('tabindex') === '0', 'the narrow table becomes focusable');
      expect(scroll()?.getAttribute('role')).to.equal('region');
      expect(scroll()?.getAttribute('aria-label')).to.equal('People, scrolls sideways');
      await expectAccessible(element);
      element.style.width = '';
      await waitUntil(() => !scroll()?.hasAttribute('tabindex'), 'a table that fits again drops the stop');
    });
  });

  describe('rows kept between renders', () => {
    it('follow a change of language and still select after the table re-rendered for its own state', async () => {
      const element = await table({ selectable: true });
      const label = () => checkboxes(element)[0]?.getAttribute('aria-label');
      expect(label()).to.equal('Select Person 1');
      try {
        await setLanguage('de');
        await loadNamespaces(['table']);
        await waitUntil(() => label() === 'Person 1 auswählen', 'the rows speak German');
      } finally {
        await setLanguage('en');
      }
      await waitUntil(() => label() === 'Select Person 1', 'the rows speak English again');
      // A narrow frame re-renders the table (it becomes a scrolling region); the rows are not drawn again.
      element.style.display = 'block';
      element.style.width = '120px';
      const scroll = () => element.shadowRoot?.querySelector<HTMLElement>('.scroll');
      await waitUntil(() => scroll()?.getAttribute('tabindex') === '0', 'the narrow table re-rendered');
      await click(checkboxes(element)[1]);
      expect(checkboxes(element).map((box) => box.checked)).to.deep.equal([false, true, false]);
      expect(shadowAll(element, '.selection').length).to.equal(1);
    });
  });
});
