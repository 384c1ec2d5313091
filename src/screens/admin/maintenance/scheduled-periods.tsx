import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $maintenancePeriods,
  deleteMaintenance,
  loadMaintenancePeriods,
  type MaintenancePeriod,
} from '../../../core/admin/maintenance';
import { formatDateTime } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { confirmed } from '../../../widgets/modal/confirm-action';
import { useT } from '../../../widgets/use-t';

/** The scheduled maintenance periods (start, duration, meetings affected, end), each deletable after asking. */
export function ScheduledPeriods() {
  const t = useT('maintenance');
  const tc = useT('common');
  const te = useT('error');
  const periods = useStore($maintenancePeriods);
  useEffect(() => {
    void loadMaintenancePeriods();
  }, []);

  async function remove(period: MaintenancePeriod) {
    const start = formatDateTime(period.start);
    const asked = await confirmed({
      title: t('delete.title'),
      message: t('delete.message', { start }),
      validateLabel: t('delete.confirm'),
      cancelLabel: tc('cancel'),
    });
    if (!asked) return;
    const refused = await deleteMaintenance(period.id);
    notify({ title: t('title'), message: refused === undefined ? t('delete.done') : te(`code.${refused}`) });
  }

  return (
    <section className="section" aria-labelledby="maintenance-scheduled">
      <h2 id="maintenance-scheduled">{t('scheduled.heading')}</h2>
      {periods.state === 'failed' && (
        <p className="alert" role="alert">
          {te(`code.${periods.code}`)}
        </p>
      )}
      {periods.state === 'ready' && periods.data.length === 0 && <p role="status">{t('scheduled.none')}</p>}
      {periods.state === 'ready' && periods.data.length > 0 && (
        <div className="scroll">
          <table className="periods">
            <caption className="visually-hidden">{t('scheduled.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('scheduled.start')}</th>
                <th scope="col">{t('scheduled.duration')}</th>
                <th scope="col">{t('scheduled.meetings')}</th>
                <th scope="col">{t('scheduled.end')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('scheduled.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.data.map((period) => (
                <tr key={period.id}>
                  <td>{formatDateTime(period.start)}</td>
                  <td>{t('scheduled.minutes', { count: period.duration })}</td>
                  <td>{period.meetingCount}</td>
                  <td>{formatDateTime(period.end)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={t('delete.of', { start: formatDateTime(period.start) })}
                      onClick={() => remove(period)}
                    >
                      {t('delete.open')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
