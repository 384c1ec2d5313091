import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $ranking, $statisticsFilter, openCustomerRanking } from '../../../core/admin/statistics';
import { formatDay } from '../../../core/format';
import { Alert } from '../../../widgets/alert/alert';
import { RankingBars } from '../../../widgets/chart/ranking-bars';
import { useT } from '../../../widgets/use-t';
import { AdminPage } from '../admin-page';
import { BackLink } from '../kit/back-link';
import { RankingTable } from './ranking-table';

/** The customer ranking of the period: subscriptions by meetings, as a table and a chart of their minutes. */
export function CustomerRanking() {
  const t = useT('statistics');
  const tc = useT('common');
  const te = useT('error');
  const ranking = useStore($ranking);
  const filter = useStore($statisticsFilter);
  useEffect(() => {
    void openCustomerRanking();
  }, []);
  const back = <BackLink route="statistic" label={t('ranking.back')} />;
  return (
    <AdminPage area="statistics" title={t('ranking.title')} aside={back}>
      {filter && <p>{t('ranking.period', { from: formatDay(filter.from), to: formatDay(filter.to) })}</p>}
      {ranking.state === 'failed' ? (
        <Alert>{te(`code.${ranking.code}`)}</Alert>
      ) : ranking.state === 'ready' ? (
        <>
          <RankingTable
            title={t('ranking.customers')}
            kind="subscriptions"
            entries={ranking.data.subscriptions}
          />
          <section className="section" aria-labelledby="ranking-chart">
            <h2 id="ranking-chart">{t('ranking.chart')}</h2>
            <RankingBars
              label={t('ranking.chart')}
              unit="minute"
              entries={ranking.data.subscriptions.map((entry) => ({
                name: entry.name,
                value: entry.minutes,
              }))}
            />
          </section>
        </>
      ) : (
        <p role="status">{tc('loading')}</p>
      )}
    </AdminPage>
  );
}
