import { BITRATE_UNIT } from '../../../core/admin/meetings';
import type { Statistics } from '../../../core/admin/statistics';
import { formatDay, formatNumber, formatShortDay } from '../../../core/format';
import { Chart } from '../../../widgets/chart/chart';
import type { ChartData } from '../../../widgets/chart/chart-types';
import { useT } from '../../../widgets/use-t';

type Figure = 'meetings' | 'participants' | 'minutes' | 'bitrate';
const FIGURES: Figure[] = ['meetings', 'participants', 'minutes', 'bitrate'];

/** One figure per day of the statistics, as a chart's data. */
export function dayData(statistics: Statistics, figure: Figure, label: string): ChartData {
  return {
    labels: statistics.days.map((day) => formatShortDay(day.date)),
    // A day without quality samples has no bitrate: a gap, not a zero.
    datasets: [
      {
        label,
        data: statistics.days.map((day) => (figure === 'bitrate' && day.bitrate === 0 ? null : day[figure])),
      },
    ],
  };
}

/** The period's totals and a chart per figure (meetings, participants, minutes, bitrate), each with its table. */
export function StatisticsCharts({ statistics }: { statistics: Statistics }) {
  const t = useT('statistics');
  const { totals } = statistics;
  return (
    <>
      <section className="section" aria-labelledby="statistics-totals">
        <h2 id="statistics-totals">
          {t('totals.title', { from: formatDay(statistics.from), to: formatDay(statistics.to) })}
        </h2>
        <dl className="facts">
          <dt>{t('figure.meetings')}</dt>
          <dd>{formatNumber(totals.meetings)}</dd>
          <dt>{t('figure.participants')}</dt>
          <dd>{formatNumber(totals.participants)}</dd>
          <dt>{t('figure.minutes')}</dt>
          <dd>{formatNumber(totals.minutes)}</dd>
          <dt>{t('totals.averageDuration')}</dt>
          <dd>{t('totals.minutesValue', { value: formatNumber(totals.averageDuration, 1) })}</dd>
        </dl>
      </section>
      <div className="pair">
        {FIGURES.map((figure) => (
          <section key={figure} className="section" aria-labelledby={`statistics-${figure}`}>
            <h2 id={`statistics-${figure}`}>{t(`chart.${figure}`)}</h2>
            <Chart
              type="line"
              area
              showLabels={false}
              unit={figure === 'bitrate' ? BITRATE_UNIT : ''}
              label={t(`chart.${figure}`)}
              data={dayData(statistics, figure, t(`figure.${figure}`))}
            />
          </section>
        ))}
      </div>
    </>
  );
}
