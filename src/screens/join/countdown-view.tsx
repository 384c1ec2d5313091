import { useStore } from '@nanostores/react';
import { formatList } from '../../core/format';
import { $translations, type Translator } from '../../core/i18n';
import { $now } from '../../core/stores/meeting-join';
import { type Countdown, countdown, countdownByMinute } from '../../core/stores/meeting-join-rules';
import { useT } from '../../widgets/use-t';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** "1 day, 3 hours and 12 minutes": the non-zero units joined the way the language joins a list. */
export function spokenCountdown(left: Countdown, t: Translator<'public'>, language: string): string {
  const parts = UNITS.filter((unit) => left[unit] > 0).map((unit) =>
    t(`countdown.${unit}`, { count: left[unit] }),
  );
  return formatList(parts, 'conjunction', language);
}

/**
 * The live countdown to a meeting's start: days (when any), hours, minutes and seconds ticking each
 * second for the eye, hidden from screen readers; they get a polite live region that changes at most
 * once a minute (the time left rounded up to the minute), so nothing is announced every second.
 */
export function CountdownView({ startAt }: { startAt: number }) {
  const t = useT('public');
  const now = useStore($now);
  const { language } = useStore($translations);
  const left = countdown(now, startAt);
  if (left.total === 0) return <p className="state">{t('meetingJoin.aboutToStart')}</p>;
  const units = UNITS.filter((unit) => unit !== 'days' || left.days > 0);
  return (
    <div className="countdown">
      <div aria-hidden="true">
        <p className="state">{t('meetingJoin.startsIn')}</p>
        <div className="countdown__units">
          {units.map((unit) => (
            <span key={unit} className="countdown__unit" data-unit={unit}>
              <span className="countdown__value">
                {String(left[unit]).padStart(unit === 'days' ? 1 : 2, '0')}
              </span>
              <span className="countdown__label">{t(`countdown.unit.${unit}`, { count: left[unit] })}</span>
            </span>
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('meetingJoin.startsInSpoken', { time: spokenCountdown(countdownByMinute(left), t, language) })}
      </p>
    </div>
  );
}
