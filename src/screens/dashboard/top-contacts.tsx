import type { UserDashboard } from '../../core/api/dashboard-calls';
import { TOP_COUNT } from '../../core/constants';
import { formatNumber } from '../../core/format';
import { useLanguage } from '../../widgets/chart/use-language';
import { useT } from '../../widgets/use-t';

type Contact = UserDashboard['topContacts'][number];

/** The contacts met most often, most first: five at most, however many the server sends (spec 9). */
export function topContacts(contacts: readonly Contact[]): Contact[] {
  return [...contacts].sort((a, b) => b.meetingCount - a.meetingCount).slice(0, TOP_COUNT);
}

/** The top 5 contacts: a ranked list of names, e-mails and meetings together. */
export function TopContacts({ contacts }: { contacts: readonly Contact[] }) {
  const t = useT('dashboard');
  const language = useLanguage();
  const top = topContacts(contacts);
  return (
    <section className="card card--wide" aria-labelledby="dashboard-top-contacts">
      <h3 id="dashboard-top-contacts">{t('user.topContacts')}</h3>
      {top.length === 0 ? (
        <p className="muted">{t('user.noContacts')}</p>
      ) : (
        <ol className="ranking" aria-label={t('user.topContactsLabel')}>
          {top.map((contact) => (
            <li key={contact.email}>
              <span className="ranking__who">
                <strong>{contact.fullName}</strong>
                <span className="muted">{contact.email}</span>
              </span>
              <span className="ranking__count">
                {t('user.meetingsTogether', { meetings: formatNumber(contact.meetingCount, 0, language) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
