import { useState } from 'react';
import {
  $organizerImport,
  type AdminSubscription,
  exportOrganizers,
  importOrganizers,
  type Organizer,
  organizers,
  organizersLeft,
  removeOrganizers,
} from '../../../core/admin/subscriptions';
import type { FilterDefinition } from '../../../core/filters/types';
import { formatDateTime } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { errorCode } from '../../../core/stores/loadable';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { ImportDialog } from '../import-dialog';
import { ListScreen } from '../list-screen';
import { AddOrganizerForm } from './add-organizer-form';
import { GroupForms } from './group-forms';

const COLUMNS: TableColumn[] = [
  { name: 'email', translation: 'subscriptions:organizers.column.email', sortable: true, email: true },
  { name: 'firstName', translation: 'subscriptions:organizers.column.firstName', sortable: true },
  { name: 'lastName', translation: 'subscriptions:organizers.column.lastName', sortable: true },
  { name: 'addedDate', translation: 'subscriptions:organizers.column.addedDate', sortable: true },
  { name: 'source', translation: 'subscriptions:organizers.column.source', sortable: true },
];

const FILTERS: FilterDefinition[] = [
  { name: 'name', translation: 'subscriptions:organizers.filter.name', type: 'string' },
  {
    name: 'source',
    translation: 'subscriptions:organizers.filter.source',
    type: 'select',
    selectOptions: ['MANUAL', 'IMPORT', 'LDAP', 'SSO'].map((value) => ({
      value,
      translation: `subscriptions:source.${value}`,
    })),
  },
];

/** Props of the organizers tab: the subscription, and whether the user holds an administrator's role. */
export interface OrganizersTabProps {
  subscription: AdminSubscription;
  administrator: boolean;
}

/** The organizers: what is left of the limit, add, import, export, LDAP and SSO groups, delete the selection. */
export function OrganizersTab({ subscription, administrator }: OrganizersTabProps) {
  // i18n-keys: subscriptions:import.result.*
  const t = useT('subscriptions');
  const te = useT('error');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { uid, enabled } = subscription;

  async function exportAll() {
    setExporting(true);
    try {
      await exportOrganizers(uid);
    } catch (error) {
      notify({ title: t('export.failed'), message: te(`code.${errorCode(error)}`) });
    } finally {
      setExporting(false);
    }
  }

  const toolbar = (
    <>
      {enabled && (
        <button type="button" className="button button--secondary" onClick={() => setImporting(true)}>
          {t('import.open')}
        </button>
      )}
      <button type="button" className="button button--secondary" disabled={exporting} onClick={exportAll}>
        {exporting ? t('export.running') : t('export.open')}
      </button>
    </>
  );

  return (
    <div className="form">
      <p className="left" role="status">
        {t('organizers.left', { count: organizersLeft(subscription) })}
      </p>
      {enabled && <AddOrganizerForm subscription={subscription} />}
      {enabled && administrator && <GroupForms subscription={subscription} />}
      <ListScreen
        list={organizers}
        label={t('organizers.heading')}
        columns={COLUMNS}
        filters={FILTERS}
        toolbar={toolbar}
        renderCell={(row: Organizer, column) =>
          column === 'addedDate'
            ? formatDateTime(row.addedDate)
            : column === 'source'
              ? t(`source.${row.source}`)
              : undefined
        }
        emptyMessage={t('organizers.empty')}
        onDelete={
          enabled
            ? (rows) =>
                removeOrganizers(
                  uid,
                  rows.map((row) => row.userId),
                )
            : undefined
        }
      />
      {importing && (
        <ImportDialog
          title={t('organizers.importTitle')}
          store={$organizerImport}
          keyLabel={t('organizers.column.email')}
          options={[{ name: 'dryRun', label: t('import.dryRun'), initial: false }]}
          template={{ fileName: 'organizers-template.csv', text: 'email\r\njane.doe@example.com\r\n' }}
          message={(result) => t(`import.result.${result}`)}
          dryRunSuccess={t('import.result.wouldSucceed')}
          reportName="organizers-import-results.csv"
          onImport={(file, options) => importOrganizers(uid, file, options.dryRun ?? false)}
          onClose={() => setImporting(false)}
        />
      )}
    </div>
  );
}
