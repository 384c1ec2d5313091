import { useStore } from '@nanostores/react';
import { formatNumber, formatPercent, formatUnit } from '../../core/format';
import type { KeyAfter } from '../../core/i18n';
import { $callStats, $people, type CallStats } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { SidePanel } from './side-panel';

/** The figures of one participant, in the panel's order, each formatted in the interface language ('–': unknown). */
function figures(stats: CallStats | undefined): [KeyAfter<'meeting', 'webrtc.stats.'>, string][] {
  const known = <T,>(value: T | null | undefined, show: (value: T) => string) =>
    value === null || value === undefined ? '–' : show(value);
  const kbps = (bits: number) => formatUnit(bits / 1000, 'kilobit-per-second');
  const ms = (seconds: number) => formatUnit(seconds * 1000, 'millisecond');
  return [
    ['resolution', stats?.width && stats.height ? `${stats.width} × ${stats.height}` : '–'],
    ['frameRate', known(stats?.framesPerSecond, (fps) => formatNumber(fps))],
    ['bitrateIn', known(stats?.bitrateIn, kbps)],
    ['bitrateOut', known(stats?.bitrateOut, kbps)],
    ['packetLoss', known(stats?.packetLoss, (share) => formatPercent(share, 1))],
    ['jitter', known(stats?.jitter, ms)],
    ['roundTrip', known(stats?.roundTrip, ms)],
  ];
}

/** The call's statistics for each participant, read from the connection while the panel is open. */
export function StatsPanel({ onClose }: { onClose: () => void }) {
  const t = useT('meeting');
  const people = useStore($people);
  const stats = useStore($callStats);
  return (
    <SidePanel heading={t('webrtc.stats.title')} onClose={onClose}>
      <div className="stats">
        {people.map((person) => (
          <section
            key={person.id}
            aria-label={person.self ? t('webrtc.room.selfName', { name: person.name }) : person.name}
          >
            <h3>{person.self ? t('webrtc.room.selfName', { name: person.name }) : person.name}</h3>
            <dl>
              {figures(stats[person.id]).map(([name, value]) => (
                <div key={name} className="stats-row">
                  <dt>{t(`webrtc.stats.${name}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </SidePanel>
  );
}
