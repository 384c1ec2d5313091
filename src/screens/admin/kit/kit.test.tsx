import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { render } from '../../../../tests/support/render';
import { settle, waitUntil } from '../../../../tests/support/wait';
import type { Result } from '../../../core/admin/result';
import { ERROR_ALREADY_EXISTS } from '../../../core/constants';
import { loadNamespaces, setLanguage } from '../../../core/i18n';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { ActionButton } from './action-button';
import { listOrDetail } from './area-screen';
import { InlineAddForm } from './inline-add-form';
import { ListEditor } from './list-editor';
import { SmallTable } from './small-table';

const input = (host: HTMLElement) => host.querySelector('input') as HTMLInputElement;
/** Types `text` into an input as React hears it. */
function type(field: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const dialog = () =>
  document.querySelector('[data-meet-confirm]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog');
const press = (text: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text)?.click();

/** A list editor over its own state, telling `onChange` every new list. */
function Editor({ onChange }: { onChange: (entries: { name: string }[]) => void }) {
  const [entries, setEntries] = useState([{ name: 'a' }, { name: 'b' }]);
  return (
    <ListEditor
      label="Entries"
      entries={entries}
      original={[{ name: 'a' }, { name: 'b' }]}
      blank={{ name: '' }}
      words={(key, n) =>
        ({ none: 'No entry.', entry: `Entry ${n}`, add: 'Add an entry', remove: `Remove entry ${n}` })[key]
      }
      onChange={(next) => {
        onChange(next);
        setEntries(next);
      }}
      fields={[{ name: 'name', label: 'Name', maxLength: 8 }]}
    />
  );
}

let mounted = 0;
/** A detail that says its id and how many details were mounted before it (a new id must mount a new one). */
function Detail({ id }: { id: string }) {
  const [first] = useState(() => ++mounted);
  return <p>{`detail ${id} (${first})`}</p>;
}
const Screen = listOrDetail(() => <p>list</p>, 'thing', Detail);
let showId: (id: string) => void = () => undefined;
/** The detail route of `Screen` with an id the test changes (as the address would). */
function Address() {
  const [id, setId] = useState('7');
  showId = setId;
  return <Screen route="thing" params={{ id }} />;
}

describe('admin kit', () => {
  before(async () => {
    await setLanguage('en');
    await loadNamespaces(['admin', 'common', 'error', 'overlay']);
  });

  it('inline add form: a value its check refuses stays typed with the error, nothing is sent', async () => {
    const sent: string[] = [];
    const { host, unmount } = render(
      <InlineAddForm
        label="E-mail"
        button="Add"
        maxLength={320}
        check={(value) => (value.includes('@') ? undefined : 'Not an e-mail.')}
        add={async (value) => {
          sent.push(value);
          return { done: true, value: undefined };
        }}
      />,
    );
    await waitUntil(() => host.querySelector('input'));
    type(input(host), 'nobody');
    await settle();
    host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitUntil(() => host.querySelector('[role="alert"]'), 'the error is read out');
    expect(host.querySelector('[role="alert"]')?.textContent).to.equal('Not an e-mail.');
    expect(input(host).value).to.equal('nobody');
    expect(sent).to.deep.equal([]);
    unmount();
  });

  it('inline add form: a refused add keeps the value; an accepted one sends it trimmed and empties the field', async () => {
    const answers: Result[] = [
      { done: false, code: ERROR_ALREADY_EXISTS, message: 'Already exists.' },
      { done: true, value: undefined },
    ];
    const sent: string[] = [];
    const added: string[] = [];
    const { host, unmount } = render(
      <InlineAddForm
        label="Name"
        button="Add"
        maxLength={64}
        add={async (value) => {
          sent.push(value);
          return answers.shift() as Result;
        }}
        refused={({ code }) => (code === ERROR_ALREADY_EXISTS ? 'Already there.' : undefined)}
        done={(_added, value) => added.push(value)}
      />,
    );
    await waitUntil(() => host.querySelector('input'));
    type(input(host), '  Paris  ');
    await settle();
    host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitUntil(() => host.querySelector('[role="alert"]'), 'the refusal is shown');
    expect(host.querySelector('[role="alert"]')?.textContent).to.equal('Already there.');
    expect(input(host).value).to.equal('  Paris  ');
    host.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    await waitUntil(() => input(host).value === '', 'the field is emptied once added');
    expect(sent).to.deep.equal(['Paris', 'Paris']);
    expect(added).to.deep.equal(['Paris']);
    expect(host.querySelector('[role="alert"]')).to.equal(null);
    unmount();
  });

  it('small table: delete asks first; cancelled deletes nothing, validated deletes the row it was asked for', async () => {
    const removed: number[] = [];
    const rows = [
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ];
    const { host, unmount } = render(
      <SmallTable
        caption="Things"
        rows={rows}
        rowKey={(row) => row.id}
        empty="None."
        columns={[{ name: 'name', translation: 'Name', cell: (row) => row.name }]}
        remove={{
          title: 'Things',
          label: (row) => `Delete ${row.name}`,
          confirm: (row) => ({ title: 'Delete', message: `Delete ${row.name}?` }),
          remove: async (row) => {
            removed.push(row.id);
            return { done: true, value: undefined };
          },
        }}
      />,
    );
    await waitUntil(() => host.querySelector('button[aria-label="Delete two"]'));
    host.querySelector<HTMLButtonElement>('button[aria-label="Delete two"]')?.click();
    await waitUntil(() => dialog()?.open, 'the question is asked');
    expect(dialog()?.querySelector('.body')?.textContent).to.equal('Delete two?');
    press('Cancel');
    await waitUntil(() => !document.querySelector('[data-meet-confirm]'));
    expect(removed).to.deep.equal([]);
    host.querySelector<HTMLButtonElement>('button[aria-label="Delete two"]')?.click();
    await waitUntil(() => dialog()?.open);
    press('Delete');
    await waitUntil(() => removed.length === 1, 'the row is deleted');
    expect(removed).to.deep.equal([2]);
    unmount();
  });

  it('small table: without a delete no button is offered; no rows shows the empty text', async () => {
    const { host, unmount } = render(
      <>
        <SmallTable
          caption="A"
          rows={[{ id: 1 }]}
          rowKey={(row) => row.id}
          empty="None."
          columns={[{ name: 'id', translation: 'Id' }]}
        />
        <SmallTable caption="B" rows={[]} rowKey={() => 0} empty="Nothing scheduled." columns={[]} />
      </>,
    );
    await waitUntil(() => host.querySelector('td'));
    expect(host.querySelector('button')).to.equal(null);
    expect(host.textContent).to.contain('Nothing scheduled.');
    unmount();
  });

  it('load gate: loading, then the failure with its translated code and a retry, then the data', async () => {
    let retried = 0;
    const { host, unmount } = render(<LoadGate loaded={{ state: 'loading' }}>{() => 'never'}</LoadGate>);
    await waitUntil(() => host.querySelector('[role="status"]')?.textContent === 'Loading…');
    unmount();
    const failed = render(
      <LoadGate loaded={{ state: 'failed', code: 1005 }} retry={() => retried++}>
        {() => 'never'}
      </LoadGate>,
    );
    await waitUntil(() => failed.host.querySelector('[role="alert"] button'));
    expect(failed.host.querySelector('[role="alert"] p')?.textContent).to.not.equal('');
    expect(failed.host.querySelector('[role="alert"] p')?.textContent).to.not.contain('code.');
    failed.host.querySelector<HTMLButtonElement>('[role="alert"] button')?.click();
    expect(retried).to.equal(1);
    failed.unmount();
    const ready = render(<LoadGate loaded={{ state: 'ready', data: 'the data' }}>{(data) => data}</LoadGate>);
    await waitUntil(() => ready.host.textContent === 'the data');
    ready.unmount();
  });

  it("list or detail: the detail of the address's id on the detail route (a new one per id), else the list", async () => {
    mounted = 0;
    const { host, unmount } = render(<Address />);
    await waitUntil(() => host.textContent === 'detail 7 (1)');
    showId('8');
    await waitUntil(() => host.textContent === 'detail 8 (2)', 'another id mounts a new detail');
    unmount();
    for (const props of [{ route: 'things' }, { route: 'thing' }, { route: 'other', params: { id: '7' } }]) {
      const list = render(<Screen {...props} />);
      await waitUntil(() => list.host.textContent === 'list', JSON.stringify(props));
      list.unmount();
    }
  });

  it('action button: its text, the accessible name of its row, its tone, one action per click, by keyboard too', async () => {
    const clicks: string[] = [];
    const { host, unmount } = render(
      <>
        <ActionButton
          text="Delete"
          label="Delete Europe"
          tone="danger"
          onClick={() => clicks.push('delete')}
        />
        <ActionButton
          text="Enable"
          label="Enable media-1"
          tone="primary"
          onClick={() => clicks.push('enable')}
        />
        <ActionButton text="Move" label="Move media-1" onClick={() => clicks.push('move')} />
      </>,
    );
    await waitUntil(() => host.querySelectorAll('button').length === 3);
    const buttons = [...host.querySelectorAll('button')];
    expect(
      buttons.map((b) => [b.textContent, b.getAttribute('aria-label'), b.className, b.type]),
    ).to.deep.equal([
      ['Delete', 'Delete Europe', 'button button--danger', 'button'],
      ['Enable', 'Enable media-1', 'button', 'button'],
      ['Move', 'Move media-1', 'button button--secondary', 'button'],
    ]);
    buttons[0]?.click();
    buttons[2]?.focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.deep.equal(['delete', 'move']);
    unmount();
  });

  it('list editor: adds a blank row, edits a field of one row, removes a row', async () => {
    const seen: { name: string }[][] = [];
    const { host, unmount } = render(<Editor onChange={(next) => seen.push(next)} />);
    await waitUntil(() => host.querySelectorAll('input').length === 2);
    const button = (text: string) =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
    button('Add an entry').click();
    await waitUntil(() => host.querySelectorAll('input').length === 3, 'a blank row is added');
    type(host.querySelectorAll('input')[1] as HTMLInputElement, 'B');
    await settle();
    button('Remove entry 1').click();
    await waitUntil(() => host.querySelectorAll('input').length === 2, 'the row is removed');
    expect(seen.at(-1)).to.deep.equal([{ name: 'B' }, { name: '' }]);
    unmount();
  });

  it('list editor: each field of its table, a text with its rules or a choice, shows the stored value it changes', async () => {
    const seen: { code: string; lang: string }[][] = [];
    const { host, unmount } = render(
      <ListEditor
        label="Numbers"
        entries={[{ code: 'AB', lang: 'en' }]}
        original={[{ code: 'XY', lang: 'en' }]}
        blank={{ code: '', lang: 'en' }}
        words={(key, n) => `${key} ${n ?? ''}`.trim()}
        fields={[
          { name: 'code', label: 'Code', maxLength: 2, letterCase: 'upper' },
          {
            name: 'lang',
            label: 'Language',
            options: [
              { value: 'en', label: 'English' },
              { value: 'de', label: 'German' },
            ],
          },
        ]}
        onChange={(next) => seen.push(next)}
      />,
    );
    await waitUntil(() => host.querySelector('input') && host.querySelector('select'), 'a text and a choice');
    const field = input(host);
    expect(field.labels?.[0]?.textContent).to.contain('Code');
    expect(host.querySelector('select')?.labels?.[0]?.textContent).to.contain('Language');
    expect(host.textContent, 'the stored value beside the edited one').to.contain('XY');
    expect(host.querySelector('fieldset fieldset legend')?.textContent).to.equal('entry 1');
    type(field, 'cd');
    await waitUntil(() => seen.length > 0, 'the change is told');
    expect(seen.at(-1)?.[0]?.code, 'written in upper case').to.equal('CD');
    const select = host.querySelector('select') as HTMLSelectElement;
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => seen.at(-1)?.[0]?.lang === 'de', 'the choice is told');
    unmount();
  });
});
