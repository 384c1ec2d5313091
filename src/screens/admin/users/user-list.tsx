import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { $tagChoices, bulkUsers, loadTagChoices, type UserBulkAction } from '../../../core/admin/bulk';
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
import { grantableRoles } from '../../../core/api/authority';
import { type Role, rolesOf, routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import { Address } from '../../../widgets/address/address';
import { DateTime } from '../../../widgets/date-time/date-time';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import type { BulkAction } from '../bulk-dialog';
import { ImportDialog } from '../import-dialog';
import { columnTable } from '../kit/columns';
import { ListScreen } from '../list-screen';
import { userFilters } from './user-filters';

type Dialog = 'import' | 'migration' | null;

const BULK_ACTIONS = [
  'addTag',
  'setRole',
  'removeRole',
  'activate',
  'deactivate',
  'sendResetMail',
] as const satisfies readonly UserBulkAction['action'][];

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
  const tagChoices = useStore($tagChoices);
  const me = useStore($me);
  useEffect(() => {
    void loadTagChoices();
  }, []);
  const bulkActions = useMemo((): BulkAction<UserRow>[] => {
    const tagOptions = (tagChoices.state === 'ready' ? tagChoices.data : []).map((tag) => ({
      value: String(tag.id),
      label: tag.name,
    }));
    // Only roles the signed-in user may grant (the contract's x-grantable-roles): the server refuses any other.
    const roleOptions = grantableRoles(rolesOf(me)).map((role) => ({
      value: role,
      label: t(`role.${role}`),
    }));
    return BULK_ACTIONS.map((action) => ({
      name: action,
      label: t(`bulk.${action}`),
      ...(action === 'addTag' ? { choice: { label: t('bulk.tag'), options: tagOptions } } : {}),
      ...(action === 'setRole' || action === 'removeRole'
        ? { choice: { label: t('bulk.role'), options: roleOptions } }
        : {}),
      run: (rows, choice) =>
        bulkUsers({
          ids: rows.map((row) => row.id),
          action,
          ...(action === 'addTag' ? { tagId: Number(choice) } : {}),
          ...(action === 'setRole' || action === 'removeRole' ? { role: choice as Role } : {}),
        }),
    }));
  }, [tagChoices, me, t]);

  const columns = columnTable<UserRow>('users:column', {
    lastName: {
      translation: 'users:column.name',
      sortable: true,
      cell: (row) => (
        <a className="person-name" href={routeHref('user', { id: String(row.id) })}>
          {`${row.firstName} ${row.lastName}`.trim()}
        </a>
      ),
    },
    email: { sortable: true, email: true },
    // The login is most often the e-mail again: hidden first, so the list fits 1280 px; the chooser shows it.
    login: {
      sortable: true,
      hidden: true,
      priority: 6,
      cell: (row) => <Address text={row.login} />,
    },
    roles: { priority: 1, cell: (row) => row.roles.map((role) => t(`role.${role}`)).join(', ') },
    activated: { priority: 3, cell: (row) => (row.activated ? tc('yes') : tc('no')) },
    language: { sortable: true, priority: 5, cell: (row) => tc(`language.${row.language}`) },
    registrationDate: {
      sortable: true,
      priority: 4,
      cell: (row) => <DateTime value={row.registrationDate} />,
    },
    lastLoginDate: { sortable: true, priority: 2, cell: (row) => <DateTime value={row.lastLoginDate} /> },
  });

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
        columns={columns}
        filters={filters}
        rowLabel={(row) => `${row.firstName} ${row.lastName}`}
        toolbar={toolbar}
        bulkActions={bulkActions}
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
