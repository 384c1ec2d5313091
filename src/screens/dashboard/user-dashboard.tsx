import type { UserDashboard as User } from '../../core/api/dashboard-calls';
import { formatShortDay } from '../../core/format';
import { Chart } from '../../widgets/chart/chart';
import { useLanguage } from '../../widgets/chart/use-language';
import { ValueDisplay } from '../../widgets/chart/value-display';
import { useT } from '../../widgets/use-t';
import { TopContacts } from './top-contacts';

const COUNTS = [
  ['meetingsAsOrganizer', 'primary'],
  ['meetingsAsAttendee', 'blue'],
  ['messagesSent', 'green'],
  ['messagesReceived', 'yellow'],
  ['contacts', 'blue'],
  ['discussions', 'primary'],
] as const;

/** The user dashboard: meetings, messages, contacts, discussions, meetings per week, top 5 contacts. */
export function UserDashboard({ data }: { data: User }) {
  const t = useT('dashboard');
  const language = useLanguage();
  const weeks = data.weeklyMeetings ?? [];
  return (
    <section className="dashboard__section" aria-labelledby="dashboard-user">
      <h2 id="dashboard-user">{t('user.heading')}</h2>
      <div className="tiles">
        {COUNTS.map(([key, color]) => (
          <div className="tile" key={key}>
            <ValueDisplay value={data[key]} label={t(`user.${key}`)} color={color} />
          </div>
        ))}
      </div>
      <div className="grid">
        <section className="card" aria-labelledby="dashboard-per-week">
          <h3 id="dashboard-per-week">{t('user.perWeek')}</h3>
          {/* Twelve weeks of two series: values drawn at every point would overlap; the data table tells them.
              The chart names its series in its own legend, and shows none when it has nothing to draw. */}
          <Chart
            area
            showLabels={false}
            label={t('user.perWeek')}
            data={{
              labels: weeks.map((week) => formatShortDay(week.weekStart, language)),
              datasets: [
                { label: t('user.asOrganizer'), data: weeks.map((week) => week.asOrganizer) },
                { label: t('user.asAttendee'), data: weeks.map((week) => week.asAttendee) },
              ],
            }}
          />
        </section>
        <section className="card" aria-labelledby="dashboard-messages">
          <h3 id="dashboard-messages">{t('user.messages')}</h3>
          <Chart
            type="doughnut"
            label={t('user.messages')}
            data={{
              labels: [t('user.sent'), t('user.received')],
              datasets: [{ label: t('user.messages'), data: [data.messagesSent, data.messagesReceived] }],
            }}
          />
        </section>
        <TopContacts contacts={data.topContacts} />
      </div>
    </section>
  );
}
