import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { $organizerRanking, $subscription, loadOrganizerRanking } from '../../../core/admin/subscriptions';
import { TOP_COUNT } from '../../../core/constants';
import { routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { RankingBars } from '../../../widgets/chart/ranking-bars';
import { Table } from '../../../widgets/table/table';
import type { TableColumn } from '../../../widgets/table/table-types';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';

const COLUMNS: TableColumn[] = [
  { name: 'rank', translation: 'subscriptions:ranking.column.rank', width: '5rem', numeric: true },
  { name: 'name', translation: 'subscriptions:ranking.column.name' },
  { name: 'detail', translation: 'subscriptions:ranking.column.email' },
  { name: 'meetingCount', translation: 'subscriptions:ranking.column.meetingCount', numeric: true },
  { name: 'minutes', translation: 'subscriptions:ranking.column.minutes', numeric: true },
];

/** The top 5 organizers of a subscription by meetings organized: a chart and its table. */
export function OrganizerRanking({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($organizerRanking);
  const subscription = useStore($subscription);
  useEffect(() => {
    void loadOrganizerRanking(uid);
  }, [uid]);
  const rows = useMemo(
    () => (loaded.state === 'ready' ? (loaded.data as unknown as Record<string, unknown>[]) : []),
    [loaded],
  );
  const title =
    subscription.state === 'ready' && subscription.data.uid === uid
      ? t('ranking.titleOf', { name: subscription.data.organizationName, top: TOP_COUNT })
      : t('ranking.title', { top: TOP_COUNT });
  const back = (
    <a className="button button--secondary" href={routeHref('subscription', { uid })}>
      {t('backToSubscription')}
    </a>
  );
  return (
    <AdminPage area="subscription" title={title} aside={back}>
      {loaded.state === 'failed' ? (
        <Alert>{te(`code.${loaded.code}`)}</Alert>
      ) : loaded.state !== 'ready' ? (
        <p className="muted" role="status">
          {tc('loading')}
        </p>
      ) : (
        <div className="form">
          <RankingBars
            label={t('ranking.chart')}
            entries={loaded.data.map((entry) => ({ name: entry.name, value: entry.meetingCount }))}
          />
          <Table
            label={t('ranking.tableLabel')}
            columns={COLUMNS}
            rows={rows}
            emptyMessage={t('ranking.empty')}
            paged={false}
            renderCell={(row, column) =>
              column === 'detail' ? <a href={`mailto:${row.detail}`}>{String(row.detail)}</a> : undefined
            }
          />
        </div>
      )}
    </AdminPage>
  );
}
