import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { formatTime } from '../../core/format';
import { $chat, sendChat } from '../../core/webrtc';
import { Icon } from '../../widgets/icon/icon';
import { useT } from '../../widgets/use-t';
import { SidePanel } from './side-panel';

/** Props of the chat: the draft (kept while the panel is closed) and what closes it. */
interface ChatPanelProps {
  draft: string;
  onDraft: (text: string) => void;
  onClose: () => void;
}

/** The meeting chat: messages as plain text in a log that follows the newest, and a field to send one. */
export function ChatPanel({ draft, onDraft, onClose }: ChatPanelProps) {
  const t = useT('meeting');
  const id = useId();
  const lines = useStore($chat);
  const log = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message scrolls the log to it.
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [lines]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendChat(draft);
    onDraft('');
  };
  return (
    <SidePanel heading={t('webrtc.chat.title')} onClose={onClose}>
      <div ref={log} className="chat-log" role="log" aria-live="polite" aria-label={t('webrtc.chat.title')}>
        <ol>
          {lines.length === 0 ? <li className="muted">{t('webrtc.chat.empty')}</li> : null}
          {lines.map((line) => (
            <li key={line.id} className={line.own ? 'own' : undefined}>
              <span className="chat-meta">
                {t('webrtc.chat.from', { name: line.name, time: formatTime(line.time) })}
              </span>
              <span className="chat-text">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={submit} className="chat-form">
        <label htmlFor={id} className="visually-hidden">
          {t('webrtc.chat.message')}
        </label>
        <input
          id={id}
          value={draft}
          maxLength={2000}
          autoComplete="off"
          placeholder={t('webrtc.chat.placeholder')}
          onChange={(event) => onDraft(event.currentTarget.value)}
        />
        <button
          type="submit"
          className="icon-button"
          disabled={draft.trim() === ''}
          aria-label={t('webrtc.chat.send')}
        >
          <Icon name="send" />
        </button>
      </form>
    </SidePanel>
  );
}
