import { useState } from 'react';
import { directoryFailureKey } from '../../../core/admin/directory-failure';
import {
  $contactImport,
  type AdminSubscription,
  exportForcedContacts,
  type ForcedContact,
  forcedContacts,
  importForcedContacts,
  removeForcedContacts,
  syncForcedContacts,
} from '../../../core/admin/subscriptions';
import type { FilterDefinition } from '../../../core/filters/types';
import { notify } from '../../../core/notifications';
import { errorCode } from '../../../core/stores/loadable';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { ImportDialog } from '../import-dialog';
import { ListScreen } from '../list-screen';
import { AddContactForm } from './add-contact-form';

const COLUMNS: TableColumn[] = [
  { name: 'email', translation: 'subscriptions:contacts.column.email', sortable: true, email: true },
  { name: 'firstName', translation: 'subscriptions:contacts.column.firstName', sortable: true },
  { name: 'lastName', translation: 'subscriptions:contacts.column.lastName', sortable: true },
  { name: 'source', translation: 'subscriptions:contacts.column.source', sortable: true },
];

const FILTERS: FilterDefinition[] = [
  { name: 'name', translation: 'subscriptions:contacts.filter.name', type: 'string' },
  {
    name: 'source',
    translation: 'subscriptions:contacts.filter.source',
    type: 'select',
    selectOptions: ['MANUAL', 'IMPORT', 'LDAP'].map((value) => ({
      value,
      translation: `subscriptions:source.${value}`,
    })),
  },
];

/** The forced contacts: add, import, export, LDAP sync with its counts, delete the selection. */
export function ContactsTab({ subscription }: { subscription: AdminSubscription }) {
  // i18n-keys: subscriptions:import.result.*
  const t = useT('subscriptions');
  const te = useT('error');
  const [importing, setImporting] = useState(false);
  const [busy, setBusy] = useState<'export' | 'sync' | null>(null);
  const [synced, setSynced] = useState('');
  const { uid, enabled } = subscription;

  async function exportAll() {
    setBusy('export');
    try {
      await exportForcedContacts(uid);
    } catch (error) {
      notify({ title: t('export.failed'), message: te(`code.${errorCode(error)}`) });
    } finally {
      setBusy(null);
    }
  }

  async function sync() {
    setBusy('sync');
    const result = await syncForcedContacts(uid);
    setBusy(null);
    if (result.done) return setSynced(t('contacts.synced', result.value));
    setSynced('');
    const own = directoryFailureKey(result, 'sync');
    notify({ title: t('contacts.syncFailed'), message: own ? t(own) : te(`code.${result.code}`) });
  }

  const toolbar = (
    <>
      {enabled && (
        <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
          {t('import.open')}
        </button>
      )}
      <button type="button" className="button button--secondary" disabled={busy !== null} onClick={exportAll}>
        {busy === 'export' ? t('export.running') : t('export.open')}
      </button>
      {enabled && (
        <button type="button" className="button button--secondary" disabled={busy !== null} onClick={sync}>
          {busy === 'sync' ? t('contacts.syncing') : t('contacts.sync')}
        </button>
      )}
    </>
  );

  return (
    <div className="form">
      {enabled && <AddContactForm uid={uid} />}
      <p role="status">{synced}</p>
      <ListScreen
        list={forcedContacts}
        label={t('contacts.heading')}
        columns={COLUMNS}
        filters={FILTERS}
        toolbar={toolbar}
        renderCell={(row: ForcedContact, column) =>
          column === 'source' ? (
            <span className={row.source === 'LDAP' ? 'badge' : undefined}>{t(`source.${row.source}`)}</span>
          ) : undefined
        }
        emptyMessage={t('contacts.empty')}
        onDelete={
          enabled
            ? (rows) =>
                removeForcedContacts(
                  uid,
                  rows.map((row) => row.id),
                )
            : undefined
        }
      />
      {importing && (
        <ImportDialog
          title={t('contacts.importTitle')}
          store={$contactImport}
          keyLabel={t('contacts.column.email')}
          options={[{ name: 'dryRun', label: t('import.dryRun'), initial: false }]}
          template={{
            fileName: 'forced-contacts-template.csv',
            text: 'email;firstName;lastName\r\njane.doe@example.com;Jane;Doe\r\n',
          }}
          message={(result) => t(`import.result.${result}`)}
          dryRunSuccess={t('import.result.wouldSucceed')}
          reportName="forced-contacts-import-results.csv"
          onImport={(file, options) => importForcedContacts(uid, file, options.dryRun ?? false)}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
}
