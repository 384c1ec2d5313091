import { BITRATE_UNIT } from '../../../core/admin/meetings';
import type { Statistics } from '../../../core/admin/statistics';
import { Chart } from '../../../widgets/chart/chart';
import type { ChartData } from '../../../widgets/chart/chart-types';
import { useT } from '../../../widgets/use-t';

type Figure = 'meetings' | 'participants' | 'minutes' | 'bitrate';
const FIGURES: Figure[] = ['meetings', 'participants', 'minutes', 'bitrate'];

/** One figure per day of the statistics, as a chart's data. */
export function dayData(statistics: Statistics, figure: Figure, label: string): ChartData {
  return {
    labels: statistics.days.map((day) => day.date),
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
        <h2 id="statistics-totals">{t('totals.title', { from: statistics.from, to: statistics.to })}</h2>
        <dl className="facts">
          <dt>{t('figure.meetings')}</dt>
          <dd>{totals.meetings}</dd>
          <dt>{t('figure.participants')}</dt>
          <dd>{totals.participants}</dd>
          <dt>{t('figure.minutes')}</dt>
          <dd>{totals.minutes}</dd>
          <dt>{t('totals.averageDuration')}</dt>
          <dd>{t('totals.minutesValue', { value: totals.averageDuration })}</dd>
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
