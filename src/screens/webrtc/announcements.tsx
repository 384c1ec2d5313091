import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { TOAST_MS } from '../../core/constants';
import { $chat, $mediaErrors, $people, $reactions, $reactionsRefused } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';

/** One short notice over the stage. */
interface Notice {
  id: number;
  text: string;
}

let counter = 0;

/** Notices that each leave after TOAST_MS; `add` shows one more. */
function useNotices(): [Notice[], (text: string) => void] {
  const [notices, setNotices] = useState<Notice[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const add = (text: string) => {
    counter += 1;
    const id = counter;
    setNotices((shown) => [...shown, { id, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setNotices((shown) => shown.filter((notice) => notice.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  };
  return [notices, add];
}

/**
 * Who joined or left, raised a hand or reacted, chat messages that arrive while the chat is closed, and media failures: a small notice over the stage
 * that screen readers hear too (a polite log). The people present when the guest arrives are not news.
 */
export function Announcements({ chatOpen }: { chatOpen: boolean }) {
  const t = useT('meeting');
  const people = useStore($people);
  const chat = useStore($chat);
  const [notices, add] = useNotices();
  const known = useRef<Map<string, string> | null>(null);
  const lastLine = useRef(chat.at(-1)?.id ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of people is news.
  useEffect(() => {
    // Until the first list arrives (the guest is in it) nobody is known, so nobody has joined yet.
    if (people.length === 0) return;
    const now = new Map(people.filter((p) => !p.self).map((p) => [p.id, p.name]));
    const before = known.current;
    known.current = now;
    if (!before) return;
    for (const [id, name] of now) if (!before.has(id)) add(t('webrtc.live.joined', { name }));
    for (const [id, name] of before) if (!now.has(id)) add(t('webrtc.live.left', { name }));
  }, [people]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new messages are news.
  useEffect(() => {
    const fresh = chat.filter((line) => line.id > lastLine.current && !line.own);
    lastLine.current = chat.at(-1)?.id ?? lastLine.current;
    if (chatOpen) return;
    for (const line of fresh) add(t('webrtc.room.newMessage', { name: line.name, text: line.text }));
  }, [chat]);
  const hands = useRef(new Set(people.filter((p) => p.hand !== null).map((p) => p.id)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a hand newly raised is news.
  useEffect(() => {
    const now = new Set(people.filter((p) => p.hand !== null).map((p) => p.id));
    for (const person of people)
      if (!person.self && now.has(person.id) && !hands.current.has(person.id))
        add(t('webrtc.room.handRaisedBy', { name: person.name }));
    hands.current = now;
  }, [people]);
  const reactions = useStore($reactions);
  const lastReaction = useRef(reactions.at(-1)?.id ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new reactions are news.
  useEffect(() => {
    for (const shown of reactions)
      if (shown.id > lastReaction.current && !shown.own)
        add(
          t('webrtc.room.reactedWith', {
            name: shown.name,
            reaction: t(`webrtc.room.reaction.${shown.reaction}`),
          }),
        );
    lastReaction.current = reactions.at(-1)?.id ?? lastReaction.current;
  }, [reactions]);
  const refused = useStore($reactionsRefused);
  const refusedBefore = useRef(refused);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal is news.
  useEffect(() => {
    if (refused > refusedBefore.current) add(t('webrtc.room.reactionsTooFast'));
    refusedBefore.current = refused;
  }, [refused]);
  const errors = useStore($mediaErrors);
  const shown = useRef(errors);
  // A screen share refused, or a device that failed in the meeting: said once, when it happens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new failure is news.
  useEffect(() => {
    for (const source of ['camera', 'microphone', 'screen'] as const) {
      const key = errors[source];
      if (key && key !== shown.current[source]) add(t(key));
    }
    shown.current = errors;
  }, [errors]);
  return (
    <div className="notices" role="log" aria-live="polite" aria-label={t('webrtc.room.notices')}>
      {notices.map((notice) => (
        <p key={notice.id}>{notice.text}</p>
      ))}
    </div>
  );
}
