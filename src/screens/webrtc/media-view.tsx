import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $activeDevices, routeToSpeaker } from '../../core/webrtc';

/** Props of a video view. */
interface MediaViewProps {
  stream: MediaStream | null;
  /** Own preview and own echo stay silent (no feedback loop). */
  muted: boolean;
  label: string;
  className?: string;
}

/** A video element playing a stream on the chosen speaker; the stream is bound here and nowhere else. */
export function MediaView({ stream, muted, label, className }: MediaViewProps) {
  const { speaker } = useStore($activeDevices);
  const bind = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      if (video.srcObject !== stream) video.srcObject = stream;
      if (!muted) routeToSpeaker(video, speaker).catch(() => {});
    },
    [stream, muted, speaker],
  );
  return <video ref={bind} className={className} autoPlay playsInline muted={muted} aria-label={label} />;
}
