import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { JoinableMeeting } from '../../core/api/types';
import { formatFullDateTime } from '../../core/format';
import { $translations } from '../../core/i18n';
import { openRoute, routeHref } from '../../core/router';
import { $meetingJoin, watchMeetingToJoin } from '../../core/stores/meeting-join';
import { joinPhase } from '../../core/stores/meeting-join-rules';
import { ensurePublicSettings } from '../../core/stores/public-settings-once';
import { Alert } from '../../widgets/alert/alert';
import { Brand } from '../../widgets/brand/brand';
import { Icon } from '../../widgets/icon/icon';
import { FIELD_SHEET } from '../../widgets/inputs/field/field-sheet';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import { CountdownView } from './countdown-view';
import { IdentifiersForm } from './identifiers-form';
import css from './join.css?inline';
import { JoinOptions } from './join-options';

const SHEETS = [FIELD_SHEET, SCREEN_SHEET, sheet(css)];

/** Props of the meeting join page: the meeting's unique ID, given directly or as the `umi` of the query. */
export interface MeetingJoinProps {
  umi?: string;
  params?: Record<string, string>;
  search?: Record<string, string>;
}

/** The meeting join page (spec 2, 4): starts in N, started, ended or not found, and the ways to join. */
export function MeetingJoin({ umi, search = {} }: MeetingJoinProps) {
  const meetingId = umi ?? search.umi ?? '';
  const t = useT('public');
  const te = useT('error');
  const tc = useT('common');
  const adopt = useStyleSheets(SHEETS);
  const state = useStore($meetingJoin);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void ensurePublicSettings();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) starts a new watch.
  useEffect(() => watchMeetingToJoin(meetingId), [meetingId, attempt]);
  const current = state.umi === meetingId ? state : { status: 'loading' as const };
  return (
    <div ref={adopt} className="public-page" part="page">
      <section
        className="public-card public-card--wide"
        aria-labelledby="meeting-join-title"
        aria-busy={current.status === 'loading'}
      >
        <p className="public-brand">
          <Brand />
        </p>
        {current.status === 'ready' ? (
          <MeetingSummary meeting={current.meeting} startAt={current.startAt} />
        ) : (
          <h1 id="meeting-join-title">{t('meetingJoin.title')}</h1>
        )}
        {current.status === 'loading' ? <p className="state">{tc('loading')}</p> : null}
        {current.status === 'pinNeeded' ? (
          <>
            <p className="muted">{t('meetingJoin.pinNeeded')}</p>
            <IdentifiersForm
              initialId={meetingId}
              onJoin={(umi) => (umi === meetingId ? setAttempt(attempt + 1) : openRoute('join', {}, { umi }))}
            />
          </>
        ) : null}
        {current.status === 'notFound' ? <Alert>{t('meetingJoin.notFound')}</Alert> : null}
        {current.status === 'failed' ? (
          <>
            <Alert>{te(`code.${current.code}`)}</Alert>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt(attempt + 1)}
            >
              <Icon name="refresh" size={18} />
              {t('meetingJoin.retry')}
            </button>
          </>
        ) : null}
        {current.status !== 'loading' && current.status !== 'failed' ? (
          <p className="links">
            <a href={routeHref('joinWithoutAccount')}>{t('meetingJoin.another')}</a>
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** Title, identifiers, date and the state of a meeting that exists, with the ways to join unless over. */
function MeetingSummary({ meeting, startAt }: { meeting: JoinableMeeting; startAt: number }) {
  const t = useT('public');
  const { language } = useStore($translations);
  const phase = joinPhase(meeting);
  return (
    <>
      <h1 id="meeting-join-title">{meeting.subject || t('meetingJoin.title')}</h1>
      <dl className="facts">
        <div>
          <dt>{t('meetingJoin.meetingId')}</dt>
          <dd>{meeting.id}</dd>
        </div>
        <div>
          <dt>{t('meetingJoin.start')}</dt>
          <dd>
            <time dateTime={meeting.startDate}>{formatFullDateTime(meeting.startDate, language)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('meetingJoin.duration')}</dt>
          <dd>{t('meetingJoin.minutes', { count: meeting.duration })}</dd>
        </div>
        {meeting.organizerName ? (
          <div>
            <dt>{t('meetingJoin.organizer')}</dt>
            <dd>{meeting.organizerName}</dd>
          </div>
        ) : null}
      </dl>
      {phase === 'startsIn' ? <CountdownView startAt={startAt} /> : null}
      {phase === 'started' ? (
        <p className="state state--live">
          <Icon name="success" size={20} />
          <span>{t('meetingJoin.started')}</span>
        </p>
      ) : null}
      {phase === 'ended' ? (
        <p className="state">
          <Icon name="info" size={20} />
          <span>{t('meetingJoin.ended')}</span>
        </p>
      ) : null}
      {phase !== 'ended' ? <JoinOptions meeting={meeting} /> : null}
    </>
  );
}
