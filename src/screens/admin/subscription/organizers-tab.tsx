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
import { formatDateTime } from '../../../core/format';
import { useT } from '../../../widgets/use-t';
import { columnTable, filterTable, selectOptions } from '../kit/columns';
import { SubList } from '../kit/sub-list';
import { AddOrganizerForm } from './add-organizer-form';
import { GroupForms } from './group-forms';
import { memberImport } from './member-import';

/** Props of the organizers tab: the subscription, and whether the user holds an administrator's role. */
export interface OrganizersTabProps {
  subscription: AdminSubscription;
  administrator: boolean;
}

/** The organizers: what is left of the limit, add, import, export, LDAP and SSO groups, delete the selection. */
export function OrganizersTab({ subscription, administrator }: OrganizersTabProps) {
  const t = useT('subscriptions');
  const { uid, enabled } = subscription;
  return (
    <SubList
      list={organizers}
      label={t('organizers.heading')}
      columns={columnTable<Organizer>('subscriptions:organizers.column', {
        email: { sortable: true, email: true },
        firstName: { sortable: true },
        lastName: { sortable: true },
        addedDate: { sortable: true, cell: (row) => formatDateTime(row.addedDate) },
        source: { sortable: true, cell: (row) => t(`source.${row.source}`) },
      })}
      filters={filterTable('subscriptions:organizers.filter', {
        name: { type: 'string' },
        source: { type: 'select', selectOptions: selectOptions('subscriptions:source', SOURCES) },
      })}
      columnChoice="organizers"
      quickSearch="name"
      emptyMessage={t('organizers.empty')}
      status={<strong>{t('organizers.left', { count: organizersLeft(subscription) })}</strong>}
      add={
        enabled && (
          <>
            <AddOrganizerForm subscription={subscription} />
            {administrator && <GroupForms subscription={subscription} />}
          </>
        )
      }
      importer={
        enabled &&
        memberImport(t, {
          kind: 'organizers',
          store: $organizerImport,
          file: 'organizers',
          template: 'email\r\njane.doe@example.com\r\n',
          run: (file, dryRun) => importOrganizers(uid, file, dryRun),
        })
      }
      exporter={(filter) => exportOrganizers(uid, filter)}
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
  );
}

const SOURCES = ['MANUAL', 'IMPORT', 'LDAP', 'SSO'];
