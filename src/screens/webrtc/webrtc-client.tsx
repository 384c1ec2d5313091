import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $config } from '../../core/config';
import { $join, hangUp, prepareJoin, startLocalMedia, stopLocalMedia } from '../../core/webrtc';
import { sheet, useStyleSheets } from '../../widgets/styles';
import { useT } from '../../widgets/use-t';
import { JoinSetup } from './join-setup';
import { JoinStatus } from './join-status';
import { LiveMeeting } from './live-meeting';
import css from './webrtc.css?inline';

const SHEETS = [sheet(css)];

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
  const { basePath } = useStore($config);
  useEffect(() => {
    prepareJoin(meetingId);
    startLocalMedia().catch(() => {});
    return () => {
      hangUp();
      stopLocalMedia();
    };
  }, [meetingId]);
  useEffect(() => {
    if (join.phase === 'end' || join.phase === 'rejected') stopLocalMedia();
  }, [join.phase]);
  const configuring = join.phase === 'configuration';
  return (
    <div ref={adopt} className="webrtc" part="client">
      <header>
        <h1>{join.phase === 'connected' ? t('webrtc.live.title') : t('webrtc.title')}</h1>
        <p className="muted">
          {join.subject
            ? t('webrtc.subject', { subject: join.subject })
            : t('webrtc.meetingId', { id: meetingId })}
        </p>
      </header>
      {configuring ? <JoinSetup /> : join.phase === 'connected' ? <LiveMeeting /> : <JoinStatus />}
      {configuring && join.redirectToJoin ? (
        <a className="button" href={`${basePath}meeting/join?umi=${encodeURIComponent(meetingId)}`}>
          {t('webrtc.joinPage')}
        </a>
      ) : null}
    </div>
  );
}
