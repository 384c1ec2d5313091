import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import {
  $maintenanceCandidates,
  $maintenanceZone,
  $pickedCandidate,
  MAINTENANCE_MINUTES,
  maintenanceToday,
  pickCandidate,
  searchMaintenance,
  validateMaintenance,
} from '../../../core/admin/maintenance';
import { formatDateTimeIn } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { Alert } from '../../../widgets/alert/alert';
import { DateInput } from '../../../widgets/inputs/date/date-input';
import { NumberInput } from '../../../widgets/inputs/number-input/number-input';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';
import { ReadOnlyNote } from '../kit/read-only-note';
import { useMayCall } from '../kit/use-may-call';

/** Choose a day and a duration, search the available periods, pick one and validate it (confirmed). */
export function MaintenanceSearch() {
  const t = useT('maintenance');
  const tc = useT('common');
  const te = useT('error');
  const zone = useStore($maintenanceZone);
  const [day, setDay] = useState<string | null>(maintenanceToday);
  const [duration, setDuration] = useState<number>(MAINTENANCE_MINUTES.initial);
  const [failure, setFailure] = useState<number | null>(null);
  // A validation on its way: the button asks nothing more until it is answered (no second period).
  const [validating, setValidating] = useState(false);
  const candidates = useStore($maintenanceCandidates);
  const picked = useStore($pickedCandidate);
  const validatable = useMayCall('createMaintenancePeriod');
  const chosen = candidates.state === 'ready' ? candidates.data.find((c) => c.start === picked) : undefined;

  function search(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (day) void searchMaintenance(day, duration);
  }

  async function validate() {
    if (!chosen || validating) return;
    const asked = await confirmed({
      title: t('validate.title'),
      message: t('validate.message', {
        start: formatDateTimeIn(chosen.start, zone),
        duration: chosen.duration,
        count: chosen.meetingCount,
      }),
      validateLabel: t('validate.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    setValidating(true);
    const result = await validateMaintenance(chosen);
    setValidating(false);
    if (!result.done) return setFailure(result.code);
    notify({ title: t('title'), message: t('validate.done') });
  }

  return (
    <section className="section" aria-labelledby="maintenance-search">
      <h2 id="maintenance-search">{t('search.heading')}</h2>
      <form className="pair" onSubmit={search} noValidate>
        <DateInput label={t('search.day')} value={day} min={maintenanceToday()} onMeetChange={setDay} />
        <NumberInput
          label={t('search.duration')}
          value={duration}
          min={MAINTENANCE_MINUTES.min}
          max={MAINTENANCE_MINUTES.max}
          onMeetChange={setDuration}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={!day}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      {candidates.state === 'loading' && <p role="status">{tc('loading')}</p>}
      {candidates.state === 'failed' && <Alert>{te(`code.${candidates.code}`)}</Alert>}
      {candidates.state === 'ready' && candidates.data.length === 0 && (
        <p role="status">{t('search.none')}</p>
      )}
      {candidates.state === 'ready' && candidates.data.length > 0 && (
        <fieldset className="candidates">
          <legend>{t('search.found', { count: candidates.data.length })}</legend>
          {candidates.data.map((candidate) => (
            <label key={candidate.start} className="candidate">
              <input
                type="radio"
                name="candidate"
                checked={candidate.start === picked}
                onChange={() => pickCandidate(candidate.start)}
              />
              {t('search.candidate', {
                start: formatDateTimeIn(candidate.start, zone),
                end: formatDateTimeIn(candidate.end, zone),
                count: candidate.meetingCount,
              })}
            </label>
          ))}
        </fieldset>
      )}
      {failure !== null && <Alert>{te(`code.${failure}`)}</Alert>}
      {!validatable && <ReadOnlyNote />}
      {validatable && candidates.state === 'ready' && candidates.data.length > 0 && (
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={!chosen}
            aria-disabled={validating || undefined}
            onClick={validate}
          >
            {t('validate.open')}
          </button>
        </div>
      )}
    </section>
  );
}
