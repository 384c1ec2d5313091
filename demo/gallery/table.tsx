// Gallery section: the table in its states, tabs, modal, confirmation, toasts, tooltip, back button, filters.
import { useState } from 'react';
import type { FilterDefinition } from '../../src/core/filters/types';
import type { KeyAfter } from '../../src/core/i18n';
import { notify } from '../../src/core/notifications';
import { BackButton } from '../../src/widgets/back-button/back-button';
import { FilterPanel } from '../../src/widgets/filter-panel/filter-panel';
import { confirmAction } from '../../src/widgets/modal/confirm-action';
import { Modal } from '../../src/widgets/modal/modal';
import { sheet, useStyleSheets } from '../../src/widgets/styles';
import { Table } from '../../src/widgets/table/table';
import type { TableColumn, TableRow } from '../../src/widgets/table/table-types';
import { Tabs } from '../../src/widgets/tabs/tabs';
import { ToastList } from '../../src/widgets/toast/toast-list';
import { Tooltip } from '../../src/widgets/tooltip/tooltip';
import { useT } from '../../src/widgets/use-t';
import galleryCss from './table.css?inline';

const SHEETS = [sheet(galleryCss)];
const FIRST = ['Alice', 'Bruno', 'Chloé', 'Dávid', 'Eva', 'Felipe', 'Greta', 'Hugo'];
const LAST = ['Martin', 'Novák', 'Schmidt', 'García', 'Kovács', 'Dubois'];

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'table:gallery.name', sortable: true },
  { name: 'email', translation: 'table:gallery.email', sortable: true },
  { name: 'meetings', translation: 'table:gallery.meetings', sortable: true, width: '8rem' },
  { name: 'lastLogin', translation: 'table:gallery.lastLogin', sortable: true },
];

const FILTERS: FilterDefinition[] = [
  { name: 'subject', translation: 'table:gallery.subject', type: 'string' },
  { name: 'attendees', translation: 'table:gallery.attendees', type: 'number', min: 0, max: 500 },
  { name: 'recorded', translation: 'table:gallery.recorded', type: 'boolean' },
  { name: 'period', translation: 'table:gallery.period', type: 'date-range' },
];

/** 23 demo users; the first, an administrator, cannot be deleted. */
function demoUsers(): TableRow[] {
  return Array.from({ length: 23 }, (_, i) => {
    const first = FIRST[i % FIRST.length] ?? '';
    const last = LAST[(i * 5) % LAST.length] ?? '';
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      meetings: (i * 37) % 90,
      lastLogin: new Date(2025, i % 12, 1 + ((i * 3) % 28), 9 + (i % 8)),
      nonDeletable: i === 0,
    };
  });
}

/** The table and overlay widgets in their states, for the gallery page. */
export function TableGallery() {
  const t = useT('table');
  const overlay = useT('overlay');
  const adopt = useStyleSheets(SHEETS);
  const [users, setUsers] = useState(demoUsers);
  const [modalShown, setModalShown] = useState(false);
  const [query, setQuery] = useState('subject=&recorded=true');
  const g = (key: KeyAfter<'table', 'gallery.'>) => t(`gallery.${key}`);

  const ask = () =>
    confirmAction({
      title: g('confirm'),
      message: g('confirmMessage'),
      validateLabel: t('delete'),
      cancelLabel: t('cancel'),
    })
      .then(() => notify({ title: g('confirmed'), message: g('confirmMessage') }))
      .catch(() => notify({ title: g('cancelled'), message: g('confirmMessage') }));

  return (
    <section ref={adopt} className="table-gallery" aria-labelledby="table-gallery-title">
      <h2 id="table-gallery-title">{g('title')}</h2>
      <Table
        label={g('users')}
        columns={COLUMNS}
        rows={users}
        selectable
        deletable
        onDelete={(lines) => setUsers(users.filter((_, index) => !lines.includes(index)))}
      />
      <div className="table-gallery__row">
        <div>
          <h3>{g('empty')}</h3>
          <Table label={g('empty')} columns={COLUMNS} rows={[]} />
        </div>
        <div>
          <h3>{g('disabled')}</h3>
          <Table label={g('disabled')} columns={COLUMNS} rows={users.slice(0, 3)} disabled selectable />
        </div>
      </div>
      <h3>{g('serverPaged')}</h3>
      <Table label={g('serverPaged')} columns={COLUMNS} rows={users.slice(0, 10)} total={1234} />
      <Tabs
        label={g('tabs')}
        tabs={[
          { id: 'general', translation: 'table:gallery.general' },
          { id: 'mail', translation: 'table:gallery.mail' },
          { id: 'storage', translation: 'table:gallery.storage' },
        ]}
        panel={(id) => <p>{g(`${id as 'general' | 'mail' | 'storage'}Text`)}</p>}
      />
      <div className="table-gallery__row">
        <button type="button" onClick={() => setModalShown(true)}>
          {g('openModal')}
        </button>
        <button type="button" onClick={ask}>
          {g('confirm')}
        </button>
        <button type="button" onClick={() => notify({ title: g('saved'), message: g('savedMessage') })}>
          {g('notify')}
        </button>
        <span>
          {g('seats')} <Tooltip text={g('seatsHelp')} />
        </span>
        <BackButton
          fallbackHref="/meet/"
          onBack={() => notify({ title: overlay('back'), message: g('backClicked') })}
        />
      </div>
      <Modal
        shown={modalShown}
        heading={g('openModal')}
        confirmLabel={g('save')}
        cancelLabel={t('cancel')}
        onChange={setModalShown}
        onValidate={() => notify({ title: g('saved'), message: g('savedMessage') })}
      >
        <label>
          {g('zoneName')} <input defaultValue="Europe" />
        </label>
      </Modal>
      <FilterPanel label={g('filters')} definitions={FILTERS} query={query} onChange={setQuery} />
      <p>
        {g('query')}: <output>{query}</output>
      </p>
      <ToastList />
    </section>
  );
}
