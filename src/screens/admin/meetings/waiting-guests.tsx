import { useStore } from '@nanostores/react';
import { $waitingGuests, type AdminMeeting, decideGuest } from '../../../core/admin/meetings';
import { formatDateTime } from '../../../core/format';
import { notify } from '../../../core/notifications';
import { useT } from '../../../widgets/use-t';
import { useTellRefusal } from '../kit/use-refusal';

/** The browser guests waiting for approval: each approved or rejected from here. */
export function WaitingGuests({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  const tell = useTellRefusal();
  const loaded = useStore($waitingGuests);
  const guests = loaded.state === 'ready' ? loaded.data : [];
  if (guests.length === 0 && !meeting.approvalRequired) return null;

  async function decide(guestId: string, name: string, decision: 'APPROVED' | 'REJECTED') {
    if (tell(t('waiting.refused'), await decideGuest(meeting.uid, guestId, decision)))
      notify({
        title: t('waiting.title'),
        message: t(decision === 'APPROVED' ? 'waiting.approved' : 'waiting.rejected', { name }),
      });
  }

  return (
    <section className="section" aria-labelledby="meeting-waiting">
      <h2 id="meeting-waiting">{t('waiting.title')}</h2>
      {guests.length === 0 ? (
        <p>{t('waiting.none')}</p>
      ) : (
        <ul className="people waiting">
          {guests.map((guest) => (
            <li key={guest.id} className="waiting__guest">
              <span>{t('waiting.since', { name: guest.name, since: formatDateTime(guest.since) })}</span>
              <span className="toolbar">
                <button
                  type="button"
                  className="button"
                  aria-label={`${t('waiting.approve')}: ${guest.name}`}
                  onClick={() => void decide(guest.id, guest.name, 'APPROVED')}
                >
                  {t('waiting.approve')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={`${t('waiting.reject')}: ${guest.name}`}
                  onClick={() => void decide(guest.id, guest.name, 'REJECTED')}
                >
                  {t('waiting.reject')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
