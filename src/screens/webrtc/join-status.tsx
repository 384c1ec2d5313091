import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { Key } from '../../core/i18n';
import { redirectRoute, routeHref } from '../../core/router';
import { $join, cancelJoin, type EndReason, rejoin, stopLocalMedia, storedFullName } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { Preview } from './join-setup';

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

/** Counts down from `seconds`, once a second, while `running`. */
function useCountdown(seconds: number, running = true): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    setLeft(seconds);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setLeft(seconds - (Date.now() - started) / 1000), 1000);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}

/** Seconds the end message shows before the client goes back to the login page on its own. */
export const END_SECONDS = 5;

/**
 * The end (spec 4: hangup, message shown, go to login): the message, Rejoin unless the meeting is over, and a
 * countdown the guest can stop (WCAG 2.2.1), with a link to go now.
 */
function Ended({ message, reason }: { message: string; reason: EndReason }) {
  const t = useT('meeting');
  const [counting, setCounting] = useState(true);
  const left = Math.ceil(useCountdown(END_SECONDS, counting));
  const goNow = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (counting && left <= 0) redirectRoute('login');
  }, [counting, left]);
  const stop = () => {
    setCounting(false);
    goNow.current?.focus();
  };
  return (
    <section className="status ended">
      <div role="status">
        <h2 className="status-message">{message}</h2>
      </div>
      <div className="status-actions">
        {reason === 'meetingEnded' ? null : (
          <button type="button" className="primary" onClick={() => rejoin().catch(() => {})}>
            {t('webrtc.rejoin')}
          </button>
        )}
        <a ref={goNow} className="button" href={routeHref('login')}>
          {t('webrtc.room.goNow')}
        </a>
      </div>
      {counting ? (
        <p className="countdown">
          <span className="muted">{t('webrtc.room.backIn', { count: Math.max(0, left) })}</span>{' '}
          <button type="button" className="ghost" onClick={stop}>
            {t('webrtc.room.stopCountdown')}
          </button>
        </p>
      ) : (
        <p className="muted">{t('webrtc.room.countdownStopped')}</p>
      )}
    </section>
  );
}

/** The host said no: the guest, who has no account, may join another meeting. */
function Rejected({ detail }: { detail: Key<'meeting'> | null }) {
  const t = useT('meeting');
  return (
    <section className="status">
      <p role="status">
        {t('webrtc.rejected')} {detail ? t(detail) : ''}
      </p>
      <a className="button primary" href={routeHref('joinWithoutAccount')}>
        {t('webrtc.otherMeeting')}
      </a>
    </section>
  );
}

/**
 * Waiting for approval, approved but not started, or connecting: the preview and its toggles stay, the page
 * may stay open, and Cancel goes back to the configuration.
 */
function Waiting() {
  const t = useT('meeting');
  const join = useStore($join);
  const left = useCountdown(join.timeToStart);
  const waiting = join.phase === 'waiting';
  const notStarted = join.phase === 'connection' && join.timeToStart > 0;
  return (
    <div className="setup">
      <Preview name={storedFullName()} />
      <section className="status setup-side" aria-busy="true">
        <p role="status" className="status-message">
          {waiting ? t('webrtc.waiting') : notStarted ? t('webrtc.approved') : t('webrtc.connection')}
          {join.reconnecting ? ` ${t('webrtc.reconnecting')}` : ''}
        </p>
        {notStarted ? <p>{t('webrtc.startsIn', { time: clock(left) })}</p> : null}
        <div className="spinner" aria-hidden="true" />
        {waiting || notStarted ? <p className="muted">{t('webrtc.stayOpen')}</p> : null}
        <button type="button" onClick={cancelJoin}>
          {t('webrtc.cancel')}
        </button>
      </section>
    </div>
  );
}

/** Waiting, rejected, or the end. */
export function JoinStatus() {
  const t = useT('meeting');
  const join = useStore($join);
  const over = join.phase === 'end' || join.phase === 'rejected';
  // The camera light goes off once the meeting is over. This runs before the client's own effects, so a
  // client opened again after an ended meeting prepares the new one (and starts the camera) after it.
  useEffect(() => {
    if (over) stopLocalMedia();
  }, [over]);
  if (join.phase === 'end') {
    const reason = join.endReason ?? 'hangup';
    const detail = join.errorDetail ? ` ${t(join.errorDetail)}` : '';
    return <Ended message={`${t(END_MESSAGES[reason])}${detail}`} reason={reason} />;
  }
  if (join.phase === 'rejected') return <Rejected detail={join.errorDetail} />;
  return <Waiting />;
}
