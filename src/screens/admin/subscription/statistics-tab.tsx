import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { $subscriptionStatistics, loadSubscriptionStatistics } from '../../../core/admin/subscriptions';
import { formatDay, formatShortDay } from '../../../core/format';
import { $translations } from '../../../core/i18n';
import { Chart } from '../../../widgets/chart/chart';
import { useT } from '../../../widgets/use-t';

/** The subscription's meetings per day over the server's default period: meetings and participants. */
export function StatisticsTab({ uid }: { uid: string }) {
  const t = useT('subscriptions');
  const tc = useT('common');
  const te = useT('error');
  const loaded = useStore($subscriptionStatistics);
  useEffect(() => {
    void loadSubscriptionStatistics(uid);
  }, [uid]);
  const language = useStore($translations).language;
  // One chart per measure: a line chart shows no legend, so each names its only series in its heading.
  const charts = useMemo(() => {
    if (loaded.state !== 'ready') return undefined;
    const days = loaded.data.days;
    const labels = days.map((entry) => formatShortDay(entry.date, language));
    return (['meetings', 'participants'] as const).map((measure) => ({
      measure,
      data: { labels, datasets: [{ label: measure, data: days.map((entry) => entry[measure]) }] },
    }));
  }, [loaded, language]);
  if (loaded.state === 'failed')
    return (
      <p className="alert" role="alert">
        {te(`code.${loaded.code}`)}
      </p>
    );
  if (loaded.state !== 'ready' || !charts)
    return (
      <p className="muted" role="status">
        {tc('loading')}
      </p>
    );
  const { totals, from, to } = loaded.data;
  return (
    <div className="form">
      <dl className="facts">
        <dt>{t('statistics.period')}</dt>
        <dd>{t('statistics.range', { from: formatDay(from), to: formatDay(to) })}</dd>
        <dt>{t('statistics.meetings')}</dt>
        <dd>{totals.meetings}</dd>
        <dt>{t('statistics.participants')}</dt>
        <dd>{totals.participants}</dd>
        <dt>{t('statistics.minutes')}</dt>
        <dd>{totals.minutes}</dd>
      </dl>
      {charts.map(({ measure, data }) => (
        <section key={measure} aria-labelledby={`statistics-${measure}`}>
          <h2 id={`statistics-${measure}`}>{t(`statistics.perDay.${measure}`)}</h2>
          <Chart
            type="line"
            data={{
              ...data,
              datasets: data.datasets.map((set) => ({ ...set, label: t(`statistics.${measure}`) })),
            }}
            showLabels={false}
            label={t(`statistics.perDay.${measure}`)}
          />
        </section>
      ))}
    </div>
  );
}
