import type { SystemDashboard as System } from '../../core/api/dashboard-calls';
import { formatDateTime } from '../../core/format';
import type { KeyAfter } from '../../core/i18n';
import { Chart } from '../../widgets/chart/chart';
import { Gauge } from '../../widgets/chart/gauge';
import { useLanguage } from '../../widgets/chart/use-language';
import { ValueDisplay } from '../../widgets/chart/value-display';
import { useT } from '../../widgets/use-t';

/** Share of `part` in `whole`, in percent (0 when there is no whole). */
function percent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** The system dashboard (administrators): server and runtime, users, meetings, subscriptions. */
export function SystemDashboard({ data }: { data: System }) {
  const t = useT('dashboard');
  const language = useLanguage();
  const { users, meetings, subscriptions } = data;
  const facts: [KeyAfter<'dashboard', 'system.'>, string][] = [
    ['operatingSystem', data.operatingSystem],
    ['javaVersion', data.javaVersion],
    ['bootTime', formatDateTime(data.bootTime, language)],
    ['applicationStartTime', formatDateTime(data.applicationStartTime, language)],
    ['managementServerVersion', data.managementServerVersion],
    ['protocolVersion', data.protocolVersion],
  ];
  const states = ['scheduled', 'started', 'waitingToEnd', 'stoppedLast30Days'] as const;
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-system">
      <h2 id="dashboard-system">{t('system.heading')}</h2>
      <div className="grid">
        <section className="card" aria-labelledby="dashboard-server">
          <h3 id="dashboard-server">{t('system.server')}</h3>
          <dl className="facts">
            {facts.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`system.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="card" aria-labelledby="dashboard-users">
          <h3 id="dashboard-users">{t('system.users')}</h3>
          <div className="values">
            <ValueDisplay value={users.total} label={t('system.usersTotal')} color="blue" />
            <ValueDisplay value={users.activated} label={t('system.usersActivated')} color="green" />
            <ValueDisplay value={users.connectedToday} label={t('system.usersConnectedToday')} />
          </div>
          <Gauge
            value={percent(users.connectedToday, users.activated)}
            unit="%"
            color="green"
            label={t('system.connectedShare')}
          />
          <p className="caption">{t('system.connectedShare')}</p>
        </section>
        <section className="card" aria-labelledby="dashboard-meetings">
          <h3 id="dashboard-meetings">{t('system.meetings')}</h3>
          <Chart
            type="doughnut"
            label={t('system.meetingsByState')}
            data={{
              labels: states.map((state) => t(`system.${state}`)),
              datasets: [{ label: t('system.meetings'), data: states.map((state) => meetings[state]) }],
            }}
          />
        </section>
        <section className="card" aria-labelledby="dashboard-subscriptions">
          <h3 id="dashboard-subscriptions">{t('system.subscriptions')}</h3>
          <div className="values">
            <ValueDisplay value={subscriptions.total} label={t('system.subscriptionsTotal')} color="blue" />
            <ValueDisplay
              value={subscriptions.enabled}
              label={t('system.subscriptionsEnabled')}
              color="green"
            />
            <ValueDisplay value={subscriptions.perpetual} label={t('system.perpetual')} />
            <ValueDisplay value={subscriptions.seats} label={t('system.seats')} color="blue" />
            <ValueDisplay
              value={subscriptions.expiringIn30Days}
              label={t('system.expiringIn30Days')}
              color="yellow"
            />
            <ValueDisplay
              value={subscriptions.exceedingOrganizers}
              label={t('system.exceedingOrganizers')}
              color="red"
            />
          </div>
        </section>
      </div>
    </section>
  );
}
