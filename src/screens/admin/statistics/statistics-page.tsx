import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $ranking,
  $statistics,
  $statisticsConfiguration,
  openStatistics,
} from '../../../core/admin/statistics';
import { TOP_COUNT } from '../../../core/constants';
import { $addressQuery } from '../../../core/lists/address';
import { routeHref } from '../../../core/router';
import { Alert } from '../../../widgets/alert/alert';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { RankingTable } from './ranking-table';
import { StatisticsCharts } from './statistics-charts';
import { StatisticsFilters } from './statistics-filters';

/** Operator statistics: configuration, filters, totals, charts per day, and the top 5 rankings of the same filters. */
export function StatisticsPage() {
  const t = useT('statistics');
  const tc = useT('common');
  const te = useT('error');
  const configuration = useStore($statisticsConfiguration);
  const statistics = useStore($statistics);
  const ranking = useStore($ranking);
  // The filters live in the address: a reload, back and forward, or a shared link show the same statistics.
  const query = useStore($addressQuery);
  useEffect(() => {
    void openStatistics(query);
  }, [query]);

  const aside = (
    <a className="button button--secondary" href={routeHref('customerRanking')}>
      {t('ranking.open')}
    </a>
  );

  return (
    <AdminPage area="statistics" title={t('title')} aside={aside}>
      <section className="section" aria-labelledby="statistics-configuration">
        <h2 id="statistics-configuration">{t('configuration.title')}</h2>
        {configuration.state === 'ready' ? (
          <dl className="facts">
            <dt>{t('configuration.enabled')}</dt>
            <dd>{configuration.data.enabled ? t('yes') : t('no')}</dd>
            <dt>{t('configuration.address')}</dt>
            <dd>{configuration.data.address || t('none')}</dd>
            <dt>{t('configuration.period')}</dt>
            <dd>{t('days', { count: configuration.data.defaultPeriodDays })}</dd>
          </dl>
        ) : configuration.state === 'failed' ? (
          <Alert>{te(`code.${configuration.code}`)}</Alert>
        ) : (
          <p role="status">{tc('loading')}</p>
        )}
      </section>
      <StatisticsFilters />
      {statistics.state === 'failed' ? (
        <Alert>{te(`code.${statistics.code}`)}</Alert>
      ) : statistics.state === 'ready' ? (
        <StatisticsCharts statistics={statistics.data} />
      ) : (
        <p role="status">{tc('loading')}</p>
      )}
      {ranking.state === 'ready' && (
        <>
          <RankingTable
            title={t('ranking.subscriptions', { top: TOP_COUNT })}
            kind="subscriptions"
            entries={ranking.data.subscriptions.slice(0, TOP_COUNT)}
            paged={false}
          />
          <RankingTable
            title={t('ranking.organizers', { top: TOP_COUNT })}
            kind="organizers"
            entries={ranking.data.organizers.slice(0, TOP_COUNT)}
            paged={false}
          />
        </>
      )}
    </AdminPage>
  );
}
