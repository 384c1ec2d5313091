import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { $subscriptionStatistics, loadSubscriptionStatistics } from '../../../core/admin/subscriptions';
import { formatDay, formatNumber, formatShortDay } from '../../../core/format';
import { $translations } from '../../../core/i18n';
import { Chart } from '../../../widgets/chart/chart';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';

const MEASURES = ['meetings', 'participants'] as const;

/** The subscription's meetings per day over the server's default period: totals, then meetings and participants. */
export function StatisticsTab({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const loaded = useStore($subscriptionStatistics);
  useEffect(() => {
    void loadSubscriptionStatistics(uid);
  }, [uid]);
  const language = useStore($translations).language;
  // One chart per measure: a line chart shows no legend, so each names its only series in its heading.
  const charts = useMemo(() => {
    if (loaded.state !== 'ready') return [];
    const days = loaded.data.days;
    const labels = days.map((entry) => formatShortDay(entry.date, language));
    return MEASURES.map((measure) => ({
      measure,
      data: {
        labels,
        datasets: [{ label: t(`statistics.${measure}`), data: days.map((entry) => entry[measure]) }],
      },
    }));
  }, [loaded, language, t]);
  return (
    <LoadGate loaded={loaded} retry={() => void loadSubscriptionStatistics(uid)}>
      {({ totals, from, to }) => (
        <div className="form">
          <dl className="facts">
            <dt>{t('statistics.period')}</dt>
            <dd>{t('statistics.range', { from: formatDay(from, language), to: formatDay(to, language) })}</dd>
            <dt>{t('statistics.meetings')}</dt>
            <dd>{formatNumber(totals.meetings, 0, language)}</dd>
            <dt>{t('statistics.participants')}</dt>
            <dd>{formatNumber(totals.participants, 0, language)}</dd>
            <dt>{t('statistics.minutes')}</dt>
            <dd>{formatNumber(totals.minutes, 0, language)}</dd>
          </dl>
          {charts.map(({ measure, data }) => (
            <section key={measure} aria-labelledby={`statistics-${measure}`}>
              <h2 id={`statistics-${measure}`}>{t(`statistics.perDay.${measure}`)}</h2>
              <Chart type="line" data={data} showLabels={false} label={t(`statistics.perDay.${measure}`)} />
            </section>
          ))}
        </div>
      )}
    </LoadGate>
  );
}
