import { useStore } from '@nanostores/react';
import { managesAllOrganizations } from '../../../core/admin/organizations';
import { exceedingSubscriptions, organizerLimit, subscriptions } from '../../../core/admin/subscriptions';
import type { FilterDefinition } from '../../../core/filters/types';
import { formatDay, formatNumber } from '../../../core/format';
import { routeHref } from '../../../core/router';
import { $me } from '../../../core/stores/me';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { ListScreen } from '../list-screen';

const COLUMNS: TableColumn[] = [
  { name: 'organizationName', translation: 'subscriptions:exceeding.column.organization', sortable: true },
  { name: 'product', translation: 'subscriptions:exceeding.column.product', sortable: true, priority: 1 },
  { name: 'seats', translation: 'subscriptions:fact.seats', sortable: true, numeric: true, priority: 3 },
  { name: 'endDate', translation: 'subscriptions:fact.endDate', sortable: true },
  {
    name: 'organizerCount',
    translation: 'subscriptions:fact.organizers',
    sortable: true,
    numeric: true,
    priority: 2,
  },
  {
    name: 'exceeding',
    translation: 'subscriptions:exceeding.column.exceeding',
    sortable: true,
    numeric: true,
  },
];

const FILTERS: FilterDefinition[] = [
  { name: 'organization', translation: 'subscriptions:exceeding.column.organization', type: 'string' },
  { name: 'perpetual', translation: 'subscriptions:fact.perpetual', type: 'boolean', defaultValue: true },
  { name: 'enabled', translation: 'subscriptions:list.enabled', type: 'boolean', defaultValue: true },
  { name: 'endDate', translation: 'subscriptions:fact.endDate', type: 'date-range' },
];

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
  const renderCell = (row: Row, column: string) => {
    if (column === 'product') return <a href={routeHref('subscription', { uid: row.uid })}>{row.product}</a>;
    if (column === 'endDate')
      return row.perpetual || !row.endDate ? t('fact.perpetual') : formatDay(row.endDate);
    if (column === 'organizerCount')
      return t('fact.organizerCount', {
        used: formatNumber(row.organizerCount),
        allowed: formatNumber(organizerLimit(row)),
      });
    return undefined;
  };
  return (
    <AdminPage area="subscription" title={t(title)} aside={back}>
      {/* The list spans every organization: an organization manager's console does not ask for it. */}
      {me && !managesAllOrganizations(me) ? (
        <p className="alert" role="alert">
          {te('code.1005')}
        </p>
      ) : (
        <ListScreen
          key={which}
          list={list}
          label={t(title)}
          columns={COLUMNS}
          filters={FILTERS}
          quickSearch="organization"
          renderCell={renderCell}
          emptyMessage={t(empty)}
        />
      )}
    </AdminPage>
  );
}
