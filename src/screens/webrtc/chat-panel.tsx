import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import { $chat, sendChat } from '../../core/webrtc';
import { useT } from '../../widgets/use-t';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** The meeting chat: messages as plain text in a log, and a field to send one. */
export function ChatPanel() {
  const t = useT('meeting');
  const id = useId();
  const lines = useStore($chat);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendChat(text);
    setText('');
  };
  return (
    <section className="chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webrtc.chat.title')}</h2>
      <div className="chat-log" role="log" aria-live="polite">
        <ol>
          {lines.length === 0 ? <li className="muted">{t('webrtc.chat.empty')}</li> : null}
          {lines.map((line) => (
            <li key={line.id} className={line.own ? 'own' : undefined}>
              <span className="chat-meta">
                {t('webrtc.chat.from', { name: line.name, time: time(line.time) })}
              </span>
              <span className="chat-text">{line.text}</span>
            </li>
          ))}
        </ol>
      </div>
      <form onSubmit={submit} className="chat-form">
        <label htmlFor={id}>{t('webrtc.chat.message')}</label>
        <input
          id={id}
          value={text}
          maxLength={2000}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" disabled={text.trim() === ''}>
          {t('webrtc.chat.send')}
        </button>
      </form>
    </section>
  );
}
