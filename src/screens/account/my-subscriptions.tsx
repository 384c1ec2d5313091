import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { MySubscription } from '../../core/api/account-calls';
import { formatDay, formatNumber } from '../../core/format';
import { $mySubscriptions, loadMySubscriptions } from '../../core/stores/account-lists';
import { useLanguage } from '../../widgets/chart/use-language';
import { LoadGate } from '../../widgets/load-gate/load-gate';
import { Table } from '../../widgets/table/table';
import type { TableColumn } from '../../widgets/table/table-types';
import { useT } from '../../widgets/use-t';
import { useTranslationsKey } from './use-translations-key';

const COLUMNS: TableColumn[] = [
  { name: 'organization', translation: 'account:subscriptions.organization', sortable: true },
  { name: 'product', translation: 'account:subscriptions.product', sortable: true },
  { name: 'seats', translation: 'account:subscriptions.seats', numeric: true },
  { name: 'organizers', translation: 'account:subscriptions.organizers', numeric: true },
  { name: 'endDate', translation: 'account:subscriptions.endDate' },
  { name: 'status', translation: 'account:subscriptions.status' },
];

/** The subscriptions the user organizes meetings for (a table). */
export function MySubscriptions() {
  const t = useT('account');
  const subscriptions = useStore($mySubscriptions);
  useEffect(() => {
    void loadMySubscriptions();
  }, []);
  return (
    <section className="form" aria-labelledby="account-subscriptions">
      <h2 id="account-subscriptions">{t('subscriptions.heading')}</h2>
      <LoadGate loaded={subscriptions} retry={loadMySubscriptions} failed={t('loadFailed')}>
        {(list) => <SubscriptionTable subscriptions={list} />}
      </LoadGate>
    </section>
  );
}

function SubscriptionTable({ subscriptions }: { subscriptions: MySubscription[] }) {
  const t = useT('account');
  const language = useLanguage();
  const translations = useTranslationsKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` is a new function each render; `translations` tracks it
  const rows = useMemo(
    () =>
      subscriptions.map((s) => ({
        organization: s.organizationName,
        product: s.product,
        seats: formatNumber(s.seats, 0, language),
        organizers: t('subscriptions.organizerCount', {
          used: formatNumber(s.organizerCount, 0, language),
          max: formatNumber(s.maxOrganizers, 0, language),
        }),
        endDate: s.perpetual || !s.endDate ? t('subscriptions.perpetual') : formatDay(s.endDate, language),
        status: t(s.enabled ? 'subscriptions.enabled' : 'subscriptions.disabled'),
      })),
    [subscriptions, language, translations],
  );
  return (
    <Table
      columns={COLUMNS}
      rows={rows}
      label={t('subscriptions.label')}
      emptyMessage={t('subscriptions.empty')}
    />
  );
}
