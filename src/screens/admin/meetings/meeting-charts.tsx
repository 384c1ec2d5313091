import { useStore } from '@nanostores/react';
import { $quality, type AdminMeeting, BITRATE_UNIT, type QualitySample } from '../../../core/admin/meetings';
import { formatTime } from '../../../core/format';
import { Chart } from '../../../widgets/chart/chart';
import type { ChartData } from '../../../widgets/chart/chart-types';
import { useT } from '../../../widgets/use-t';

/** The quality samples as a chart's data: incoming and outgoing bitrate over time. */
export function qualityData(samples: readonly QualitySample[], inLabel: string, outLabel: string): ChartData {
  return {
    labels: samples.map((sample) => formatTime(sample.time)),
    datasets: [
      { label: inLabel, data: samples.map((sample) => sample.in) },
      { label: outLabel, data: samples.map((sample) => sample.out) },
    ],
  };
}

/** Who came of those expected: the participating users, and the expected ones who did not (yet) join. */
export function participationData(
  meeting: AdminMeeting,
  labels: [string, string],
  series: string,
): ChartData {
  const missing = Math.max(0, meeting.expectedUserCount - meeting.participatingUserCount);
  return { labels, datasets: [{ label: series, data: [meeting.participatingUserCount, missing] }] };
}

/** The meeting's quality over time (kB/s) and its participation, drawn and as tables. */
export function MeetingCharts({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  const quality = useStore($quality);
  const samples = quality.state === 'ready' ? quality.data : [];
  return (
    <>
      <section className="section" aria-labelledby="meeting-quality">
        <h2 id="meeting-quality">{t('chart.title')}</h2>
        <Chart
          type="line"
          area
          unit={BITRATE_UNIT}
          showLabels={false}
          label={t('chart.quality')}
          data={qualityData(samples, t('chart.in'), t('chart.out'))}
        />
      </section>
      <section className="section" aria-labelledby="meeting-participation">
        <h2 id="meeting-participation">{t('chart.participation')}</h2>
        <Chart
          type="doughnut"
          label={t('chart.participation')}
          data={participationData(meeting, [t('chart.present'), t('chart.absent')], t('chart.users'))}
        />
      </section>
    </>
  );
}
