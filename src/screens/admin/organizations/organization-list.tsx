import { useStore } from '@nanostores/react';
import {
  managesAllOrganizations,
  type OrganizationRow,
  organizations,
  ownOrganizations,
} from '../../../core/admin/organizations';
import { routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { columnTable, filterTable } from '../kit/columns';
import { ListScreen } from '../list-screen';
import { AddOrganizationForm } from './add-organization-form';
import { ORGANIZATIONS_SHEETS } from './organizations-sheet';

const columns = columnTable<OrganizationRow>('organizations:column', {
  name: {
    sortable: true,
    cell: (row) => <a href={routeHref('organization', { uid: row.uid })}>{row.name}</a>,
  },
  machineId: { sortable: true, priority: 3 },
  subscriptionCount: { sortable: true, numeric: true, priority: 1 },
  managerCount: { sortable: true, numeric: true, priority: 2 },
});

const filters = filterTable('organizations:filter', {
  name: { type: 'string' },
  machineId: { type: 'string' },
});

/** The organizations: every one for the administrators, an organization manager's own for the others. */
export function OrganizationList() {
  const t = useT('organizations');
  const me = useStore($me);
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
          columns={columns}
          filters={filters}
          quickSearch="name"
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
