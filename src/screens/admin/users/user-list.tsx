import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { $serverZones, loadServerZones } from '../../../core/admin/server-zones';
import {
  $emailMigration,
  $userImport,
  deleteUsers,
  exportUsers,
  importUsers,
  migrateEmails,
  USER_IMPORT_TEMPLATE,
  type UserRow,
  users,
} from '../../../core/admin/users';
import { routeHref } from '../../../core/router';
import { DateTime } from '../../../widgets/date-time/date-time';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { ImportDialog } from '../import-dialog';
import { ListScreen } from '../list-screen';
import { userFilters } from './user-filters';

const COLUMNS: TableColumn[] = [
  { name: 'lastName', translation: 'users:column.name', sortable: true },
  { name: 'email', translation: 'users:column.email', sortable: true, email: true },
  // The login is most often the e-mail again: hidden first, so the list fits 1280 px; the chooser shows it.
  { name: 'login', translation: 'users:column.login', sortable: true, hidden: true, priority: 6 },
  { name: 'roles', translation: 'users:column.roles', priority: 1 },
  { name: 'activated', translation: 'users:column.activated', priority: 3 },
  { name: 'language', translation: 'users:column.language', sortable: true, priority: 5 },
  { name: 'registrationDate', translation: 'users:column.registrationDate', sortable: true, priority: 4 },
  { name: 'lastLoginDate', translation: 'users:column.lastLoginDate', sortable: true, priority: 2 },
];

type Dialog = 'import' | 'migration' | null;

/** The user list: filters, sortable columns, add, import, export, e-mail migration, delete the selection. */
export function UserList() {
  // i18n-keys: users:import.result.* users:migration.result.*
  const t = useT('users');
  const tc = useT('common');
  const zones = useStore($serverZones);
  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => {
    void loadServerZones();
  }, []);
  const filters = useMemo(() => userFilters(zones.state === 'ready' ? zones.data : []), [zones]);

  const renderCell = (row: UserRow, column: string) => {
    switch (column) {
      case 'lastName':
        return (
          <a className="person-name" href={routeHref('user', { id: String(row.id) })}>
            {`${row.firstName} ${row.lastName}`.trim()}
          </a>
        );
      case 'login':
        return <span className="host-name">{row.login}</span>;
      case 'roles':
        return row.roles.map((role) => t(`role.${role}`)).join(', ');
      case 'activated':
        return row.activated ? tc('yes') : tc('no');
      case 'language':
        return tc(`language.${row.language}`);
      case 'registrationDate':
      case 'lastLoginDate':
        return <DateTime value={row[column]} />;
      default:
        return undefined;
    }
  };

  const toolbar = (
    <>
      <a className="button" href={routeHref('user', { id: 'new' })}>
        {t('add')}
      </a>
      <button type="button" className="button button--secondary" onClick={() => setDialog('import')}>
        {t('import.open')}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setDialog('migration')}>
        {t('migration.open')}
      </button>
    </>
  );

  return (
    <AdminPage area="users" title={t('title')}>
      <ListScreen
        list={users}
        label={t('tableLabel')}
        columnChoice="users"
        columns={COLUMNS}
        filters={filters}
        renderCell={renderCell}
        rowLabel={(row) => `${row.firstName} ${row.lastName}`}
        toolbar={toolbar}
        quickSearch="name"
        exporter={exportUsers}
        emptyMessage={t('empty')}
        onDelete={(rows) => deleteUsers(rows.map((row) => row.id))}
      />
      {dialog === 'import' && (
        <ImportDialog
          title={t('import.title')}
          store={$userImport}
          keyLabel={t('import.email')}
          options={[
            { name: 'sendResetMail', label: t('import.sendResetMail'), initial: true },
            { name: 'dryRun', label: t('import.dryRun'), initial: false },
          ]}
          template={{ fileName: 'users-template.csv', text: USER_IMPORT_TEMPLATE }}
          message={(result) => t(`import.result.${result}`)}
          dryRunSuccess={t('import.result.wouldSucceed')}
          reportName="users-import-results.csv"
          onImport={(file, options) =>
            importUsers(file, {
              sendResetMail: options.sendResetMail ?? true,
              dryRun: options.dryRun ?? false,
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'migration' && (
        <ImportDialog
          title={t('migration.title')}
          store={$emailMigration}
          keyLabel={t('migration.emails')}
          options={[
            { name: 'sendResetMail', label: t('migration.sendResetMail'), initial: false },
            { name: 'dryRun', label: t('migration.dryRun'), initial: true },
          ]}
          template={{ fileName: 'email-migration-template.csv', text: 'oldEmail;newEmail\r\n' }}
          message={(result) => t(`migration.result.${result}`)}
          dryRunSuccess={t('migration.result.wouldSucceed')}
          reportName="email-migration-results.csv"
          onImport={(file, options) =>
            migrateEmails(file, {
              sendResetMail: options.sendResetMail ?? false,
              dryRun: options.dryRun ?? true,
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}
