import { useStore } from '@nanostores/react';
import {
  $handRaised,
  $reactions,
  REACTIONS,
  type ReactionName,
  sendReaction,
  toggleHand,
} from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { BarPopup } from './bar-popup';
import { BarButton } from './media-toggles';

/** The raise-hand toggle of the control bar (pressed while the hand is up). */
export function HandButton() {
  const t = useT('meeting');
  const raised = useStore($handRaised);
  return (
    <BarButton
      icon="hand"
      label={t('webrtc.room.raiseHand')}
      pressed={raised}
      shortcut="H"
      onClick={toggleHand}
    />
  );
}

/** The reactions button and the small row of emoji it opens above itself. */
export function ReactionsButton() {
  const t = useT('meeting');
  return (
    <BarPopup
      icon="react"
      label={t('webrtc.room.react')}
      legend={t('webrtc.room.reactions')}
      className="reaction-picker"
    >
      {(Object.keys(REACTIONS) as ReactionName[]).map((name) => (
        <button
          key={name}
          type="button"
          aria-label={t(`webrtc.room.reaction.${name}`)}
          title={t(`webrtc.room.reaction.${name}`)}
          onClick={() => sendReaction(name)}
        >
          {REACTIONS[name]}
        </button>
      ))}
    </BarPopup>
  );
}

/**
 * The reactions of one participant rising over their tile for a few seconds (static when the guest prefers
 * reduced motion). Hidden from screen readers: the notices say them.
 */
export function FloatingReactions({ participantId }: { participantId: string }) {
  const shown = useStore($reactions).filter((reaction) => reaction.from === participantId);
  if (shown.length === 0) return null;
  return (
    <div className="floating-reactions" aria-hidden="true">
      {shown.map((reaction, index) => (
        <span
          key={reaction.id}
          className="floating-reaction"
          style={{ left: `${10 + ((index * 23) % 60)}%` }}
        >
          {REACTIONS[reaction.reaction]}
        </span>
      ))}
    </div>
  );
}

/** The raised-hand mark beside a name, named for screen readers. */
export function HandMark() {
  const t = useT('meeting');
  return (
    <span className="hand-mark">
      <Icon name="hand" label={t('webrtc.room.handRaised')} />
    </span>
  );
}
