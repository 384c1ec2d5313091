import { useStore } from '@nanostores/react';
import { managesAllOrganizations } from '../../../core/admin/organizations';
import { exceedingSubscriptions } from '../../../core/admin/subscriptions';
import type { FilterDefinition } from '../../../core/filters/types';
import { routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { ListScreen } from '../list-screen';

const COLUMNS: TableColumn[] = [
  { name: 'organizationName', translation: 'subscriptions:exceeding.column.organization', sortable: true },
  { name: 'product', translation: 'subscriptions:exceeding.column.product', sortable: true },
  { name: 'maxOrganizers', translation: 'subscriptions:exceeding.column.maxOrganizers', sortable: true },
  { name: 'organizerCount', translation: 'subscriptions:exceeding.column.organizerCount', sortable: true },
  { name: 'exceeding', translation: 'subscriptions:exceeding.column.exceeding', sortable: true },
];

const FILTERS: FilterDefinition[] = [
  { name: 'organization', translation: 'subscriptions:exceeding.column.organization', type: 'string' },
];

type Row = { uid: string; organizationName: string; product: string };

/** The subscriptions with more organizers than allowed, with the excess of each. */
export function ExceedingList() {
  const t = useT('subscriptions');
  const te = useT('error');
  const me = useStore($me);
  const back = <BackLink route="organizations" label={t('backToOrganizations')} />;
  return (
    <AdminPage area="subscription" title={t('exceeding.title')} aside={back}>
      {/* The list spans every organization: an organization manager's console does not ask for it. */}
      {me && !managesAllOrganizations(me) ? (
        <p className="alert" role="alert">
          {te('code.1005')}
        </p>
      ) : (
        <ListScreen
          list={exceedingSubscriptions}
          label={t('exceeding.title')}
          columns={COLUMNS}
          filters={FILTERS}
          renderCell={(row: Row, column) =>
            column === 'product' ? (
              <a href={routeHref('subscription', { uid: row.uid })}>{row.product}</a>
            ) : undefined
          }
          emptyMessage={t('exceeding.empty')}
        />
      )}
    </AdminPage>
  );
}
