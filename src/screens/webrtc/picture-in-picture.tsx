import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { currentLanguage } from '../../core/i18n';
import {
  $activeSpeaker,
  $microphoneOn,
  $participants,
  $recentSpeakers,
  hangUp,
  type RemoteParticipant,
  toggleMicrophone,
} from '../../core/webrtc';
import { useT } from '../../widgets/use-t';
import { BarButton } from './media-toggles';
import { MediaView } from './media-view';
import css from './pip.css?inline';

/** The Document Picture-in-Picture API, where the browser has it (Chromium 116+). */
interface DocumentPip {
  requestWindow(options: { width: number; height: number }): Promise<Window>;
}
const documentPip = () =>
  (globalThis as { documentPictureInPicture?: DocumentPip }).documentPictureInPicture ?? null;

/** Who the window shows: the one speaking, else the latest to speak, else the first other person. */
function useShown(): RemoteParticipant | null {
  const participants = useStore($participants);
  const speaker = useStore($activeSpeaker);
  const recent = useStore($recentSpeakers);
  const others = participants.filter((p) => !p.self);
  const byId = (id: string | null | undefined) => others.find((p) => p.id === id);
  return byId(speaker) ?? byId(recent[0]) ?? others[0] ?? participants[0] ?? null;
}

/** The window's content: the speaker's video and name, the microphone toggle and Leave. */
function PipView({ shown }: { shown: RemoteParticipant | null }) {
  const t = useT('meeting');
  const microphone = useStore($microphoneOn);
  return (
    <div className="pip">
      <MediaView stream={shown?.stream ?? null} muted label={shown?.name ?? ''} />
      <div className="pip-bar">
        <span className="pip-name">{shown?.name ?? t('webrtc.live.noVideo')}</span>
        <button type="button" aria-pressed={microphone} onClick={toggleMicrophone}>
          {t('webrtc.room.microphone')}
        </button>
        <button type="button" className="leave" onClick={hangUp}>
          {t('webrtc.room.leave')}
        </button>
      </div>
    </div>
  );
}

/** Opens the window, styled and named; `closed` runs when the guest closes it. */
async function openWindow(api: DocumentPip, title: string, closed: () => void): Promise<Window> {
  const win = await api.requestWindow({ width: 360, height: 270 });
  const sheet = new (win as unknown as typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(css);
  win.document.adoptedStyleSheets = [sheet];
  win.document.documentElement.lang = currentLanguage();
  win.document.title = title;
  win.addEventListener('pagehide', closed, { once: true });
  return win;
}

/**
 * Resolves once the video knows its size: the hidden source video is not played by the browser until asked, and a
 * video without its metadata cannot go into the browser's window (the click's activation outlasts the wait).
 */
async function withMetadata(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) return;
  const loaded = new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
  await video.play();
  await loaded;
}

/**
 * The speaker in a picture-in-picture window that stays over other tabs and applications, with the microphone
 * and Leave in it (Document Picture-in-Picture); where the browser lacks it, the video element's own window,
 * whose microphone and hang-up buttons come from the Media Session.
 */
export function PictureInPictureButton() {
  const t = useT('meeting');
  const supported = documentPip() !== null || document.pictureInPictureEnabled;
  const shown = useShown();
  const microphone = useStore($microphoneOn);
  const [win, setWin] = useState<Window | null>(null);
  const [videoPip, setVideoPip] = useState(false);
  const fallback = useRef<HTMLSpanElement | null>(null);
  useEffect(() => () => win?.close(), [win]);
  useEffect(() => {
    if (!videoPip || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession as MediaSession & { setMicrophoneActive?: (on: boolean) => void };
    session.setMicrophoneActive?.(microphone);
    session.setActionHandler('togglemicrophone' as MediaSessionAction, toggleMicrophone);
    session.setActionHandler('hangup' as MediaSessionAction, hangUp);
    return () => {
      session.setActionHandler('togglemicrophone' as MediaSessionAction, null);
      session.setActionHandler('hangup' as MediaSessionAction, null);
    };
  }, [videoPip, microphone]);
  const toggle = async () => {
    if (win) return win.close();
    if (document.pictureInPictureElement) return document.exitPictureInPicture();
    const api = documentPip();
    if (api) return setWin(await openWindow(api, t('webrtc.pip.title'), () => setWin(null)));
    const video = fallback.current?.querySelector('video');
    if (!video) return;
    video.addEventListener('leavepictureinpicture', () => setVideoPip(false), { once: true });
    await withMetadata(video);
    await video.requestPictureInPicture();
    setVideoPip(true);
  };
  if (!supported) return null;
  return (
    <>
      <BarButton
        icon="picture-in-picture"
        label={t('webrtc.pip.title')}
        pressed={win !== null || videoPip}
        onClick={() => toggle().catch(() => {})}
      />
      {win ? createPortal(<PipView shown={shown} />, win.document.body) : null}
      {documentPip() ? null : (
        <span ref={fallback} className="pip-source" aria-hidden="true">
          <MediaView stream={shown?.stream ?? null} muted label="" />
        </span>
      )}
    </>
  );
}
