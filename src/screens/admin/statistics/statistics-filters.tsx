import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useState } from 'react';
import { $serverZones, loadServerZones } from '../../../core/admin/server-zones';
import {
  $organizationChoices,
  $statisticsFilter,
  defaultPeriod,
  filterStatistics,
  isReversedPeriod,
  type StatisticsFilter,
} from '../../../core/admin/statistics';
import { STATISTICS_PRESET_DAYS } from '../../../core/constants';
import { DateInput } from '../../../widgets/inputs/date/date-input';
import { Select } from '../../../widgets/inputs/select/select';
import { useT } from '../../../widgets/use-t';

/** The choice that filters nothing (a select shows its placeholder for an empty value). */
const ALL = '*';
const chosen = (value: string | number) => (value === ALL ? '' : String(value));

/**
 * The statistics' filters: the period (the settings' default period first, or the last 7, 30 or 90 days at one
 * click), an organization, a server zone. A period ending before it starts is refused on its "To" field.
 */
export function StatisticsFilters() {
  const t = useT('statistics');
  const applied = useStore($statisticsFilter);
  const organizations = useStore($organizationChoices);
  const zones = useStore($serverZones);
  const [draft, setDraft] = useState<StatisticsFilter | undefined>(applied);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    void loadServerZones();
  }, []);
  useEffect(() => {
    setDraft(applied);
    setTried(false);
  }, [applied]);
  if (!draft) return null;
  const change = (patch: Partial<StatisticsFilter>) => setDraft({ ...draft, ...patch });
  const reversed = tried && isReversedPeriod(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isReversedPeriod(draft)) filterStatistics(draft);
  };
  const all = { value: ALL, label: t('filter.all') };

  return (
    <form className="section" aria-labelledby="statistics-filters" onSubmit={submit}>
      <h2 id="statistics-filters">{t('filter.title')}</h2>
      <div className="pair">
        <DateInput
          label={t('filter.from')}
          value={draft.from}
          onMeetChange={(from) => change({ from: from ?? '' })}
        />
        <DateInput
          label={t('filter.to')}
          value={draft.to}
          error={reversed ? t('filter.reversed') : undefined}
          onMeetChange={(to) => change({ to: to ?? '' })}
        />
        <Select
          label={t('filter.organization')}
          value={draft.organization || ALL}
          options={[
            all,
            ...(organizations.state === 'ready' ? organizations.data : []).map((o) => ({
              value: o.uid,
              label: o.name,
            })),
          ]}
          onMeetChange={(organization) => change({ organization: chosen(organization) })}
        />
        <Select
          label={t('filter.serverZone')}
          value={draft.serverZone || ALL}
          options={[
            all,
            ...(zones.state === 'ready' ? zones.data : []).map((z) => ({
              value: String(z.id),
              label: z.name,
            })),
          ]}
          onMeetChange={(serverZone) => change({ serverZone: chosen(serverZone) })}
        />
      </div>
      <div className="actions">
        {STATISTICS_PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button--secondary"
            onClick={() => filterStatistics({ ...draft, ...defaultPeriod(days) })}
          >
            {t('filter.lastDays', { count: days })}
          </button>
        ))}
        <button type="submit" className="button">
          {t('filter.apply')}
        </button>
      </div>
    </form>
  );
}
