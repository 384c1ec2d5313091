import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { routeHref } from '../../core/router';
import { $join, type EndReason } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';

const END_MESSAGES: Record<EndReason, string> = {
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

/** Waiting for approval, approved but not started, connecting, rejected, or the end. */
export function JoinStatus() {
  const t = useT('meeting');
  const join = useStore($join);
  const left = useCountdown(join.timeToStart);
  if (join.phase === 'rejected' || join.phase === 'end') {
    const message = join.phase === 'rejected' ? 'webrtc.rejected' : END_MESSAGES[join.endReason ?? 'hangup'];
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
