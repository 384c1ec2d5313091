import { useStore } from '@nanostores/react';
import { managesAllOrganizations } from '../../../core/admin/organizations';
import { exceedingSubscriptions, organizerUsage, subscriptions } from '../../../core/admin/subscriptions';
import { formatDay } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { columnTable, filterTable } from '../kit/columns';
import { ListScreen } from '../list-screen';

const FILTERS = filterTable('subscriptions:fact', {
  organization: { translation: 'subscriptions:exceeding.column.organization', type: 'string' },
  perpetual: { type: 'boolean', defaultValue: true },
  enabled: { translation: 'subscriptions:list.enabled', type: 'boolean', defaultValue: true },
  endDate: { type: 'date-range' },
});

type Row = {
  uid: string;
  product: string;
  seats: number;
  maxOrganizers: number;
  organizerCount: number;
  endDate: string | null;
  perpetual: boolean;
};

const LISTS = {
  subscriptions: { list: subscriptions, title: 'list.title', empty: 'list.empty' },
  exceedingOrganizers: { list: exceedingSubscriptions, title: 'exceeding.title', empty: 'exceeding.empty' },
} as const;

/**
 * The subscriptions of every organization (organization, product, seats, end date or perpetual, organizers used of
 * allowed, excess), filtered and paged by the server; or those over their organizer limit alone.
 */
export function SubscriptionList({ which }: { which: keyof typeof LISTS }) {
  const t = useT('subscriptions');
  const te = useT('error');
  const me = useStore($me);
  const { list, title, empty } = LISTS[which];
  const back = <BackLink route="organizations" label={t('backToOrganizations')} />;
  const columns = columnTable<Row>('subscriptions:fact', {
    organizationName: { translation: 'subscriptions:exceeding.column.organization', sortable: true },
    product: {
      translation: 'subscriptions:exceeding.column.product',
      sortable: true,
      priority: 1,
      cell: (row) => <a href={routeHref('subscription', { uid: row.uid })}>{row.product}</a>,
    },
    seats: { sortable: true, numeric: true, priority: 3 },
    endDate: {
      sortable: true,
      cell: (row) => (row.perpetual || !row.endDate ? t('fact.perpetual') : formatDay(row.endDate)),
    },
    organizerCount: {
      translation: 'subscriptions:fact.organizers',
      sortable: true,
      numeric: true,
      priority: 2,
      cell: (row) => t('fact.organizerCount', organizerUsage(row)),
    },
    exceeding: { translation: 'subscriptions:exceeding.column.exceeding', sortable: true, numeric: true },
  });
  return (
    <AdminPage area="subscription" title={t(title)} aside={back}>
      {/* The list spans every organization: an organization manager's console does not ask for it. */}
      {me && !managesAllOrganizations(me) ? (
        <Alert>{te('code.1005')}</Alert>
      ) : (
        <ListScreen
          key={which}
          list={list}
          label={t(title)}
          columns={columns}
          filters={FILTERS}
          quickSearch="organization"
          columnChoice={`subscriptions.${which}`}
          emptyMessage={t(empty)}
        />
      )}
    </AdminPage>
  );
}
