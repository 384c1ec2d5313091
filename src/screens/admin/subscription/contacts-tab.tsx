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
import { notify } from '../../../core/notifications';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable, selectOptions } from '../kit/columns';
import { SubList } from '../kit/sub-list';
import { AddContactForm } from './add-contact-form';
import { memberImport } from './member-import';

/** The forced contacts: add, import, export, LDAP sync with its counts, delete the selection. */
export function ContactsTab({ subscription }: { subscription: AdminSubscription }) {
  const t = useT('subscriptions');
  const te = useT('error');
  const [syncing, setSyncing] = useState(false);
  const [synced, setSynced] = useState('');
  const { uid, enabled } = subscription;

  async function sync() {
    setSyncing(true);
    const result = await syncForcedContacts(uid);
    setSyncing(false);
    if (result.done) return setSynced(t('contacts.synced', result.value));
    setSynced('');
    const own = directoryFailureKey(result, 'sync');
    notify({ title: t('contacts.syncFailed'), message: own ? t(own) : te(`code.${result.code}`) });
  }

  return (
    <SubList
      list={forcedContacts}
      label={t('contacts.heading')}
      columns={columnTable<ForcedContact>('subscriptions:contacts.column', {
        email: { sortable: true, email: true },
        firstName: { sortable: true },
        lastName: { sortable: true },
        source: {
          sortable: true,
          cell: (row) => (
            <span className={row.source === 'LDAP' ? 'badge' : undefined}>{t(`source.${row.source}`)}</span>
          ),
        },
      })}
      filters={filterTable('subscriptions:contacts.filter', {
        name: { type: 'string' },
        source: { type: 'select', selectOptions: selectOptions('subscriptions:source', SOURCES) },
      })}
      columnChoice="contacts"
      quickSearch="name"
      emptyMessage={t('contacts.empty')}
      add={enabled && <AddContactForm uid={uid} />}
      status={synced}
      importer={
        enabled &&
        memberImport(t, {
          kind: 'contacts',
          store: $contactImport,
          file: 'forced-contacts',
          template: 'email;firstName;lastName\r\njane.doe@example.com;Jane;Doe\r\n',
          run: (file, dryRun) => importForcedContacts(uid, file, dryRun),
        })
      }
      exporter={(filter) => exportForcedContacts(uid, filter)}
      toolbar={
        enabled && (
          <button type="button" className="button button--secondary" disabled={syncing} onClick={sync}>
            {syncing ? t('contacts.syncing') : t('contacts.sync')}
          </button>
        )
      }
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
  );
}

const SOURCES = ['MANUAL', 'IMPORT', 'LDAP'];
