import { useStore } from '@nanostores/react';
import {
  managesAllOrganizations,
  type OrganizationRow,
  organizations,
  ownOrganizations,
} from '../../../core/admin/organizations';
import type { FilterDefinition } from '../../../core/filters/types';
import { routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import { useStyleSheets } from '../../../widgets/styles';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { ListScreen } from '../list-screen';
import { AddOrganizationForm } from './add-organization-form';
import { ORGANIZATIONS_SHEETS } from './organizations-sheet';

const COLUMNS: TableColumn[] = [
  { name: 'name', translation: 'organizations:column.name', sortable: true },
  { name: 'machineId', translation: 'organizations:column.machineId', sortable: true, priority: 3 },
  {
    name: 'subscriptionCount',
    priority: 1,
    translation: 'organizations:column.subscriptionCount',
    sortable: true,
    numeric: true,
  },
  {
    name: 'managerCount',
    translation: 'organizations:column.managerCount',
    sortable: true,
    numeric: true,
    priority: 2,
  },
];

const FILTERS: FilterDefinition[] = [
  { name: 'name', translation: 'organizations:filter.name', type: 'string' },
  { name: 'machineId', translation: 'organizations:filter.machineId', type: 'string' },
];

/** The organizations: every one for the administrators, an organization manager's own for the others. */
export function OrganizationList() {
  const t = useT('organizations');
  const me = useStore($me);
  const renderCell = (row: OrganizationRow, column: string) =>
    column === 'name' ? <a href={routeHref('organization', { uid: row.uid })}>{row.name}</a> : undefined;
  const exceeding = (
    <>
      <a className="button button--secondary" href={routeHref('subscriptions')}>
        {t('allSubscriptions')}
      </a>
      <a className="button button--secondary" href={routeHref('exceedingOrganizers')}>
        {t('exceeding')}
      </a>
    </>
  );
  return (
    <AdminPage
      area="organizations"
      title={t('title')}
      aside={me && managesAllOrganizations(me) ? exceeding : undefined}
    >
      {me && !managesAllOrganizations(me) ? (
        <OwnOrganizations />
      ) : (
        <ListScreen
          list={organizations}
          label={t('tableLabel')}
          columnChoice="organizations"
          columns={COLUMNS}
          filters={FILTERS}
          quickSearch="name"
          renderCell={renderCell}
          toolbar={<AddOrganizationForm />}
          emptyMessage={t('empty')}
        />
      )}
    </AdminPage>
  );
}

/** The organizations an organization manager manages (its `customersManager`), each a link. */
function OwnOrganizations() {
  const t = useT('organizations');
  const adopt = useStyleSheets(ORGANIZATIONS_SHEETS);
  const own = ownOrganizations(useStore($me));
  return (
    <section ref={adopt} className="section" aria-label={t('own.label')}>
      <p className="muted">{t('own.intro')}</p>
      <ul className="own-list">
        {own.map((organization) => (
          <li key={organization.uid}>
            <a href={routeHref('organization', { uid: organization.uid })}>{organization.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
