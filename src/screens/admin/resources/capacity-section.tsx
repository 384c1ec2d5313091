import { useStore } from '@nanostores/react';
import { $storage } from '../../../core/admin/files';
import {
  CAPACITY_MEASURES,
  type Capacity,
  type CapacityMeasure,
  capacityOf,
  loadCapacity,
} from '../../../core/admin/resources';
import { $gateways, $meetingServers } from '../../../core/admin/services';
import { formatNumber, formatSize } from '../../../core/format';
import { type RouteName, routeHref } from '../../../core/router';
import { $systemDashboard } from '../../../core/stores/dashboard';
import { ProgressBar } from '../../../widgets/chart/progress-bar';
import { useLanguage } from '../../../widgets/chart/use-language';
import { LoadGate } from '../../../widgets/load-gate/load-gate';
import { useT } from '../../../widgets/use-t';

/** Where each measure is managed. */
const MANAGED_IN: Record<CapacityMeasure, RouteName> = {
  seats: 'subscriptions',
  organizers: 'subscriptions',
  storage: 'file',
  servers: 'service',
  gateways: 'service',
};

/** A share from which a measure is shown as nearly full, then as full (percent). */
const NEARLY_FULL = 80;
const FULL = 100;

/** What the deployment has left: each measure used of its total, with what is left and where it is managed. */
export function CapacitySection() {
  const t = useT('resources');
  const capacity = capacityOf(
    useStore($systemDashboard),
    useStore($storage),
    useStore($meetingServers),
    useStore($gateways),
  );
  return (
    <section className="section" aria-labelledby="resources-capacity">
      <h2 id="resources-capacity">{t('capacity.heading')}</h2>
      <p className="muted">{t('capacity.text')}</p>
      <ul className="capacity">
        {CAPACITY_MEASURES.map((measure) => (
          <li key={measure} className="capacity__item" aria-labelledby={`capacity-${measure}`}>
            <h3 id={`capacity-${measure}`}>{t(`capacity.measure.${measure}`)}</h3>
            <LoadGate
              loaded={capacity[measure]}
              failed={t('capacity.failed')}
              retry={() => void loadCapacity(measure)}
            >
              {(data) => <Measure measure={measure} capacity={data} />}
            </LoadGate>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One measure: "812 of 3,730", its bar, what is left (or beyond), what it counts and where it is managed. */
function Measure({ measure, capacity: { used, total } }: { measure: CapacityMeasure; capacity: Capacity }) {
  const t = useT('resources');
  const language = useLanguage();
  const amount = (value: number) =>
    measure === 'storage' ? formatSize(value, language) : formatNumber(value, 0, language);
  const share = total > 0 ? (used / total) * 100 : used > 0 ? FULL : 0;
  const usedOf = t('capacity.usedOf', { used: amount(used), total: amount(total) });
  const left = total - used;
  const color = share >= FULL ? 'red' : share >= NEARLY_FULL ? 'yellow' : 'green';
  return (
    <>
      <p className="capacity__figure">{usedOf}</p>
      <ProgressBar
        value={Math.round(share)}
        unit="%"
        color={color}
        label={`${t(`capacity.measure.${measure}`)}: ${usedOf}`}
      />
      <p className={left < 0 ? 'capacity__left capacity__left--over' : 'capacity__left'}>
        {left > 0
          ? t('capacity.left', { left: amount(left) })
          : left === 0
            ? t('capacity.none')
            : t('capacity.over', { over: amount(-left) })}
      </p>
      <p className="muted">{t(`capacity.counts.${measure}`)}</p>
      <a href={routeHref(MANAGED_IN[measure])}>{t(`capacity.manage.${measure}`)}</a>
    </>
  );
}
