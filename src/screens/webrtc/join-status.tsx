import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Key } from '../../core/i18n';
import { redirectRoute, routeHref } from '../../core/router';
import { $join, type EndReason, stopLocalMedia } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';

const END_MESSAGES: Record<EndReason, Key<'meeting'>> = {
  hangup: 'webrtc.hungUp',
  meetingEnded: 'webrtc.ended',
  connectionLost: 'webrtc.connectionLost',
};

/** Seconds as m:ss, a form every language reads the same. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Counts down from the server's timeToStart, once a second. */
function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = setInterval(() => setLeft(seconds - (Date.now() - started) / 1000), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/** Link back to the login page (spec 4: the end goes to login). */
export function BackToLogin() {
  const t = useT('meeting');
  return (
    <a className="button" href={routeHref('login')}>
      {t('webrtc.backToLogin')}
    </a>
  );
}

/** Seconds the end message shows before the client goes back to the login page on its own. */
export const END_SECONDS = 5;

/** The end (spec 4: hangup, message shown, go to login): the message, a countdown, and a link to go now. */
function Ended({ message }: { message: string }) {
  const t = useT('meeting');
  const left = Math.ceil(useCountdown(END_SECONDS));
  useEffect(() => {
    if (left <= 0) redirectRoute('login');
  }, [left]);
  return (
    <section className="status ended">
      <p role="status">{message}</p>
      <p className="muted">{t('webrtc.room.backIn', { count: Math.max(0, left) })}</p>
      <a className="button primary" href={routeHref('login')}>
        {t('webrtc.room.goNow')}
      </a>
    </section>
  );
}

/** Waiting for approval, approved but not started, connecting, rejected, or the end. */
export function JoinStatus() {
  const t = useT('meeting');
  const join = useStore($join);
  const left = useCountdown(join.timeToStart);
  const over = join.phase === 'end' || join.phase === 'rejected';
  // The camera light goes off once the meeting is over. This runs before the client's own effects, so a
  // client opened again after an ended meeting prepares the new one (and starts the camera) after it.
  useEffect(() => {
    if (over) stopLocalMedia();
  }, [over]);
  if (join.phase === 'end') {
    const detail = join.errorDetail ? ` ${t(join.errorDetail)}` : '';
    return <Ended message={`${t(END_MESSAGES[join.endReason ?? 'hangup'])}${detail}`} />;
  }
  if (join.phase === 'rejected') {
    const message = 'webrtc.rejected';
    return (
      <section className="status">
        <p role="status">
          {t(message)} {join.errorDetail ? t(join.errorDetail) : ''}
        </p>
        <BackToLogin />
      </section>
    );
  }
  const waiting = join.phase === 'waiting';
  const notStarted = join.phase === 'connection' && join.timeToStart > 0;
  return (
    <section className="status" aria-busy="true">
      <p role="status">
        {waiting ? t('webrtc.waiting') : notStarted ? t('webrtc.approved') : t('webrtc.connection')}
        {join.reconnecting ? ` ${t('webrtc.reconnecting')}` : ''}
      </p>
      {notStarted ? <p>{t('webrtc.startsIn', { time: clock(left) })}</p> : null}
      <div className="spinner" aria-hidden="true" />
    </section>
  );
}
