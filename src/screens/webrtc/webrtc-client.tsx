import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isRouting, redirectRoute, routeHref } from '../../core/router';
import { $join, closeJoin, openJoin } from '../../core/webrtc';
import { Brand } from '../../widgets/brand/brand';
import { POPUP_SHEET } from '../../widgets/popup/top-layer';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { SCREEN_SHEET } from '../screen-sheet';
import { JoinSetup } from './join-setup';
import { JoinStatus } from './join-status';
import { LiveMeeting } from './live-meeting';
import roomCss from './room.css?inline';
import css from './webrtc.css?inline';

const SHEETS = [SCREEN_SHEET, POPUP_SHEET, sheet(css), sheet(roomCss)];

/** Props of the browser meeting client. */
export interface WebrtcClientProps {
  /** The meeting's unique ID (umi). */
  meetingId?: string;
}

/** The browser meeting client: configuration, waiting, live meeting and end, for one meeting. */
export function WebrtcClient({ meetingId = '' }: WebrtcClientProps) {
  const t = useT('meeting');
  const adopt = useStyleSheets(SHEETS);
  const join = useStore($join);
  useEffect(() => {
    openJoin(meetingId);
    return () => closeJoin(meetingId);
  }, [meetingId]);
  // Spec 4: inside the application, a meeting closed to browsers or too early opens the join route.
  useEffect(() => {
    if (join.redirectToJoin && isRouting()) redirectRoute('join', {}, { umi: meetingId });
  }, [join.redirectToJoin, meetingId]);
  const configuring = join.phase === 'configuration';
  const subject = join.subject
    ? t('webrtc.subject', { subject: join.subject })
    : t('webrtc.meetingId', { id: meetingId });
  if (join.phase === 'connected') {
    return (
      <div ref={adopt} className="webrtc webrtc--room" part="client">
        <LiveMeeting subject={subject} />
      </div>
    );
  }
  return (
    <div ref={adopt} className="webrtc" part="client">
      <header className="lobby-header">
        <span className="lobby-brand">
          <Brand />
        </span>
        <h1>{t('webrtc.title')}</h1>
        <p className="muted">{subject}</p>
      </header>
      {configuring ? <JoinSetup /> : <JoinStatus />}
      {configuring && join.redirectToJoin ? (
        <a className="button" href={routeHref('join', {}, { umi: meetingId })}>
          {t('webrtc.joinPage')}
        </a>
      ) : null}
    </div>
  );
}
