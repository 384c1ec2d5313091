import { Fragment, type ReactNode } from 'react';
import type { AdminMeeting } from '../../../core/admin/meetings';
import { formatDateTime } from '../../../core/format';
import type { KeyAfter } from '../../../core/i18n';
import { Person } from '../../../widgets/address/address';
import { Badge } from '../../../widgets/badge/badge';
import { useStyleSheets } from '../../../widgets/styles';
import { useT } from '../../../widgets/use-t';
import { MEETING_STATE_TONE } from './meeting-state-tone';
import { MEETINGS_SHEETS } from './meetings-sheet';

/** The meeting's summary (state, dates, recurrence, security, server, counts), creator and moderators. */
export function MeetingSummary({ meeting }: { meeting: AdminMeeting }) {
  const t = useT('meetings');
  const adopt = useStyleSheets(MEETINGS_SHEETS);
  const facts: [KeyAfter<'meetings', 'summary.'>, ReactNode][] = [
    ['uid', meeting.uid],
    [
      'state',
      <Badge key="state" text={t(`state.${meeting.state}`)} tone={MEETING_STATE_TONE[meeting.state]} />,
    ],
    ['kind', meeting.isCall ? t('call') : t('meeting')],
    ['startDate', formatDateTime(meeting.startDate)],
    ['duration', t('minutes', { count: meeting.duration })],
    ['recurrence', t(`recurrence.${meeting.recurrence}`)],
    ['nextDate', meeting.nextDate ? formatDateTime(meeting.nextDate) : t('none')],
    ['securityLevel', t(`security.${meeting.securityLevel}`)],
    ['organization', meeting.organizationName || t('none')],
    ['server', meeting.server || t('none')],
    [
      'users',
      t('users', { participating: meeting.participatingUserCount, expected: meeting.expectedUserCount }),
    ],
  ];
  // A meeting that has not run yet has no figures: it says so once, rather than showing zeros as measurements.
  const notRun =
    meeting.state === 'scheduled' && !meeting.reconnections && !meeting.qualityIn && !meeting.qualityOut;
  if (!notRun)
    facts.push(
      ['reconnections', String(meeting.reconnections)],
      ['quality', t('quality', { in: meeting.qualityIn, out: meeting.qualityOut })],
    );
  return (
    <section ref={adopt} className="section" aria-labelledby="meeting-summary">
      <h2 id="meeting-summary">{t('summary.title')}</h2>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{t(`summary.${term}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>{t('summary.creator')}</dt>
        <dd>
          <Person {...meeting.creator} />
        </dd>
        <dt>{t('summary.moderators')}</dt>
        <dd>
          {meeting.moderators.length === 0 ? (
            t('none')
          ) : (
            <ul className="people">
              {meeting.moderators.map((moderator) => (
                <li key={moderator.email}>
                  <Person {...moderator} />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {notRun && <p className="muted">{t('summary.notRun')}</p>}
    </section>
  );
}
